import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { parseVehicleSearch } from '@dealer-panel/core/inventory/parse-vehicle-search';
import type { RecentSearchRepository, VehicleRepository } from '@dealer-panel/core/inventory/vehicle-repository';
import type { VehicleFields } from './support/inventory-fixtures';

export interface VehicleRepositoryHarness {
  readonly vehicles: VehicleRepository;
  readonly recentSearches: RecentSearchRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly userId: number;
  readonly otherUserId: number;
  add(dealershipId: number, fields: VehicleFields): Promise<number>;
}

const query = (raw: Record<string, string>) => {
  const parsed = parseVehicleSearch(raw);
  if (E.isLeft(parsed)) throw new Error(JSON.stringify(parsed.left));
  return parsed.right;
};

/** A count limit far above these tests' vehicles: the counts are exact. */
const LIMIT = 10_001;

/** The VehicleRepository and RecentSearchRepository contracts. */
export function vehicleRepositoryContract(make: () => Promise<VehicleRepositoryHarness>): void {
  describe('VehicleRepository', () => {
    it('reads a vehicle in its dealership only', async () => {
      const h = await make();
      const id = await h.add(h.dealershipId, { model: 'CR-V', financeCents: 45_000 });
      expect(await h.vehicles.byId(h.dealershipId, id)).toMatchObject({ id, model: 'CR-V', financePayment: { monthlyCents: 45_000, term: 72, rateBasisPoints: 599 }, leasePayment: null });
      expect(await h.vehicles.byId(h.otherDealershipId, id)).toBeNull();
    });

    it('filters, orders, counts and pages in the database', async () => {
      const h = await make();
      const ids = [];
      for (let i = 0; i < 5; i += 1) ids.push(await h.add(h.dealershipId, { priceCents: 2_000_000 + i * 100_000, financeCents: 30_000 + i * 5_000, condition: i % 2 === 0 ? 'New' : 'Used' }));
      await h.add(h.dealershipId, { stockStatus: 'S' });
      await h.add(h.otherDealershipId, {});
      const page = await h.vehicles.search(h.dealershipId, query({ ordering: '-price' }), 2, LIMIT);
      expect(page.count).toBe(5);
      expect(page.items.map((v) => v.id)).toEqual([ids[4], ids[3]]);
      expect((await h.vehicles.search(h.dealershipId, query({ condition: 'Used' }), 10, LIMIT)).count).toBe(2);
      expect((await h.vehicles.search(h.dealershipId, query({ payment_type: 'finance', payment_max: '400' }), 10, LIMIT)).count).toBe(3);
      expect((await h.vehicles.search(h.dealershipId, query({ stock_status: 'S' }), 10, LIMIT)).count).toBe(1);
      expect((await h.vehicles.search(h.dealershipId, query({ price_min: '21000', price_max: '22000' }), 10, LIMIT)).items.map((v) => v.id)).toEqual([ids[2], ids[1]]);
    });

    it('counts up to the limit asked for, never past it, whatever the page', async () => {
      const h = await make();
      for (let i = 0; i < 4; i += 1) await h.add(h.dealershipId, { priceCents: 2_000_000 + i * 100_000 });
      expect((await h.vehicles.search(h.dealershipId, query({}), 2, 3)).count).toBe(3);
      expect((await h.vehicles.search(h.dealershipId, query({}), 2, 5)).count).toBe(4);
      expect((await h.vehicles.search(h.dealershipId, query({ page: '2' }), 3, 3)).items).toHaveLength(1);
    });

    it('finds words of any length anywhere in the name, every word of the search', async () => {
      const h = await make();
      const q7 = await h.add(h.dealershipId, { make: 'Audi', model: 'Q7', trim: 'Technik' });
      const q70 = await h.add(h.dealershipId, { make: 'Infiniti', model: 'Q70', trim: 'Luxe' });
      await h.add(h.dealershipId, { make: 'Audi', model: 'A7', trim: 'Technik' });
      const ids = async (search: string) => (await h.vehicles.search(h.dealershipId, query({ search, ordering: 'make' }), 10, LIMIT)).items.map((v) => v.id);
      expect(await ids('q7')).toEqual([q7, q70]);
      expect(await ids('audi q7')).toEqual([q7]);
      expect(await ids('TECHNIK q')).toEqual([q7]);
      expect(await ids('q70 luxe')).toEqual([q70]);
      expect(await ids('q7%')).toEqual([]);
    });

    it('gives models, trims, filter values and payment ranges of the dealership', async () => {
      const h = await make();
      await h.add(h.dealershipId, { make: 'Subaru', model: 'Outback', trim: 'Wilderness', priceCents: 4_500_000, financeCents: 70_000 });
      await h.add(h.dealershipId, { make: 'Subaru', model: 'Outback', trim: 'Touring', priceCents: 4_000_000, financeCents: 60_000 });
      await h.add(h.dealershipId, { make: 'Subaru', model: 'Forester', stockStatus: 'S' });
      expect(await h.vehicles.models(h.dealershipId, { makes: ['subaru'], conditions: null, stockStatuses: ['I'] })).toEqual([{ make: 'Subaru', model: 'Outback', count: 2 }]);
      expect(await h.vehicles.trims(h.dealershipId, { makes: null, models: ['outback'] })).toEqual([{ make: 'Subaru', model: 'Outback', trim: 'Touring' }, { make: 'Subaru', model: 'Outback', trim: 'Wilderness' }]);
      const data = await h.vehicles.filterData(h.dealershipId);
      expect(data.models).toEqual([{ make: 'Subaru', model: 'Forester' }, { make: 'Subaru', model: 'Outback' }]);
      expect(data.stockStatuses).toEqual(['I', 'S']);
      expect(await h.vehicles.paymentRanges(h.dealershipId, ['I'])).toEqual({ cash: { min: 4_000_000, max: 4_500_000 }, finance: { min: 60_000, max: 70_000 }, lease: null });
      expect(await h.vehicles.paymentRanges(h.otherDealershipId, ['I'])).toEqual({ cash: null, finance: null, lease: null });
    });
  });

  describe('RecentSearchRepository', () => {
    it('keeps each user\'s searches at a dealership once each, newest first, ten at most', async () => {
      const h = await make();
      const at = (s: number) => new Date(Date.UTC(2026, 2, 1, 12, 0, s));
      await h.recentSearches.record(h.userId, h.dealershipId, { make: 'Honda', condition: 'New' }, at(1));
      await h.recentSearches.record(h.userId, h.dealershipId, { year: '2024' }, at(2));
      await h.recentSearches.record(h.userId, h.dealershipId, { condition: 'New', make: 'Honda' }, at(3));
      expect(await h.recentSearches.latest(h.userId, h.dealershipId, 10)).toEqual([
        { params: { make: 'Honda', condition: 'New' }, searchedAt: at(3) }, { params: { year: '2024' }, searchedAt: at(2) },
      ]);
      for (let i = 0; i < 12; i += 1) await h.recentSearches.record(h.userId, h.dealershipId, { year: String(2000 + i) }, at(10 + i));
      expect(await h.recentSearches.latest(h.userId, h.dealershipId, 50)).toHaveLength(10);
      expect(await h.recentSearches.latest(h.otherUserId, h.dealershipId, 10)).toEqual([]);
      expect(await h.recentSearches.latest(h.userId, h.otherDealershipId, 10)).toEqual([]);
    });
  });
}
