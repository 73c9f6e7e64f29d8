import { describe, expect, it } from 'vitest';
import type { Dealership, DealershipRepository } from '@dealer-panel/core/access/dealership';
import { unique } from './support/fixtures';

export interface DealershipRepositoryHarness {
  readonly dealerships: DealershipRepository;
  /** The port only reads: stores are added through the storage. */
  add(fields: Omit<Dealership, 'id'>): Promise<number>;
}

const quebec: Omit<Dealership, 'id'> = {
  organizationId: null, name: 'Automobiles Saint-Laurent', country: 'CA', provinceCode: 'QC', city: 'Montréal',
  postalCode: 'H2X 1Y4', defaultLanguage: 'fr_CA', isTrsEnabled: true, useActivixCrm: true, enableSalesManagerFeeDiscounts: false,
};

/** The DealershipRepository contract: exact rows, null for unknown ids, lists by name. */
export function dealershipRepositoryContract(make: () => Promise<DealershipRepositoryHarness>): void {
  describe('DealershipRepository', () => {
    it('reads a dealership back with every field', async () => {
      const h = await make();
      const id = await h.add(quebec);
      expect(await h.dealerships.byId(id)).toEqual({ id, ...quebec });
    });

    it('reads a US store with its country and language', async () => {
      const h = await make();
      const vermont = { ...quebec, name: 'Green Mountain Auto', country: 'US', provinceCode: 'VT', city: 'Burlington', postalCode: '05401', defaultLanguage: 'en_US', isTrsEnabled: false, useActivixCrm: false, enableSalesManagerFeeDiscounts: true } as const;
      const id = await h.add(vermont);
      expect(await h.dealerships.byId(id)).toEqual({ id, ...vermont });
    });

    it('gives null for an unknown id', async () => {
      const h = await make();
      expect(await h.dealerships.byId(2_000_000_000)).toBeNull();
    });

    it('lists every dealership by name in human order', async () => {
      const h = await make();
      const tag = unique('x');
      const names = [`Érable Autos ${tag}`, `Zénith ${tag}`, `Beauce Auto ${tag}`, `Estrie Motors ${tag}`];
      for (const name of names) await h.add({ ...quebec, name });
      const mine = (await h.dealerships.all()).filter((d) => d.name.endsWith(tag)).map((d) => d.name);
      expect(mine).toEqual([`Beauce Auto ${tag}`, `Érable Autos ${tag}`, `Estrie Motors ${tag}`, `Zénith ${tag}`]);
    });

    it('reads the asked ids only, ignoring unknown ones, by name', async () => {
      const h = await make();
      const b = await h.add({ ...quebec, name: unique('B') });
      await h.add({ ...quebec, name: unique('C') });
      const a = await h.add({ ...quebec, name: unique('A') });
      const found = await h.dealerships.byIds([b, 2_000_000_000, a]);
      expect(found.map((d) => d.id)).toEqual([a, b]);
      expect(await h.dealerships.byIds([])).toEqual([]);
    });
  });
}
