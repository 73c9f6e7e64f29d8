import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dealerships, vehicles } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { ACC, PLAN, plan } from './support/addon-bodies';
import { signedInSuite, STAFF } from './support/signed-in';
import { Agent, signedInAs } from './support/test-app';

// What a customer sees of a store's add-ons (no sign-in); the dealer side is in addons-dealer.test.ts.

const D = '/api/dealer/aftermarket/';


for (const engine of throwawayEngines()) {
  describe(`add-ons (${engine.kind})`, () => {
    const { t } = signedInSuite(engine, { staff: STAFF });

    describe('customer side', () => {
      let store: number;
      let planId: number;
      let car: number;
      beforeAll(async () => {
        store = t.fixture.dealerships.quebec;
        const orgadmin = await signedInAs(t, t.fixture.users.orgadmin);
        await orgadmin.post('/api/dealer/user/transfer_session/', { dealership_id: store });
        const make = async (body: object) => (await orgadmin.post(ACC, body)).json();
        await make({ category: 'A', title_en: 'Remote starter', price: '399', active: true });
        await make({ category: 'A', title_en: 'Old stock', price: '10', active: false });
        await make({ category: 'I', title_en: 'Block heater', price: '0', pre_installed: true });
        const created = await orgadmin.post(PLAN, { ...plan, payment_type: ['finance', 'lease'] });
        expect(created.statusCode, created.body).toBe(201);
        planId = created.json().id;
        await orgadmin.post(PLAN, { ...plan, name: 'Cash only', payment_type: ['cash'] });
        await orgadmin.post(PLAN, { ...plan, name: 'Retired', active: false });
        await orgadmin.post(`${D}question/`, { question_en: 'Do you live in a snowy region?', field_type: 'boolean' });
        await orgadmin.post(`${D}question/`, { question_en: 'Hidden', active: false });
        const [v] = await t.ports.database.db.insert(vehicles).values({
          dealershipId: store, vin: '1HGCM82633A004352', year: 2026, make: 'Honda', model: 'Pilot', condition: 'New', stockNumber: 'S1', stockStatus: 'I',
          listingPriceCents: 5_500_000, fuelType: 'Gasoline', bodyType: 'SUV', arrivalDate: '2026-01-01',
        }).returning({ id: vehicles.id });
        car = v!.id;
      });

      const C = '/api/aftermarket/';
      const anon = () => new Agent(t.app, '10.0.0.9');

      it('lists active accessories by default, with the pre-installed ones apart', async () => {
        const r = await anon().get(`${C}accessory/?dealership=${store}`);
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().results.map((a: { title_en: string }) => a.title_en)).toEqual(['Remote starter']);
        expect(r.json().pre_installed.map((a: { title_en: string }) => a.title_en)).toEqual(['Block heater']);
        expect(r.json().results[0]).toMatchObject({ price: '399.00' });
        expect(r.json().results[0]).not.toHaveProperty('dealership');
        expect((await anon().get(`${C}accessory/?dealership=${store}&active=all`)).json().results).toHaveLength(2);
        expect((await anon().get(`${C}accessory/`)).json().errors).toEqual({ dealership: ['required'] });
        expect((await anon().get(`${C}accessory/?dealership=abc`)).statusCode).toBe(400);
        expect((await anon().get(`${C}accessory/?dealership=999999`)).statusCode).toBe(404);
      });

      it('gives the active questions and plans', async () => {
        expect((await anon().get(`${C}accessory/get_questions/?dealership=${store}`)).json().results.map((q: { question_en: string }) => q.question_en))
          .toEqual(['Do you live in a snowy region?']);
        const plans = (await anon().get(`${C}protection-plan/?dealership=${store}`)).json();
        expect(plans.results.map((p: { name: string }) => p.name)).toEqual(['Extended warranty', 'Cash only']);
        expect(plans.results[0].prices).toHaveLength(3);
      });

      it('prices a plan for the term and the vehicle\'s price band, 12 months when the term is unknown', async () => {
        const get = async (q: string) => (await anon().get(`${C}protection-plan/${planId}/?dealership=${store}${q}`)).json();
        expect((await get('&term=36')).price).toMatchObject({ term: 36, distance: 60000, price: '1495.00' });
        expect((await get(`&term=36&vehicle=${car}`)).price).toMatchObject({ term: 36, price: '2495.00' }); // $55,000 vehicle: the $50,000+ band
        expect((await get('&term=36&total_purchase_price=60000')).price.price).toBe('2495.00');
        expect((await get('')).price).toMatchObject({ term: 12, price: '595.00' });
        expect((await get('&term=84')).price).toMatchObject({ term: 12 });
        expect((await anon().get(`${C}protection-plan/${planId}/?dealership=${store}&term=abc`)).statusCode).toBe(400);
        expect((await anon().get(`${C}protection-plan/${planId}/?dealership=${store}&payment_type=bitcoin`)).json().errors).toEqual({ payment_type: ['choice.invalid'] });
        expect((await anon().get(`${C}protection-plan/${planId}/?dealership=${t.fixture.dealerships.ontario}`)).statusCode).toBe(404);
      });

      it('prepares the plans of a deal: its payment type, vehicle and term', async () => {
        const r = await anon().post(`${C}protection-plan/prepare-data/?dealership=${store}`, { vehicle: car, payment: 'finance', term: 36, total_purchase_price: '58000', rate: '5.99' });
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json()).toMatchObject({ ready: true, pricing_locked: false });
        expect(r.json().results.map((p: { name: string; price: { price: string } }) => [p.name, p.price.price])).toEqual([['Extended warranty', '2495.00']]);
        expect((await anon().post(`${C}protection-plan/prepare-data/?dealership=${store}`, { vehicle: 99999999 })).json().errors).toEqual({ vehicle: ['reference.not_found'] });
        expect((await anon().post(`${C}protection-plan/prepare-data/?dealership=${store}`, { term: 'long' })).statusCode).toBe(400);
      });

      it('records a fallback price in the audit log', async () => {
        const r = await anon().post(`${C}protection-plan/log-fallback-price/?dealership=${store}`, { plan: planId, price: '595.00', term: 12, reason: 'timeout' });
        expect(r.statusCode, r.body).toBe(200);
        const rows = await t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, 'addon_fallback_price'));
        expect(rows.at(-1)).toMatchObject({ dealershipId: store, detail: { plan: planId, price_cents: 59500, term: 12, reason: 'timeout' } });
        expect((await anon().post(`${C}protection-plan/log-fallback-price/?dealership=${store}`, { plan: planId, price: '-3' })).json().errors).toEqual({ price: ['money.invalid'] });
        expect((await anon().post(`${C}protection-plan/log-fallback-price/?dealership=${store}`, { price: '3' })).json().errors).toEqual({ plan: ['required'] });
      });

      it('leaves prices out when the dealer requires login, the customer is not logged in and the channel is not autotrader', async () => {
        await t.ports.database.db.update(dealerships).set({ compulsoryLogin: true }).where(eq(dealerships.id, store));
        try {
          const locked = (await anon().get(`${C}accessory/?dealership=${store}`)).json();
          expect(locked.pricing_locked).toBe(true);
          expect(locked.results[0].price).toBeNull();
          const plan1 = (await anon().get(`${C}protection-plan/${planId}/?dealership=${store}&term=36`)).json();
          expect(plan1).toMatchObject({ pricing_locked: true, price: null, prices: [] });
          expect((await anon().post(`${C}protection-plan/prepare-data/?dealership=${store}`, { term: 36 })).json().results[0].price).toBeNull();
          const autotrader = (await anon().get(`${C}protection-plan/${planId}/?dealership=${store}&term=36&channel=autotrader_ca`)).json();
          expect(autotrader.pricing_locked).toBe(false);
          expect(autotrader.price.price).toBe('1495.00');
          const orgadmin = await signedInAs(t, t.fixture.users.orgadmin);
          await orgadmin.post('/api/dealer/user/transfer_session/', { dealership_id: store });
          expect((await orgadmin.get(`${C}accessory/?dealership=${store}`)).json().results[0].price).toBe('399.00');
        } finally {
          await t.ports.database.db.update(dealerships).set({ settings: {} }).where(eq(dealerships.id, store));
        }
      });
    });
  });
}
