import { beforeAll, describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const ACC = '/api/dealer/aftermarket/accessory/';
const PLAN = '/api/dealer/aftermarket/protection-plan/';
const addonsOf = (id: number) => `/api/dealer/order/${id}/addons/`;
const accessory = (title: string, extra: object = {}) => ({ category: 'A', title_en: title, title_fr: `${title} (fr)`, price: '100.00', sku: title, ...extra });
const plan = (name: string, extra: object = {}) => ({
  category: 'protection_plan', name, name_fr: `${name} (fr)`, payment_type: ['finance', 'lease'], prices: [{ term: 36, price: '900.00' }, { term: 60, price: '1400.00' }], ...extra,
});

for (const engine of throwawayEngines()) {
  describe(`a deal's add-ons for any staff (${engine.kind})`, () => {
    const { cf, staff: { admin, rep, other } } = signedInSuite(engine, { customers: true, staff: STAFF });

    beforeAll(async () => {
      for (const body of [
        accessory('SUV mats', { vehicle_types: ['SUV'] }), accessory('Any rack'), accessory('Sedan spoiler', { vehicle_types: ['Sedan'] }),
        accessory('Old mats', { active: false }), accessory('Factory tint', { pre_installed: true }),
      ]) { const r = await admin.post(ACC, body); expect(r.statusCode, r.body).toBe(201); }
      for (const body of [
        plan('Used warranty', { vehicle_condition: ['Used'] }), plan('New-car care', { vehicle_condition: ['New'] }),
        plan('Truck liner', { vehicle_types: ['Truck'] }), plan('Retired plan', { active: false }),
      ]) { const r = await admin.post(PLAN, body); expect(r.statusCode, r.body).toBe(201); }
    });

    it('answers a sales rep the active accessories and plans that fit the deal\'s vehicle, plans with their prices per term', async () => {
      expect((await rep.get(`${ACC}?page_size=100`)).statusCode).toBe(403);
      const r = await rep.get(addonsOf(cf.orders.levesqueFinance)); // a used SUV
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().accessories.map((a: { title_en: string }) => a.title_en).sort()).toEqual(['Any rack', 'SUV mats']);
      const plans = r.json().protection_plans as { name: string; name_fr: string; payment_type: string[]; prices: { term: number; price: string }[] }[];
      expect(plans.map((p) => p.name)).toEqual(['Used warranty']);
      expect(plans[0]).toMatchObject({ name_fr: 'Used warranty (fr)', payment_type: ['finance', 'lease'] });
      expect(plans[0]!.prices.map((p) => [p.term, p.price]).sort()).toEqual([[36, '900.00'], [60, '1400.00']]);
    });

    it('does not show another dealership\'s deal, nor a deal that does not exist', async () => {
      expect((await other.get(addonsOf(cf.orders.levesqueFinance))).statusCode).toBe(404);
      expect((await rep.get(addonsOf(999_999))).statusCode).toBe(404);
    });
  });
}
