import type { CardProcessorAccount, CardProcessorAccounts } from '../stores/card-processor-repository';

/** The stores' connected card-processor accounts in memory (`connect` one before a card refund). */
export function inMemoryCardProcessorAccounts(): CardProcessorAccounts {
  const rows = new Map<number, CardProcessorAccount>();
  return {
    account: async (id) => rows.get(id) ?? null,
    dealershipsOf: async (accountId) => [...rows].filter(([, a]) => a.accountId === accountId).map(([id]) => id).sort((a, b) => a - b),
    connect: async (id, account) => { rows.set(id, account); },
    disconnect: async (id, accountId) => (rows.get(id)?.accountId === accountId ? rows.delete(id) : false),
  };
}
