import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { ACC, PLAN } from './support/addon-bodies';
import { D, fixtureBank } from './support/payment-fixture';
import { signedInSuite } from './support/signed-in';

// Issue 35 item 4: the store's add-ons reach the customer where the deal is built —
// GET/PUT /api/customer/deal/{id}/addons/ by the deal link's token, priced by the payment engine, stored on the deal.
const ADDONS = (id: number) => `/api/customer/deal/${id}/addons/`;
const CSRF = 'c'.repeat(40);
const mats = { category: 'A', title_en: 'Roof rack', title_fr: 'Support de toit', price: '450.00', sku: 'RACK-1', vehicle_types: [] };
type Item = { id: number; selected: boolean; payment_with: string | null; payment_without: string | null };

for (const engine of throwawayEngines()) {
  describe(`the customer's add-ons on their deal (${engine.kind})`, () => {
    const { t, cf, staff: { admin, other, superAdmin } } = signedInSuite(engine, {
      customers: true, staff: { admin: 'admin', other: { role: 'admin', country: 'US' }, superAdmin: 'super_admin' },
    });
    const customer = (token: string | null) => (method: 'GET' | 'PUT', url: string, body?: object) => t.app.inject({
      method, url, ...(body === undefined ? {} : { payload: body }),
      headers: { ...(token === null ? {} : { 'x-deal-token': token }), 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF },
    });
    const tokenOf = async (orderId: number) => (await t.ports.database.db.select({ token: orders.linkToken }).from(orders).where(eq(orders.id, orderId)))[0]!.token;
    let token: string;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      await fixtureBank(superAdmin, t.fixture.dealerships.ontario);
      token = await tokenOf(cf.orders.gagneFinance);
      const made = async (agent: typeof admin, url: string, body: object) => {
        const r = await agent.post(url, body);
        expect(r.statusCode, r.body).toBe(201);
        return r.json().id as number;
      };
      ids.rack = await made(admin, ACC, mats);
      ids.retired = await made(admin, ACC, { ...mats, title_en: 'Retired rack', sku: 'RACK-0', active: false });
      ids.truck = await made(admin, ACC, { ...mats, title_en: 'Bed liner', sku: 'LINER', vehicle_types: ['Truck'] });
      ids.factory = await made(admin, ACC, { ...mats, title_en: 'Factory tint', sku: 'TINT', pre_installed: true });
      ids.foreign = await made(other, ACC, { ...mats, title_en: 'Their rack', sku: 'RACK-US' });
      ids.plan = await made(admin, PLAN, { category: 'protection_plan', name: 'Tire care', name_fr: 'Soins des pneus', payment_type: ['finance', 'lease'], vehicle_condition: ['New', 'Used'], prices: [{ term: 12, price: '300.00' }, { term: 36, price: '600.00' }, { term: 60, price: '900.00' }, { term: 72, price: '1000.00' }, { term: 84, price: '1100.00' }, { term: 48, price: '800.00' }] });
      ids.cashPlan = await made(admin, PLAN, { category: 'protection_plan', name: 'Cash only', name_fr: 'Comptant seulement', payment_type: ['cash'], vehicle_condition: ['New', 'Used'], prices: [{ term: 12, price: '100.00' }] });
    });

    it('lists a new active accessory for the deal, priced by the engine with and without it; not an inactive, factory-installed or other vehicle\'s one', async () => {
      const r = await customer(token)('GET', ADDONS(cf.orders.gagneFinance));
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json();
      expect(body).toMatchObject({ order: cf.orders.gagneFinance, payment_type: 'finance', pricing_locked: false, locked_reason: null });
      expect(body.payment).toMatch(/^\d+\.\d{2}$/);
      const accessories = body.accessories as (Item & { title_en: string; title_fr: string; price: string })[];
      expect(accessories.map((a) => a.id)).toEqual([ids.rack]);
      expect(accessories[0]).toMatchObject({ title_fr: 'Support de toit', price: '450.00', selected: false, payment_without: body.payment });
      expect(Number(accessories[0]!.payment_with)).toBeGreaterThan(Number(body.payment));
      expect((body.protection_plans as Item[]).map((p) => p.id)).toEqual([ids.plan]);
      expect(r.headers['cache-control']).toBe('no-store');
    });

    it('stores the pick re-priced, and the staff side reads it on the deal', async () => {
      const before = (await customer(token)('GET', ADDONS(cf.orders.gagneFinance))).json();
      const r = await customer(token)('PUT', ADDONS(cf.orders.gagneFinance), { accessories: [ids.rack], protections: [ids.plan] });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().payment).not.toBe(before.payment);
      expect(r.json().accessories[0]).toMatchObject({ id: ids.rack, selected: true, payment_with: r.json().payment });
      const deal = (await admin.get(`${D}/order/${cf.orders.gagneFinance}/`)).json();
      expect(deal.accessory_ids).toEqual([ids.rack]);
      expect(deal.protection_ids).toEqual([ids.plan]);
      const timeline = (await admin.get(`${D}/order/${cf.orders.gagneFinance}/timeline/`)).json().results as { event: string; actor: string; detail: object }[];
      expect(timeline.filter((e) => e.event === 'customer.addons_chosen')).toEqual([
        expect.objectContaining({ actor: 'customer', detail: { accessories: 1, protections: 1 } }),
      ]);
      const off = await customer(token)('PUT', ADDONS(cf.orders.gagneFinance), { accessories: [], protections: [] });
      expect(off.json().payment).toBe(before.payment);
      expect((await admin.get(`${D}/order/${cf.orders.gagneFinance}/`)).json().accessory_ids).toEqual([]);
    });

    it('refuses, per field and changing nothing, an id the deal is not offered: inactive, another store\'s, another payment type\'s, unknown keys', async () => {
      for (const [body, errors] of [
        [{ accessories: [ids.retired], protections: [] }, { accessories: ['reference.not_found'] }],
        [{ accessories: [ids.foreign], protections: [] }, { accessories: ['reference.not_found'] }],
        [{ accessories: [], protections: [ids.cashPlan] }, { protections: ['reference.not_found'] }],
        [{ accessories: [ids.rack], protections: [], term: 12 }, { term: ['field.unknown'] }],
        [{ accessories: 'all' }, { accessories: ['list.invalid'], protections: ['required'] }],
      ] as const) {
        const r = await customer(token)('PUT', ADDONS(cf.orders.gagneFinance), body);
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().errors).toEqual(errors);
      }
      expect((await admin.get(`${D}/order/${cf.orders.gagneFinance}/`)).json().accessory_ids).toEqual([]);
    });

    it('opens only the token\'s own deal, and a staff member\'s view of it is read-only', async () => {
      expect((await customer(null)('GET', ADDONS(cf.orders.gagneFinance))).statusCode).toBe(401);
      expect((await customer(token)('GET', ADDONS(cf.orders.coteLease))).statusCode).toBe(404);
      const staffView = await admin.request('PUT', ADDONS(cf.orders.gagneFinance), { accessories: [ids.rack], protections: [] }, { headers: { 'x-deal-token': token } });
      expect(staffView.statusCode).toBe(403);
      expect((await admin.get(`${D}/order/${cf.orders.gagneFinance}/`)).json().accessory_ids).toEqual([]);
    });

    it('once the dealer confirmed the deal, shows the add-ons read-only and refuses a change with 409, changing nothing', async () => {
      const tremblay = await tokenOf(cf.orders.tremblayFinance);
      expect((await admin.post(`${D}/order/${cf.orders.tremblayFinance}/confirm_order/`, {})).statusCode).toBe(200);
      const r = await customer(tremblay)('GET', ADDONS(cf.orders.tremblayFinance));
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ pricing_locked: true, locked_reason: 'deal_confirmed' });
      expect(r.json().accessories.map((a: Item) => a.id)).toContain(ids.rack);
      const put = await customer(tremblay)('PUT', ADDONS(cf.orders.tremblayFinance), { accessories: [ids.rack], protections: [] });
      expect(put.statusCode).toBe(409);
      expect(put.json().code).toBe('deal_pricing_locked');
      expect((await admin.get(`${D}/order/${cf.orders.tremblayFinance}/`)).json().accessory_ids).toEqual([]);
    });
  });
}
