import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, dealerships, orders } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { ACC, accessory } from './support/addon-bodies';
import { D, fixtureBank } from './support/payment-fixture';
import { signedInSuite } from './support/signed-in';

// The customer app (issue 15 item 1): GET /api/customer/tasks/{id}/ by the deal link's token, and a
// dealer's read-only look at it through login_as_customer/, audited.
const TASKS = (id: number) => `/api/customer/tasks/${id}/`;
const LOGIN_AS = '/api/dealer/user/login_as_customer/';
const CSRF = 'c'.repeat(40);

for (const engine of throwawayEngines()) {
  describe(`customer app: tasks and login_as_customer (${engine.kind})`, () => {
    const { t, cf, staff: { admin, rep, corporate, other, superAdmin } } = signedInSuite(engine, {
      customers: true, staff: { admin: 'admin', rep: 'sales_rep', corporate: 'corporate', other: { role: 'admin', country: 'US' }, superAdmin: 'super_admin' },
    });
    const customer = (token: string | null) => (method: 'GET' | 'POST', url: string, body?: object) => t.app.inject({
      method, url, ...(body === undefined ? {} : { payload: body }),
      headers: { ...(token === null ? {} : { 'x-deal-token': token }), 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF },
    });
    const tokenOf = async (orderId: number) => (await t.ports.database.db.select({ token: orders.linkToken }).from(orders).where(eq(orders.id, orderId)))[0]!.token;
    const audits = (action: string) => t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, action));
    let token: string;

    beforeAll(async () => {
      token = await tokenOf(cf.orders.gagneFinance);
    });

    it('answers the deal\'s steps as tasks: what is done, what waits on the customer, which page each opens', async () => {
      const r = await customer(token)('GET', TASKS(cf.orders.gagneFinance));
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json();
      expect(body).toMatchObject({
        order: cf.orders.gagneFinance, dealership: { name: 'Fixture Toronto', city: 'Toronto', country: 'CA' },
        customer: { first_name: 'Hélène' }, vehicle: { year: 2024, make: 'Honda', model: 'Civic' },
        quote_flow: null, viewed_by: null, read_only: false,
      });
      expect(body.tasks.map((x: { step: string }) => x.step)).toEqual(['customer-quote', 'trade-in', 'credit-app', 'deposit', 'appointment', 'file-upload']);
      const byStep = Object.fromEntries(body.tasks.map((x: { step: string }) => [x.step, x]));
      expect(byStep['trade-in']).toEqual({ step: 'trade-in', status: 'awaiting-dealer', state: 'with_dealer', action: 'trade-in' });
      expect(byStep['credit-app']).toEqual({ step: 'credit-app', status: 'awaiting-customer', state: 'to_do', action: 'credit' });
      expect(byStep['customer-quote']).toMatchObject({ state: 'not_started', action: null });
      expect(body.to_do).toBe(1);
      expect(r.headers['cache-control']).toBe('no-store');
    });

    it('needs the token (401), and a token opens only its own deal (404 for any other, another store\'s, or an archived one)', async () => {
      const none = await customer(null)('GET', TASKS(cf.orders.gagneFinance));
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('customer_token_required');
      expect((await customer('no-such-deal-token-0123456789')('GET', TASKS(cf.orders.gagneFinance))).statusCode).toBe(404);
      expect((await customer('short')('GET', TASKS(cf.orders.gagneFinance))).statusCode).toBe(404);
      // Gagné's token does not open her other deal, nor Côté's.
      expect((await customer(token)('GET', TASKS(cf.orders.gagneCash))).statusCode).toBe(404);
      expect((await customer(token)('GET', TASKS(cf.orders.coteLease))).statusCode).toBe(404);
      expect((await customer(token)('GET', '/api/customer/tasks/abc/')).statusCode).toBe(404);
      const archived = await tokenOf(cf.orders.belangerArchived);
      expect((await customer(archived)('GET', TASKS(cf.orders.belangerArchived))).statusCode).toBe(404);
      // The link's JSON names the deal the app opens next; an invitation none.
      expect((await customer(null)('GET', `/api/customer/link/deal/${token}/`)).json().order).toBe(cf.orders.gagneFinance);
    });

    it('shows the quotes once the dealer sent them, and marks them done once the customer picked one', async () => {
      await fixtureBank(superAdmin, t.fixture.dealerships.ontario);
      const flow = (await admin.get(`/praq/${cf.orders.gagneFinance}/upsert/`)).json().id as number;
      expect((await admin.post(`${D}/praq/flow/${flow}/activate/`)).statusCode).toBe(200);
      expect((await customer(token)('GET', TASKS(cf.orders.gagneFinance))).json().quote_flow).toBeNull(); // not sent yet
      expect((await admin.post(`${D}/praq/quotes_submitted_events`, { praq_flow: flow, message: 'Two options' })).statusCode).toBe(200);
      const sent = (await customer(token)('GET', TASKS(cf.orders.gagneFinance))).json();
      expect(sent.quote_flow).toBe(flow);
      expect(sent.tasks[0]).toEqual({ step: 'customer-quote', status: 'sent_to_customer', state: 'to_do', action: 'quotes' });
      expect(sent.to_do).toBe(2);
      const quotes = (await customer(token)('GET', `/api/customer/praq/flow/${flow}/quotes/`)).json().results as { id: number }[];
      expect((await customer(token)('POST', '/api/customer/praq/primary_quote_set_events/', { quote: quotes[0]!.id })).statusCode).toBe(200);
      const picked = (await customer(token)('GET', TASKS(cf.orders.gagneFinance))).json();
      expect(picked.tasks[0]).toMatchObject({ status: 'completed', state: 'done', action: 'quotes' });
    });

    it('the customer chooses add-ons on a quote they were sent: re-priced by the engine, refused per field otherwise, never from a staff view', async () => {
      const flow = (await customer(token)('GET', TASKS(cf.orders.gagneFinance))).json().quote_flow as number;
      const [q] = (await customer(token)('GET', `/api/customer/praq/flow/${flow}/quotes/`)).json().results as { id: number; selling_price: string; payment: string }[];
      const made = await admin.post(ACC, { ...accessory, vehicle_types: [] });
      expect(made.statusCode, made.body).toBe(201);
      const url = `/api/customer/praq/${q!.id}/addons/`;
      const r = await customer(token)('POST', url, { accessories: [made.json().id] });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().accessories).toEqual([made.json().id]);
      expect(r.json().payment).not.toBe(q!.payment);
      const unknown = await customer(token)('POST', url, { accessories: [made.json().id], term: 12 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ term: ['field.unknown'] });
      const notAllowed = await customer(token)('POST', url, { accessories: [999999] });
      expect(notAllowed.statusCode).toBe(400);
      expect((await customer(token)('GET', `/api/customer/praq/quotes/${q!.id}/`)).json().accessories).toEqual([made.json().id]); // nothing stored
      expect((await admin.post(url, { accessories: [] }, { headers: { 'x-deal-token': token } })).statusCode).toBe(403);
      const cote = await tokenOf(cf.orders.coteLease);
      expect((await customer(cote)('POST', url, { accessories: [] })).statusCode).toBe(404);
    });

    it('login_as_customer/: the shop URL of the deal, audited; a staff session then sees the view read-only, marked, each load audited', async () => {
      const r = await admin.post(LOGIN_AS, { customer_id: cf.customers.gagne, order_id: cf.orders.gagneFinance });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ url: `/shop/deal/${token}` });
      const opened = await audits('login_as_customer');
      expect(opened).toHaveLength(1);
      expect(opened[0]).toMatchObject({ userId: t.fixture.users.admin.id, dealershipId: t.fixture.dealerships.ontario });
      expect(opened[0]!.detail).toEqual({ customer_id: cf.customers.gagne, order_id: cf.orders.gagneFinance });

      const view = await admin.request('GET', TASKS(cf.orders.gagneFinance), undefined, { headers: { 'x-deal-token': token } });
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json()).toMatchObject({ read_only: true, viewed_by: { name: 'admin Fixture' } });
      const reads = await t.ports.database.db.select().from(auditLog)
        .where(and(eq(auditLog.action, 'customer_view_read'), eq(auditLog.userId, t.fixture.users.admin.id)));
      expect(reads).toHaveLength(1);
      expect(reads[0]!.detail).toEqual({ order_id: cf.orders.gagneFinance });

      // Read-only: the customer's writes are refused from the staff member's view, and nothing changes.
      const flow = (await customer(token)('GET', TASKS(cf.orders.gagneFinance))).json().quote_flow as number;
      const quotes = (await customer(token)('GET', `/api/customer/praq/flow/${flow}/quotes/`)).json().results as { id: number; applied: boolean }[];
      const pick = await admin.post('/api/customer/praq/primary_quote_set_events/', { quote: quotes[0]!.id }, { headers: { 'x-deal-token': token } });
      expect(pick.statusCode).toBe(403);
      expect(pick.json().code).toBe('customer_view_read_only');
      const submit = await admin.post(`/api/customer/credit-application/${cf.orders.gagneFinance}/submit_application/`, {}, { headers: { 'x-deal-token': token } });
      expect(submit.statusCode).toBe(403);

      // A staff look is not the customer signing in: Tremblay's account stays unopened until she opens her link herself.
      const tremblay = await tokenOf(cf.orders.tremblayFinance);
      const accountOpened = async () => (await t.ports.database.db.select({ at: customers.accountOpenedAt }).from(customers).where(eq(customers.id, cf.customers.tremblay)))[0]!.at;
      expect((await admin.request('GET', `/api/customer/link/deal/${tremblay}/`)).statusCode).toBe(200);
      expect((await admin.request('GET', `/api/customer/credit-application/${cf.orders.tremblayFinance}/decision_status/`, undefined, { headers: { 'x-deal-token': tremblay } })).statusCode).toBe(200);
      expect(await accountOpened()).toBeNull();
      expect((await customer(null)('GET', `/api/customer/link/deal/${tremblay}/`)).statusCode).toBe(200);
      expect(await accountOpened()).not.toBeNull();

      // Another store's staff session is nobody to this deal: the plain customer's view, not audited.
      const outsider = await other.request('GET', TASKS(cf.orders.gagneFinance), undefined, { headers: { 'x-deal-token': token } });
      expect(outsider.json()).toMatchObject({ read_only: false, viewed_by: null });
      expect(await t.ports.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'customer_view_read'), eq(auditLog.userId, t.fixture.users.otherAdmin.id)))).toHaveLength(0);
    });

    it('login_as_customer/ refuses: corporate users (403), a colleague\'s customer for a rep, another customer\'s or store\'s deal (404), an archived deal (409), a bad body (400)', async () => {
      const before = (await audits('login_as_customer')).length;
      const corp = await corporate.post(LOGIN_AS, { customer_id: cf.customers.gagne, order_id: cf.orders.gagneFinance });
      expect(corp.statusCode).toBe(403);
      expect((await rep.post(LOGIN_AS, { customer_id: cf.customers.tremblay, order_id: cf.orders.tremblayFinance })).statusCode).toBe(404);
      expect((await rep.post(LOGIN_AS, { customer_id: cf.customers.gagne, order_id: cf.orders.gagneFinance })).statusCode).toBe(200);
      expect((await admin.post(LOGIN_AS, { customer_id: cf.customers.cote, order_id: cf.orders.gagneFinance })).statusCode).toBe(404);
      expect((await other.post(LOGIN_AS, { customer_id: cf.customers.gagne, order_id: cf.orders.gagneFinance })).statusCode).toBe(404);
      const archived = await admin.post(LOGIN_AS, { customer_id: cf.customers.belanger, order_id: cf.orders.belangerArchived });
      expect(archived.statusCode).toBe(409);
      expect(archived.json().code).toBe('order_archived');
      const bad = await admin.post(LOGIN_AS, { customer_id: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['customer_id', 'order_id']);
      expect((await customer(null)('POST', LOGIN_AS, { customer_id: cf.customers.gagne, order_id: cf.orders.gagneFinance })).statusCode).toBe(401);
      expect((await audits('login_as_customer')).length).toBe(before + 1); // the rep's one success only
    });

    it('compulsory_login: the deal opens after a code e-mailed to the customer; a staff view needs none', async () => {
      await t.ports.database.db.update(dealerships).set({ compulsoryLogin: true }).where(eq(dealerships.id, t.fixture.dealerships.ontario));
      try {
        const refused = await customer(token)('GET', TASKS(cf.orders.gagneFinance));
        expect(refused.statusCode).toBe(401);
        expect(refused.json().code).toBe('customer_sign_in_required');
        expect((await customer(token)('GET', '/api/customer/praq/flow/1/quotes/')).json().code).toBe('customer_sign_in_required');
        expect((await customer(token)('GET', `/api/customer/credit-application/${cf.orders.gagneFinance}/decision_status/`)).json().code).toBe('customer_sign_in_required');
        expect((await customer(null)('GET', `/api/customer/link/deal/${token}/`)).statusCode).toBe(200); // the link's facts stay open
        // A staff member of the store looks without signing in.
        expect((await admin.request('GET', TASKS(cf.orders.gagneFinance), undefined, { headers: { 'x-deal-token': token } })).statusCode).toBe(200);

        const sent = await customer(token)('POST', '/api/customer/sign_in/send_code/', {});
        expect(sent.statusCode, sent.body).toBe(200);
        expect(sent.json()).toEqual({ sent_to: 'h•••@example.com' });
        const mail = (await t.ports.outbox.latest(5)).find((m) => m.to === 'helene.gagne@example.com' && /\b\d{6}\b/.test(m.body));
        const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
        const wrong = await customer(token)('POST', '/api/customer/sign_in/verify/', { code: code === '000000' ? '000001' : '000000' });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().errors).toEqual({ code: ['otp.invalid'] });
        expect(wrong.headers['set-cookie'] ?? '').not.toContain('customer_session');
        // Gagné's code does not open Côté's deal.
        const cote = await tokenOf(cf.orders.coteLease);
        expect((await customer(cote)('POST', '/api/customer/sign_in/verify/', { code })).statusCode).toBe(400);
        const ok = await customer(token)('POST', '/api/customer/sign_in/verify/', { code });
        expect(ok.statusCode, ok.body).toBe(200);
        expect(ok.json()).toEqual({ order: cf.orders.gagneFinance });
        const cookie = ok.cookies.find((c) => c.name === 'customer_session')!;
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
        const withSession = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-deal-token': tok }, cookies: { customer_session: cookie.value } });
        expect((await withSession(token, TASKS(cf.orders.gagneFinance))).statusCode).toBe(200);
        // The session is for that deal only, and a forged cookie is nobody's.
        expect((await withSession(cote, TASKS(cf.orders.coteLease))).json().code).toBe('customer_sign_in_required');
        const forged = await t.app.inject({ method: 'GET', url: TASKS(cf.orders.gagneFinance), headers: { 'x-deal-token': token }, cookies: { customer_session: `${t.fixture.dealerships.ontario}.${cf.orders.gagneFinance}.99999999999999` } });
        expect(forged.statusCode).toBe(401);
      } finally {
        await t.ports.database.db.update(dealerships).set({ compulsoryLogin: false }).where(eq(dealerships.id, t.fixture.dealerships.ontario));
      }
    });

    it('the old deal links open the app (the visit recorded as before); an unknown one keeps its friendly page', async () => {
      const pages = [['', ''], ['/customer-quote', '/quotes'], ['/credit-app', '/credit'], ['/deposit', '/deposit'], ['/trade-in', '/trade-in'],
        ['/appointment', '/appointment'], ['/file-upload', '/documents'], ['/build-and-price', ''], ['/saved-vehicles', ''], ['/nothing', '']] as const;
      for (const [path, to] of pages) {
        const r = await t.app.inject({ method: 'GET', url: `/deal/${token}${path}` });
        expect(r.statusCode, path).toBe(302);
        expect(r.headers.location).toBe(`/shop/deal/${token}${to}`);
        expect(r.headers['referrer-policy']).toBe('no-referrer');
      }
      expect((await t.app.inject({ method: 'GET', url: '/deal/no-such-deal-token-0123456789' })).statusCode).toBe(404);
    });
  });
}
