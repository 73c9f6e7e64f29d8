import * as E from 'fp-ts/Either';
import type { DealershipContext } from '../../access/dealership-context';
import type { DealerRole } from '../../access/role';
import { loadSessionContext } from '../../access/session-context';
import { aDealership, inMemoryAccessPorts, openSession, type AccessPorts } from '../../access/testing/in-memory-ports';
import { processorRefused, type CardProcessor, type ProcessorRefusalReason } from '../card-processor';
import type { ConnectState, ConnectStates } from '../card-processor-repository';
import { inMemoryCardProcessorAccounts } from '../../testing/in-memory-card-accounts';

export { inMemoryCardProcessorAccounts };
import { DEFAULT_DISCLOSURE_SETTINGS, type DisclosureSettings } from '../disclosures';
import type { DisclosuresRepository } from '../disclosures-repository';

/** Two stores (1 and 2) and the access ports; `ctxAt` signs someone in with a role at a store. */
export function storesWorld() {
  const ports: AccessPorts = inMemoryAccessPorts();
  ports.dealerships.add(aDealership({ id: 1, name: 'Toyota Laval' }));
  ports.dealerships.add(aDealership({ id: 2, name: 'Honda Québec' }));
  let n = 0;
  return {
    ports,
    async ctxAt(dealershipId: number, role: DealerRole | 'super', extra: { readonly corporate?: boolean } = {}): Promise<DealershipContext> {
      n += 1;
      const user = ports.users.add({
        email: `u${n}@example.com`, isSuperAdmin: role === 'super', isDealerVwCorporate: extra.corporate === true,
        memberships: role === 'super' ? [] : [{ dealershipId, role }],
      });
      const { session } = await openSession(ports, { userId: user.id, dealershipId, fullyAuthenticated: true });
      const ctx = await loadSessionContext(ports, session);
      if (ctx === null || ctx.dealership === null) throw new Error('no context');
      return { ...ctx, dealership: ctx.dealership };
    },
  };
}

export function inMemoryDisclosures(ids: readonly number[] = [1, 2]): DisclosuresRepository {
  const rows = new Map<number, DisclosureSettings>(ids.map((id) => [id, DEFAULT_DISCLOSURE_SETTINGS]));
  return {
    read: async (id) => rows.get(id) ?? null,
    write: async (id, settings) => { if (!rows.has(id)) return false; rows.set(id, settings); return true; },
  };
}

export function inMemoryConnectStates(): ConnectStates {
  const rows = new Map<string, ConnectState>();
  return {
    issue: async (hash, state) => { rows.set(hash, state); },
    take: async (hash, now) => {
      const state = rows.get(hash);
      rows.delete(hash);
      return state !== undefined && state.expiresAt.getTime() > now.getTime() ? state : null;
    },
  };
}

/** A processor whose codes are `code-<n>` from `authorize()`, each usable once; `refuseNext` makes the next disconnect fail. */
export function fakeCardProcessor(): CardProcessor & { authorize(): string; refuseNext(message: string, reason?: ProcessorRefusalReason): void } {
  const codes = new Set<string>();
  let n = 0;
  let refusal: { readonly message: string; readonly reason: ProcessorRefusalReason } | null = null;
  return {
    kind: 'simulated',
    info: () => ({ clientId: 'ca_fake', redirectUri: '/callback/' }),
    connectUrl: (state) => `https://processor.test/authorize?state=${encodeURIComponent(state)}`,
    authorize: () => { n += 1; codes.add(`code-${n}`); return `code-${n}`; },
    refuseNext: (message, reason = 'other') => { refusal = { message, reason }; },
    completeConnect: (code) => async () => (codes.delete(code) ? E.right({ accountId: `acct_${code}` }) : E.left(processorRefused('code_refused', 'Authorization code does not exist'))),
    disconnect: () => async () => {
      const next = refusal;
      refusal = null;
      return next === null ? E.right(undefined) : E.left(processorRefused(next.reason, next.message));
    },
  };
}
