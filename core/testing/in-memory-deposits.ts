import { newDeposit, type Deposit } from '../deposits/deposit';
import type { DepositDeal, DepositRepository } from '../deposits/deposit-repository';

export interface InMemoryDeposits extends DepositRepository {
  addDeal(dealershipId: number, deal: DepositDeal): void;
  put(deposit: Deposit): void;
  all(): readonly Deposit[];
}

/** Deposits in memory (versioned saves, as the contract says); deals are added with `addDeal` (transfers read them), deposits with `put` or `putPaidDeposit`. */
export function inMemoryDeposits(): InMemoryDeposits {
  const rows = new Map<number, Deposit>();
  const deals = new Map<string, DepositDeal>();
  let ids = 100;
  const mine = (dealershipId: number, d: Deposit | undefined) => (d !== undefined && d.dealershipId === dealershipId ? d : null);
  return {
    addDeal: (dealershipId, deal) => { deals.set(`${dealershipId}/${deal.orderId}`, deal); },
    put: (d) => { rows.set(d.id, d); },
    all: () => [...rows.values()],
    byOrder: async (dealershipId, orderId) => [...rows.values()].find((d) => d.dealershipId === dealershipId && d.orderId === orderId) ?? null,
    byId: async (dealershipId, id) => mine(dealershipId, rows.get(id)),
    deal: async (dealershipId, orderId) => deals.get(`${dealershipId}/${orderId}`) ?? null,
    async create(input, now) {
      const existing = [...rows.values()].find((d) => d.dealershipId === input.dealershipId && d.orderId === input.orderId);
      if (existing !== undefined) return existing;
      ids += 1;
      const d = newDeposit(input, ids, now);
      rows.set(d.id, d);
      return d;
    },
    async save(deposits) {
      if (deposits.some((d) => rows.get(d.id)?.version !== d.version - 1)) return false;
      for (const d of deposits) rows.set(d.id, d);
      return true;
    },
    expiredHolds: async (now, limit) => [...rows.values()]
      .filter((d) => d.state === 'pre_authorized' && d.holdExpiresAt !== null && d.holdExpiresAt.getTime() <= now.getTime())
      .sort((a, b) => (a.holdExpiresAt?.getTime() ?? 0) - (b.holdExpiresAt?.getTime() ?? 0))
      .slice(0, limit),
  };
}
