import { describe, expect, it } from 'vitest';
import type { RecentSearchRepository } from '@dealer-panel/core/inventory/vehicle-repository';

export interface RecentSearchRepositoryHarness {
  readonly recentSearches: RecentSearchRepository;
  /** Two dealerships and two users of their own. */
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly userId: number;
  readonly otherUserId: number;
  /** How many searches a user keeps per dealership. */
  readonly kept: number;
}

const at = (s: number) => new Date(Date.UTC(2026, 2, 1, 12, 0, s));

/** The RecentSearchRepository contract: per user and dealership, newest first, the same parameters once, a bounded history. */
export function recentSearchRepositoryContract(make: () => Promise<RecentSearchRepositoryHarness>): void {
  describe('RecentSearchRepository', () => {
    it('reads nothing for a user who has not searched', async () => {
      const h = await make();
      expect(await h.recentSearches.latest(h.userId, h.dealershipId, 10)).toEqual([]);
    });

    it('reads a search back with its parameters and time, newest first, up to the limit asked', async () => {
      const h = await make();
      await h.recentSearches.record(h.userId, h.dealershipId, { make: 'Honda' }, at(1));
      await h.recentSearches.record(h.userId, h.dealershipId, { make: 'Toyota', condition: 'Used' }, at(3));
      await h.recentSearches.record(h.userId, h.dealershipId, { year: '2024' }, at(2));
      expect(await h.recentSearches.latest(h.userId, h.dealershipId, 10)).toEqual([
        { params: { make: 'Toyota', condition: 'Used' }, searchedAt: at(3) },
        { params: { year: '2024' }, searchedAt: at(2) },
        { params: { make: 'Honda' }, searchedAt: at(1) },
      ]);
      expect((await h.recentSearches.latest(h.userId, h.dealershipId, 2)).map((s) => s.searchedAt)).toEqual([at(3), at(2)]);
    });

    it('keeps the same parameters once, in any order, at the newest time', async () => {
      const h = await make();
      await h.recentSearches.record(h.userId, h.dealershipId, { make: 'Honda', model: 'Civic' }, at(1));
      await h.recentSearches.record(h.userId, h.dealershipId, { year: '2023' }, at(2));
      await h.recentSearches.record(h.userId, h.dealershipId, { model: 'Civic', make: 'Honda' }, at(3));
      const latest = await h.recentSearches.latest(h.userId, h.dealershipId, 10);
      expect(latest).toHaveLength(2);
      expect(latest[0]).toEqual({ params: { make: 'Honda', model: 'Civic' }, searchedAt: at(3) });
    });

    it('keeps each user\'s history at each dealership apart', async () => {
      const h = await make();
      await h.recentSearches.record(h.userId, h.dealershipId, { make: 'Honda' }, at(1));
      await h.recentSearches.record(h.otherUserId, h.dealershipId, { make: 'Subaru' }, at(2));
      await h.recentSearches.record(h.userId, h.otherDealershipId, { make: 'Ford' }, at(3));
      expect((await h.recentSearches.latest(h.userId, h.dealershipId, 10)).map((s) => s.params)).toEqual([{ make: 'Honda' }]);
      expect((await h.recentSearches.latest(h.otherUserId, h.dealershipId, 10)).map((s) => s.params)).toEqual([{ make: 'Subaru' }]);
      expect((await h.recentSearches.latest(h.userId, h.otherDealershipId, 10)).map((s) => s.params)).toEqual([{ make: 'Ford' }]);
      expect(await h.recentSearches.latest(h.otherUserId, h.otherDealershipId, 10)).toEqual([]);
    });

    it('drops the oldest beyond the kept number, in that user\'s history at that dealership only', async () => {
      const h = await make();
      await h.recentSearches.record(h.userId, h.otherDealershipId, { make: 'Ford' }, at(0));
      await h.recentSearches.record(h.otherUserId, h.dealershipId, { make: 'Subaru' }, at(0));
      for (let i = 1; i <= h.kept + 2; i += 1) await h.recentSearches.record(h.userId, h.dealershipId, { page: String(i) }, at(i));
      const latest = await h.recentSearches.latest(h.userId, h.dealershipId, 100);
      expect(latest.map((s) => s.params.page)).toEqual(Array.from({ length: h.kept }, (_, i) => String(h.kept + 2 - i)));
      expect(await h.recentSearches.latest(h.userId, h.otherDealershipId, 10)).toHaveLength(1);
      expect(await h.recentSearches.latest(h.otherUserId, h.dealershipId, 10)).toHaveLength(1);
    });
  });
}
