import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditApplications, dealerships, orders, users } from '../../adapters/persistence/schema';
import { staffNotifications } from '../../adapters/persistence/notifications/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { Agent } from './support/test-app';
import { CO_APPLICANT, linkToken, ONTARIO_APPLICANT, submission } from './support/credit-bodies';
import { signedInSuite, STAFF } from './support/signed-in';

const C = '/api/customer/credit-application';
const O = '/api/dealer/order';

/** The credit application through the REST contract (issue 15), on each engine. */
for (const engine of throwawayEngines()) {
  describe(`credit application (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { customers: true, staff: STAFF });
    let customer: Agent;
    let token: string;
    let deal: number;
    const as = (tok: string) => ({ headers: { 'x-deal-token': tok } });
    const rows = () => t.ports.database.db.select().from(creditApplications).where(eq(creditApplications.orderId, deal));

    beforeAll(async () => {
      customer = new Agent(t.app);
      deal = cf.orders.gagneFinance;
      token = await linkToken(t, deal);
      await t.ports.database.db.update(dealerships).set({ creditApplicationSystem: 'routeone' }).where(eq(dealerships.id, t.fixture.dealerships.ontario));
      await t.ports.database.db.update(users).set({ dealerNotifications: { customer_submits_credit_app: true } }).where(eq(users.id, t.fixture.users.manager.id));
    });

    it('takes the deal link as the customer\'s credential: none is 401, another deal\'s is 404', async () => {
      expect((await customer.get(`${C}/${deal}/decision_status/`)).statusCode).toBe(401);
      const otherToken = await linkToken(t, cf.orders.tremblayFinance);
      expect((await customer.request('GET', `${C}/${deal}/decision_status/`, undefined, as(otherToken))).statusCode).toBe(404);
      expect((await customer.request('GET', `${C}/${deal}/decision_status/`, undefined, as('x'.repeat(43)))).statusCode).toBe(404);
      const r = await customer.request('GET', `${C}/${deal}/decision_status/`, undefined, as(token));
      expect(r.json()).toEqual({ status: 1, status_name: 'awaiting_customer', decision: 'O', verify_request_comments: null, submitted_at: null, decided_at: null });
    });

    it('answers static data and the province of a postal code', async () => {
      const s = (await customer.get(`${C}/static_data/`)).json();
      expect(s.steps).toHaveLength(10);
      expect(s.credit_application_systems).toEqual(['dealertrack', 'routeone', 'vw_finance']);
      expect(s.sensitive_fields).toContain('insurance_number');
      expect((await customer.get(`${C}/H2X1Y4/postal_code_province/`)).json()).toEqual({ postal_code: 'H2X1Y4', province: 'QC' });
      expect((await customer.get(`${C}/99999/postal_code_province/`)).json().province).toBeNull();
    });

    it('validates a step or the whole application without storing anything', async () => {
      const bad = await customer.post(`${C}/validate/`, submission({ primary_application: { ...ONTARIO_APPLICANT, employer: '', postal_code: 'M5V' }, steps: ['employment'] }), as(token));
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().errors).toEqual({ 'primary_application.employer': ['required'] });
      const ok = await customer.post(`${C}/validate/`, submission(), as(token));
      expect([ok.statusCode, ok.json()]).toEqual([200, { valid: true }]);
      expect(await rows()).toHaveLength(0);
    });

    it('refuses a bad submission with every field named, and changes nothing', async () => {
      const r = await customer.post(`${C}/${deal}/submit_application/`, submission({
        consent: false, has_co_applicant: true, co_application: { ...CO_APPLICANT, relation_status: '' },
        primary_application: { ...ONTARIO_APPLICANT, insurance_number: '046 454 287', previous_street_name: '' },
      }), as(token));
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors).toEqual({
        consent: ['consent.required'], co_applicant_acknowledgement: ['consent.required'], 'primary_application.insurance_number': ['sin.checksum'],
        'primary_application.previous_street_name': ['required'], 'co_application.relation_status': ['required'],
      });
      const typed = await customer.post(`${C}/${deal}/submit_application/`, { primary_application: { first_name: 7 } }, as(token));
      expect([typed.statusCode, typed.json().errors]).toEqual([400, { 'primary_application.first_name': ['type.string'] }]);
      expect(await rows()).toHaveLength(0);
      const [order] = await t.ports.database.db.select({ step: orders.stepCreditApp }).from(orders).where(eq(orders.id, deal));
      expect(order?.step).not.toBe('awaiting-dealer');
    });

    it('submits with a co-applicant: nothing sensitive in clear in the table, the deal awaits the dealer, staff told', async () => {
      const r = await customer.post(`${C}/${deal}/submit_application/`, submission({ has_co_applicant: true, co_application: CO_APPLICANT, co_applicant_acknowledgement: true }), as(token));
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ status: 2, status_name: 'awaiting_dealer', decision: 'O' });
      const raw = await t.ports.database.db.execute(sql`select * from credit_applications where order_id = ${deal}`);
      const text = JSON.stringify(raw);
      for (const secret of ['046 454 286', '046454286', '98765', '4321.00', '1985-04-12', '2150.00']) expect(text).not.toContain(secret);
      expect(text).toContain('Hélène');
      const [order] = await t.ports.database.db.select({ step: orders.stepCreditApp }).from(orders).where(eq(orders.id, deal));
      expect(order?.step).toBe('awaiting-dealer');
      const told = await t.ports.database.db.select().from(staffNotifications).where(eq(staffNotifications.kind, 'customer_submits_credit_app'));
      expect(told.map((n) => n.userId)).toContain(t.fixture.users.manager.id);
      const again = await customer.post(`${C}/${deal}/submit_application/`, submission(), as(token));
      expect([again.statusCode, again.json().code]).toEqual([409, 'credit_transition_refused']);
      const mine = (await customer.request('GET', `${C}/${deal}/dealer_application/`, undefined, as(token))).json();
      expect(mine.primary_application).toMatchObject({ first_name: 'Hélène', insurance_number: '••• ••• 286', income_amount: '••••' });
    });

    it('shows the dealer the application masked; reveals it only with show_credit_application, each reveal audited', async () => {
      const view = (await manager.get(`${O}/${deal}/credit_application/`)).json();
      expect(view).toMatchObject({ may_reveal: true, may_decide: true, application: { masked: true, has_co_applicant: true, status_name: 'awaiting_dealer' } });
      expect(view.application.primary_application.insurance_number).toBe('••• ••• 286');
      expect(view.application.co_application.income_amount).toBe('••••');
      const shown = await manager.post(`${O}/${deal}/credit_application/reveal/`);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().application).toMatchObject({ masked: false, primary_application: { insurance_number: '046 454 286', income_amount: '98765.00' } });
      const audits = await t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, 'credit_application_revealed'));
      expect(audits.map((a) => [a.userId, a.detail])).toEqual([[t.fixture.users.manager.id, { order_id: deal }]]);
      await t.ports.database.db.update(users).set({ showCreditApplication: false }).where(eq(users.id, t.fixture.users.admin.id));
      const refused = await admin.post(`${O}/${deal}/credit_application/reveal/`);
      expect(refused.statusCode).toBe(403);
      expect((await admin.get(`${O}/${deal}/credit_application/`)).json().may_reveal).toBe(false);
      expect(await t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, 'credit_application_revealed'))).toHaveLength(1);
      expect((await other.get(`${O}/${deal}/credit_application/`)).statusCode).toBe(404);
    });

    it('refuses decisions to corporate users and to users without the permission, then approves through RouteOne', async () => {
      for (const who of [corporate, rep]) {
        const r = await who.post(`${O}/${deal}/approve_application/`);
        expect([404, 403]).toContain(r.statusCode);
      }
      expect((await corporate.post(`${O}/${deal}/approve_application/`)).statusCode).toBe(403);
      const ok = await manager.post(`${O}/${deal}/approve_application/`);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().application).toMatchObject({ status: 3, status_name: 'complete', decision: 'A', credit_check_reference_number: expect.stringMatching(/^R1-\d+-\d{6}$/) });
      const [order] = await t.ports.database.db.select({ step: orders.stepCreditApp }).from(orders).where(eq(orders.id, deal));
      expect(order?.step).toBe('completed');
      expect((await manager.post(`${O}/${deal}/approve_application/`)).statusCode).toBe(409);
      const history = (await manager.get(`${O}/${deal}/timeline/`)).json().results.map((e: { event: string }) => e.event);
      expect(history).toEqual(expect.arrayContaining(['credit.submitted', 'credit.approved']));
      const decided = (await customer.request('GET', `${C}/${deal}/decision_status/`, undefined, as(token))).json();
      expect(decided).toMatchObject({ status: 3, decision: 'A' });
    });

    it('asks for further verification with comments (400 without), and the customer sees them', async () => {
      const second = cf.orders.tremblayFinance;
      const tok = await linkToken(t, second);
      expect((await customer.post(`${C}/${second}/submit_application/`, submission(), as(tok))).statusCode).toBe(200);
      const empty = await manager.post(`${O}/${second}/further_verification/`, { verify_request_comments: ' ' });
      expect([empty.statusCode, empty.json().errors]).toEqual([400, { verify_request_comments: ['required'] }]);
      const missing = await manager.post(`${O}/${second}/further_verification/`, {});
      expect([missing.statusCode, missing.json().errors]).toEqual([400, { verify_request_comments: ['required'] }]);
      const back = await manager.post(`${O}/${second}/further_verification/`, { verify_request_comments: 'Pay stub, please' });
      expect(back.json().application).toMatchObject({ status: 5, status_name: 'further_verification', verify_request_comments: 'Pay stub, please' });
      const seen = (await customer.request('GET', `${C}/${second}/decision_status/`, undefined, as(tok))).json();
      expect(seen).toMatchObject({ status: 5, decision: 'O', verify_request_comments: 'Pay stub, please' });
    });
  });
}
