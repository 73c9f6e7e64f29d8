import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, quoteFlows, quotes } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { D, fixtureBank } from './support/payment-fixture';
import { signedInSuite } from './support/signed-in';

// The customer's quote calls (issue 15): the deal link's token (X-Deal-Token) is the credential.
const C = '/api/customer/praq';
const TOKEN = 'quotes-customer-token-0123456789';

for (const engine of throwawayEngines()) {
  describe(`customer quotes (${engine.kind})`, () => {
    const { t, cf, staff: { rep, superAdmin } } = signedInSuite(engine, { customers: true, staff: { rep: 'sales_rep', superAdmin: 'super_admin' } });
    const as = (token: string | null) => (method: string, url: string, body?: unknown) => t.app.inject({
      method: method as 'GET', url, ...(body === undefined ? {} : { payload: body as object }),
      headers: { ...(token === null ? {} : { 'x-deal-token': token }), 'x-csrftoken': 'c'.repeat(40) }, cookies: { csrftoken: 'c'.repeat(40) },
    });
    const customer = as(TOKEN);
    let flow: number;
    let ids: number[];

    beforeAll(async () => {
      await fixtureBank(superAdmin, t.fixture.dealerships.ontario);
      await t.ports.database.db.update(orders).set({ linkToken: TOKEN }).where(eq(orders.id, cf.orders.gagneFinance));
      flow = (await rep.get(`/praq/${cf.orders.gagneFinance}/upsert/`)).json().id;
      expect((await rep.post(`${D}/praq/flow/${flow}/activate/`)).statusCode).toBe(200);
      expect((await rep.post(`${D}/praq/flow/${flow}/quotes/`, { method: 'lease' })).statusCode).toBe(201);
      ids = (await t.ports.database.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.flowId, flow))).map((r) => r.id);
      expect((await rep.post(`${D}/praq/quotes_submitted_events`, { praq_flow: flow, message: 'Hi' })).statusCode).toBe(200);
    });

    it('needs the token, and a token opens only its own deal\'s flow', async () => {
      const none = await as(null)('GET', `${C}/flow/${flow}/quotes/`);
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('customer_token_required');
      expect((await as('someone-elses-token-0123456789')('GET', `${C}/flow/${flow}/quotes/`)).statusCode).toBe(404);
      expect((await as('fixture-gagneCash-000000000000')('GET', `${C}/quotes/${ids[0]}/`)).statusCode).toBe(404);
    });

    it('reads the flow (the step becomes viewed_by_customer) and one quote', async () => {
      const r = await customer('GET', `${C}/flow/${flow}/quotes/`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ id: flow, count: 2, status: 'submitted' });
      const step = (await t.ports.database.db.select({ s: orders.stepCustomerQuote }).from(orders).where(eq(orders.id, cf.orders.gagneFinance)))[0]?.s;
      expect(step).toBe('viewed_by_customer');
      expect((await customer('GET', `${C}/quotes/${ids[1]}/`)).json()).toMatchObject({ id: ids[1], method: 'lease' });
    });

    it('difference and reset', async () => {
      const d = await customer('POST', `${C}/${ids[1]}/difference/`, { term: 36 });
      expect(d.statusCode, d.body).toBe(200);
      expect(d.json().reference_quote).toBe(ids[0]);
      const bad = await customer('POST', `${C}/${ids[1]}/difference/`, { term: 'long' });
      expect(bad.json().errors).toEqual({ term: ['term.invalid'] });
      expect((await customer('POST', `${C}/${ids[1]}/reset/`)).json()).toMatchObject({ id: ids[1], touched: false });
    });

    it('sets the primary quote: applied, flow selected, step completed; a bad id is 400 and changes nothing', async () => {
      const bad = await customer('POST', `${C}/primary_quote_set_events/`, { quote: 999999 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ quote: ['item.invalid'] });
      const r = await customer('POST', `${C}/primary_quote_set_events/`, { quote: ids[1] });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ status: 'selected', primary_quote: ids[1] });
      expect(r.json().results.map((q: { applied: boolean }) => q.applied)).toEqual([false, true]);
      const [f] = await t.ports.database.db.select().from(quoteFlows).where(eq(quoteFlows.id, flow));
      expect(f?.primaryQuoteId).toBe(ids[1]);
      const step = (await t.ports.database.db.select({ s: orders.stepCustomerQuote }).from(orders).where(eq(orders.id, cf.orders.gagneFinance)))[0]?.s;
      expect(step).toBe('completed');
      // The dealer's difference now compares with the primary quote.
      expect((await rep.post(`${D}/praq/${ids[0]}/difference/`, {})).json().reference_quote).toBe(ids[1]);
    });
  });
}
