import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, quotes } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { D, fixtureBank } from './support/payment-fixture';
import { signedInSuite, STAFF } from './support/signed-in';

// Quote flows (issue 15): the dealer's calls on both engines. The customer's are in quotes-customer.test.ts.
const P = `${D}/praq`;

for (const engine of throwawayEngines()) {
  describe(`quotes (${engine.kind})`, () => {
    const { t, cf, staff: { admin, rep, corporate, other, superAdmin } } = signedInSuite(engine, { customers: true, staff: { ...STAFF, superAdmin: 'super_admin' } });
    const rows = async (flow: number) => t.ports.database.db.select().from(quotes).where(eq(quotes.flowId, flow));
    const step = async (order: number) => (await t.ports.database.db.select({ s: orders.stepCustomerQuote }).from(orders).where(eq(orders.id, order)))[0]?.s;
    let flow: number;

    beforeAll(async () => {
      await fixtureBank(superAdmin, t.fixture.dealerships.ontario);
      const r = await rep.get(`/praq/${cf.orders.gagneFinance}/upsert/`);
      expect(r.statusCode, r.body).toBe(200);
      flow = r.json().id;
    });

    it('upserts one draft flow per deal; quotes wait for the activation', async () => {
      const again = await admin.get(`/praq/${cf.orders.gagneFinance}/upsert/`);
      expect(again.json()).toMatchObject({ id: flow, order: cf.orders.gagneFinance, status: 'draft', count: 0, results: [], is_max_number_of_quotes_reached: false, max_number_of_quotes: 3 });
      const early = await rep.post(`${P}/flow/${flow}/quotes/`, { method: 'cash' });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('quote_flow_inactive');
      expect((await other.get(`/praq/${cf.orders.gagneFinance}/upsert/`)).statusCode).toBe(404);
    });

    it('activates with the deal\'s own vehicle and method priced by the worksheet\'s engine', async () => {
      const r = await rep.post(`${P}/flow/${flow}/activate/`);
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json();
      expect(body).toMatchObject({ status: 'active', count: 1, quotes_with_available_vehicle_count: 1, has_quotes_touched: false, has_quotes_expire_date_set: false });
      const first = body.results[0];
      expect(first).toMatchObject({ method: 'finance', inventory: cf.vehicles.civic, term: 60, apr: '5.99', payment_frequency: 'monthly', selling_price: '31999.00' });
      // The same deal through the worksheet's pricing call gives the same payment: one engine.
      const types = (await rep.get(`${D}/order/${cf.orders.gagneFinance}/payment-types/`)).json().results as { id: number; method: string }[];
      const finance = types.find((x) => x.method === 'finance')!;
      const priced = await rep.post(`${D}/payment-type/${finance.id}/pricing/`, { term: 60, down_payment: first.down_payment, payment_frequency: 'monthly' });
      expect(priced.json().quote.payment).toBe(first.payment);
      expect((await rep.post(`${P}/flow/${flow}/activate/`)).json().count).toBe(1);
    });

    it('adds quotes up to 3, refuses a 4th by name, sets the flag, and clears it after a delete', async () => {
      const lease = await rep.post(`${P}/flow/${flow}/quotes/`, { method: 'lease' });
      expect(lease.statusCode, lease.body).toBe(201);
      expect(lease.json()).toMatchObject({ method: 'lease', term: 48, distance_allowance: 20000 });
      const crv = await rep.post(`${P}/flow/${flow}/quotes/`, { inventory: cf.vehicles.crv, method: 'finance', term: 72, down_payment: '2500' });
      expect(crv.statusCode, crv.body).toBe(201);
      expect(crv.json()).toMatchObject({ inventory: cf.vehicles.crv, term: 72, down_payment: '2500.00', apr: '6.99' });
      const fourth = await rep.post(`${P}/flow/${flow}/quotes/`, { method: 'cash' });
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json()).toMatchObject({ code: 'quote_limit_reached', max_number_of_quotes: 3 });
      expect(await rows(flow)).toHaveLength(3);
      const full = (await rep.get(`${P}/flow/${flow}/quotes/`)).json();
      expect(full).toMatchObject({ count: 3, is_max_number_of_quotes_reached: true, quotes_with_available_vehicle_count: 3 });
      expect((await rep.delete(`${P}/${lease.json().id}/`)).statusCode).toBe(204);
      expect((await rep.get(`${P}/flow/${flow}/quotes/`)).json()).toMatchObject({ count: 2, is_max_number_of_quotes_reached: false });
    });

    it('two creates at once for the last place: one is added, the other refused by name', async () => {
      const [a, b] = await Promise.all([
        rep.post(`${P}/flow/${flow}/quotes/`, { method: 'cash' }), admin.post(`${P}/flow/${flow}/quotes/`, { method: 'cash' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect(await rows(flow)).toHaveLength(3);
      const added = (a.statusCode === 201 ? a : b).json().id as number;
      expect((await admin.delete(`${P}/${added}/`)).statusCode).toBe(204);
    });

    it('bad input: 400 per field, nothing stored', async () => {
      const before = await rows(flow);
      const id = before[0]!.id;
      const bad = await rep.patch(`${P}/${id}/`, { term: 'x', down_payment: '-5', payment_frequency: 'hourly', quote_expiry: '2026-02-30', colour: 'red' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toMatchObject({ term: ['term.invalid'], down_payment: ['money.invalid'], payment_frequency: ['frequency.invalid'], quote_expiry: ['date.invalid'], colour: ['field.unknown'] });
      const lease = await rep.patch(`${P}/${id}/`, { distance_allowance: 16000 });
      expect(lease.json().errors).toEqual({ distance_allowance: ['quote.lease_only'] });
      const sold = await rep.post(`${P}/flow/${flow}/quotes/`, { inventory: cf.vehicles.tiguan });
      expect(sold.json().errors).toEqual({ inventory: ['vehicle.unavailable'] });
      const past = await rep.patch(`${P}/${id}/`, { quote_expiry: '2026-05-01' });
      expect(past.json().errors).toEqual({ quote_expiry: ['date.in_the_past'] });
      const engineRefusal = await rep.patch(`${P}/${id}/`, { term: 120 });
      expect(engineRefusal.statusCode).toBe(400);
      expect(Object.keys(engineRefusal.json().errors)).toContain('term');
      expect(await rows(flow)).toEqual(before);
    });

    it('re-prices a changed term, ignores an equal one, marks the quote touched; reset restores the worksheet\'s details', async () => {
      const [q] = await rows(flow);
      const id = q!.id;
      const same = await rep.patch(`${P}/${id}/`, { term: q!.details.term });
      expect(same.statusCode).toBe(200);
      expect((await rows(flow)).find((r) => r.id === id)!.updatedAt).toEqual(q!.updatedAt);
      const changed = await rep.patch(`${P}/${id}/`, { term: 48 });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ term: 48, touched: true });
      expect(Number(changed.json().payment)).toBeGreaterThan(q!.paymentCents / 100);
      expect((await rep.get(`${P}/flow/${flow}/quotes/`)).json().has_quotes_touched).toBe(true);
      const reset = await rep.post(`${P}/${id}/reset/`);
      expect(reset.json()).toMatchObject({ term: 60, touched: false, payment: (q!.paymentCents / 100).toFixed(2) });
    });

    it('difference: against the other quote, nothing stored', async () => {
      const [a, b] = await rows(flow);
      const r = await rep.post(`${P}/${a!.id}/difference/`, { term: 36 });
      expect(r.statusCode, r.body).toBe(200);
      const d = r.json();
      expect(d.reference_quote).toBe(b!.id);
      expect(Math.round(Number(d.difference) * 100)).toBe(Math.round(Number(d.payment) * 100) - b!.paymentCents);
      expect((await rows(flow))[0]).toEqual(a);
      expect((await rep.post(`/praq/${a!.id}/difference/`, {})).json().payment).toBe((a!.paymentCents / 100).toFixed(2));
    });

    it('expiry per flow and per quote; the summary follows', async () => {
      const r = await rep.patch(`${P}/flow/${flow}/update_quote_expiry/`, { quote_expiry: '2026-06-15' });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ quote_expiry: '2026-06-15', has_quotes_expire_date_set: true });
      expect((await rep.patch(`${P}/flow/${flow}/update_quote_expiry/`, { quote_expiry: 'soon' })).json().errors).toEqual({ quote_expiry: ['date.invalid'] });
      const [q] = await rows(flow);
      expect((await rep.patch(`${P}/${q!.id}/`, { quote_expiry: '2026-06-10' })).json().quote_expiry).toBe('2026-06-10');
    });

    it('corporate users look but do not change; another store gets 404', async () => {
      const [q] = await rows(flow);
      expect((await corporate.get(`${P}/flow/${flow}/quotes/`)).statusCode).toBe(200);
      expect((await corporate.patch(`${P}/${q!.id}/`, { term: 36 })).statusCode).toBe(403);
      expect((await other.patch(`${P}/${q!.id}/`, { term: 36 })).statusCode).toBe(404);
    });

    it('reads one quote (praq/edit opens its deal): its flow and deal; another store\'s or an unknown id is 404', async () => {
      const [q] = await rows(flow);
      const read = await corporate.get(`${P}/${q!.id}/`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id: q!.id, praq_flow: flow, order: cf.orders.gagneFinance });
      expect((await other.get(`${P}/${q!.id}/`)).statusCode).toBe(404);
      expect((await rep.get(`${P}/999999/`)).statusCode).toBe(404);
      expect((await rep.get(`${P}/abc/`)).statusCode).toBe(404);
    });

    it('submits with a message: the customer is e-mailed in their language with the deal link; timeline and step follow', async () => {
      await t.ports.database.db.update(customers).set({ language: 'fr_CA' }).where(eq(customers.id, cf.customers.gagne));
      const bad = await rep.post(`${P}/quotes_submitted_events`, { praq_flow: 'x' });
      expect(bad.statusCode).toBe(400);
      const r = await rep.post(`${P}/quotes_submitted_events`, { praq_flow: flow, message: 'Voici les deux options dont on a parlé.' });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ status: 'submitted', message: 'Voici les deux options dont on a parlé.' });
      const mail = (await t.ports.outbox.latest(5)).find((m) => m.channel === 'email' && m.to === 'helene.gagne@example.com');
      expect(mail?.subject).toContain('Vos soumissions');
      expect(mail?.body).toContain('Voici les deux options');
      expect(mail?.body).toContain('/deal/fixture-gagneFinance/customer-quote');
      expect(mail?.body).toContain('10 juin 2026');
      expect(await step(cf.orders.gagneFinance)).toBe('sent_to_customer');
      const events = (await t.ports.timeline.list(t.fixture.dealerships.ontario, cf.orders.gagneFinance)).map((e) => e.event);
      expect(events).toContain('message.quotes_sent');
    });
  });
}
