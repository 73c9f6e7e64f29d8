import { describe, expect, it } from 'vitest';
import type { CardProcessorAccounts, ConnectStates } from '@dealer-panel/core/stores/card-processor-repository';
import { DEFAULT_DISCLOSURE_SETTINGS } from '@dealer-panel/core/stores/disclosures';
import type { DisclosuresRepository } from '@dealer-panel/core/stores/disclosures-repository';

export interface StoresSubject {
  readonly disclosures: DisclosuresRepository;
  readonly accounts: CardProcessorAccounts;
  readonly states: ConnectStates;
  /** A second view of the same storage (another server process). */
  readonly otherStates: ConnectStates;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
}

const T0 = new Date('2026-06-01T14:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

/** The contracts of core/stores/disclosures-repository.ts and card-processor-repository.ts. */
export function storesRepositoriesContract(make: () => Promise<StoresSubject>): void {
  describe('DisclosuresRepository', () => {
    it('reads every key empty before a save, writes both parts, keeps stores apart, and knows no unknown store', async () => {
      const s = await make();
      expect(await s.disclosures.read(s.dealershipId)).toEqual(DEFAULT_DISCLOSURE_SETTINGS);
      const settings = {
        disclosures: { ...DEFAULT_DISCLOSURE_SETTINGS.disclosures, pricing_footer: { en: 'Taxes extra.\nSee dealer.', fr: 'Taxes en sus.' } },
        disclaimerPackage: [{ type: 'finance', superscript: '†' }],
      };
      expect(await s.disclosures.write(s.dealershipId, settings, T0)).toBe(true);
      expect(await s.disclosures.read(s.dealershipId)).toEqual(settings);
      expect(await s.disclosures.read(s.otherDealershipId)).toEqual(DEFAULT_DISCLOSURE_SETTINGS);
      expect(await s.disclosures.read(2_000_000_000)).toBeNull();
      expect(await s.disclosures.write(2_000_000_000, settings, T0)).toBe(false);
    });
  });

  describe('CardProcessorAccounts', () => {
    it('connects, disconnects only the account it holds, and keeps stores apart', async () => {
      const s = await make();
      expect(await s.accounts.account(s.dealershipId)).toBeNull();
      await s.accounts.connect(s.dealershipId, { accountId: 'acct_1', connectedAt: T0 });
      expect(await s.accounts.account(s.dealershipId)).toEqual({ accountId: 'acct_1', connectedAt: T0 });
      expect(await s.accounts.account(s.otherDealershipId)).toBeNull();
      expect(await s.accounts.dealershipsOf('acct_1')).toEqual([s.dealershipId]);
      await s.accounts.connect(s.otherDealershipId, { accountId: 'acct_1', connectedAt: T0 });
      expect(await s.accounts.dealershipsOf('acct_1')).toEqual([s.dealershipId, s.otherDealershipId].sort((a, b) => a - b));
      await s.accounts.connect(s.otherDealershipId, { accountId: 'acct_2', connectedAt: T0 });
      expect(await s.accounts.dealershipsOf('acct_1')).toEqual([s.dealershipId]);
      expect(await s.accounts.dealershipsOf('acct_nobody')).toEqual([]);
      expect(await s.accounts.disconnect(s.dealershipId, 'acct_other')).toBe(false);
      expect(await s.accounts.disconnect(s.otherDealershipId, 'acct_1')).toBe(false);
      expect(await s.accounts.disconnect(s.dealershipId, 'acct_1')).toBe(true);
      expect(await s.accounts.account(s.dealershipId)).toBeNull();
    });
  });

  describe('ConnectStates', () => {
    it('answers a state once, across processes, and never once expired', async () => {
      const s = await make();
      const state = { sessionId: 'sess-1', dealershipId: s.dealershipId, userId: 7, expiresAt: later(60_000) };
      await s.states.issue('hash-a', state, T0);
      const [first, second] = await Promise.all([s.states.take('hash-a', T0), s.otherStates.take('hash-a', T0)]);
      expect([first, second].filter((x) => x !== null)).toEqual([state]);
      expect(await s.states.take('hash-a', T0)).toBeNull();
      await s.states.issue('hash-b', state, T0);
      expect(await s.states.take('hash-b', later(60_000))).toBeNull();
      expect(await s.states.take('hash-unknown', T0)).toBeNull();
    });
  });
}
