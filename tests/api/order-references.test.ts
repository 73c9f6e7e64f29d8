import { beforeAll, describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

// Issue 12.3: a deal never stores an accessory, plan or incentive id its store does not have.
const ACC = '/api/dealer/aftermarket/accessory/';
const PLAN = '/api/dealer/aftermarket/protection-plan/';
const order = (id: number) => `/api/dealer/order/${id}/`;
const accessory = (title: string) => ({ category: 'A', title_en: title, title_fr: `${title} (fr)`, price: '100.00', sku: title });
const plan = (name: string) => ({ category: 'protection_plan', name, name_fr: `${name} (fr)`, payment_type: ['finance', 'lease'], prices: [{ term: 60, price: '1400.00' }] });

for (const engine of throwawayEngines()) {
  describe(`a deal's references to the store's add-ons and incentives (${engine.kind})`, () => {
    const { cf, staff: { admin, rep, other } } = signedInSuite(engine, { customers: true, staff: STAFF });
    let ours = { accessory: 0, plan: 0 };
    let theirs = { accessory: 0, plan: 0 };

    beforeAll(async () => {
      const created = async (agent: typeof admin, url: string, body: object) => {
        const r = await agent.post(url, body);
        expect(r.statusCode, r.body).toBe(201);
        return r.json().id as number;
      };
      ours = { accessory: await created(admin, ACC, accessory('Mats')), plan: await created(admin, PLAN, plan('Care')) };
      theirs = { accessory: await created(other, ACC, accessory('Their mats')), plan: await created(other, PLAN, plan('Their care')) };
    });

    it('refuses unknown and another store\'s ids per field, and stores nothing', async () => {
      const id = cf.orders.levesqueFinance;
      const before = (await rep.get(order(id))).json();
      for (const [body, field] of [
        [{ accessory_ids: [999_999] }, 'accessory_ids'], [{ accessory_ids: [ours.accessory, theirs.accessory] }, 'accessory_ids'],
        [{ protection_ids: [123_456] }, 'protection_ids'], [{ protection_ids: [theirs.plan] }, 'protection_ids'],
        [{ incentives: [777_777] }, 'incentives'],
      ] as const) {
        const r = await rep.request('PATCH', order(id), body);
        expect(r.statusCode, JSON.stringify(body)).toBe(400);
        expect(r.json().errors).toEqual({ [field]: ['reference.not_found'] });
      }
      const after = (await rep.get(order(id))).json();
      expect({ a: after.accessory_ids, p: after.protection_ids, i: after.incentives }).toEqual({ a: before.accessory_ids, p: before.protection_ids, i: before.incentives });
    });

    it('stores the store\'s own ids, and a list the deal already carries stays writable', async () => {
      const id = cf.orders.levesqueFinance;
      const r = await rep.request('PATCH', order(id), { accessory_ids: [ours.accessory], protection_ids: [ours.plan] });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ accessory_ids: [ours.accessory], protection_ids: [ours.plan] });
      expect((await admin.request('DELETE', `${ACC}${ours.accessory}/`)).statusCode).toBe(204);
      const again = await rep.request('PATCH', order(id), { accessory_ids: [ours.accessory], note: 'Same list' });
      expect(again.statusCode, again.body).toBe(200);
    });
  });
}
