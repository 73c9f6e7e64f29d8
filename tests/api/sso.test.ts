import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { Agent, latestCode } from './support/test-app';
import { keyPair, MFA_CONTEXT, readSignInRequest, startTestIdp, type AssertionOptions, type KeyPair, type TestIdp } from './support/saml-idp';
import { signedInSuite, STAFF } from './support/signed-in';

// Manufacturer single sign-on end to end (issue 13.9): a store's admin links the third source with a
// local identity provider, people sign in through it, and every forged, stale or replayed answer is refused.

const SETTINGS = '/api/dealer/dealership/sso/';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

for (const engine of throwawayEngines()) {
  describe(`manufacturer single sign-on (${engine.kind})`, () => {
    const { t, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { staff: STAFF });
    let idp: TestIdp;
    let stranger: KeyPair;
    const ontario = () => t.fixture.dealerships.ontario;
    const base = () => `/api/sso/${ontario()}/custom_sso`;
    const connection = (overrides: Record<string, unknown> = {}) => ({
      enabled: true, label: 'Genesis Retail', idp_entity_id: idp.entityId, idp_sso_url: idp.ssoUrl, idp_certificate: idp.keys.cert,
      mfa_contexts: [MFA_CONTEXT], new_user_role: 'dealer_sales_rep', ...overrides,
    });

    /** A browser that asked to sign in: the request our server sent the identity provider. */
    async function started(): Promise<{ browser: Agent; request: ReturnType<typeof readSignInRequest> }> {
      const browser = new Agent(t.app);
      const login = await browser.get(`${base()}/login/?next=${encodeURIComponent('/dealer/customers')}`);
      expect(login.statusCode).toBe(302);
      expect(String(login.headers.location)).toContain(idp.ssoUrl);
      return { browser, request: readSignInRequest(String(login.headers.location)) };
    }
    const answer = (request: ReturnType<typeof readSignInRequest>, o: Partial<AssertionOptions> & { email: string }) =>
      idp.respond({ inResponseTo: request.id, acsUrl: request.acsUrl, audience: request.issuer, ...o });
    const post = (browser: Agent, samlResponse: string, relayState = '/dealer/customers', headers: Record<string, string> = FORM) =>
      browser.request('POST', `${base()}/acs/`, undefined, { csrf: false, headers, raw: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString() });
    const refusedAs = (response: { statusCode: number; headers: Record<string, unknown> }, reason: string) => {
      expect(response.statusCode).toBe(303);
      expect(String(response.headers.location)).toBe(`/dealer/login?store=${ontario()}&sso_error=${reason}`);
    };
    const sessionsOf = async (email: string) => {
      const [u] = await t.ports.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return u ? t.ports.database.db.select().from(sessions).where(eq(sessions.userId, u.id)) : [];
    };

    beforeAll(async () => {
      idp = await startTestIdp();
      stranger = await keyPair();
      const saved = await admin.put(`${SETTINGS}custom_sso/`, connection());
      expect(saved.statusCode, saved.body).toBe(200);
    });
    afterAll(async () => { await idp.close(); });

    it('shows the three sources with this store\'s service-provider URLs; only the store\'s admins change them', async () => {
      const read = await admin.get(SETTINGS);
      expect(read.statusCode).toBe(200);
      const body = read.json();
      expect(body.may_manage).toBe(true);
      expect(body.connections.map((c: { source: string }) => c.source)).toEqual(['vw_sso', 'hyundai_sso', 'custom_sso']);
      expect(body.connections[2]).toMatchObject({ name: 'Genesis Retail', enabled: true, acs_url: expect.stringContaining(`/api/sso/${ontario()}/custom_sso/acs/`) });
      expect(Date.parse(body.connections[2].idp_certificate_valid_to)).toBeGreaterThan(Date.now());
      for (const who of [rep, manager]) expect((await who.get(SETTINGS)).statusCode).toBe(403);
      expect((await corporate.get(SETTINGS)).json().may_manage).toBe(false);
      expect((await corporate.put(`${SETTINGS}vw_sso/`, connection())).statusCode).toBe(403);
      // The other group's store sees its own (blank) connections, never Ontario's.
      expect((await other.get(SETTINGS)).json().connections.every((c: { enabled: boolean }) => !c.enabled)).toBe(true);
    });

    it('refuses a bad connection field by field and keeps the saved one', async () => {
      const expired = await keyPair(-400);
      const bad = await admin.put(`${SETTINGS}custom_sso/`, connection({ idp_sso_url: 'ftp://idp.example.com/sso', idp_certificate: expired.cert, new_user_role: 'dealer_admin', label: '' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ label: ['required'], idp_sso_url: ['sso.url_https'], idp_certificate: ['sso.certificate_expired'], new_user_role: ['sso.role_not_allowed'] });
      const garbage = await admin.put(`${SETTINGS}custom_sso/`, connection({ idp_certificate: '-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----' }));
      expect(garbage.json().errors).toEqual({ idp_certificate: ['sso.certificate_invalid'] });
      expect((await admin.get(SETTINGS)).json().connections[2]).toMatchObject({ idp_sso_url: idp.ssoUrl, label: 'Genesis Retail' });
      const audits = await t.ports.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'sso_connection_changed'), eq(auditLog.dealershipId, ontario())));
      expect(audits).toHaveLength(1);
    });

    it('lists the enabled sources on the store\'s sign-in page (public) and 404s an unknown store', async () => {
      const anonymous = new Agent(t.app);
      expect((await anonymous.get(`/api/sso/${ontario()}/`)).json()).toEqual({
        dealership: { id: ontario(), name: expect.any(String) },
        sources: [{ source: 'custom_sso', name: 'Genesis Retail', login_url: `/api/sso/${ontario()}/custom_sso/login/` }],
      });
      expect((await anonymous.get('/api/sso/999999/')).statusCode).toBe(404);
      const disabled = await anonymous.get(`/api/sso/${ontario()}/vw_sso/login/`);
      expect(disabled.headers.location).toBe(`/dealer/login?store=${ontario()}&sso_error=unavailable`);
    });

    it('creates a new person as a sales rep with no password; a second factor at the manufacturer means no one-time code', async () => {
      const { browser, request } = await started();
      const done = await post(browser, answer(request, { email: 'nina.portal@genesis.example', firstName: 'Nina', lastName: 'Portal', authnContext: MFA_CONTEXT }));
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe('/api/dealer/user/sso_continue/?next=%2Fdealer%2Fcustomers');
      expect((await browser.get(String(done.headers.location))).headers.location).toBe('/dealer/customers');
      const me = (await browser.get('/api/dealer/user/current_user/')).json().user;
      expect(me).toMatchObject({ email: 'nina.portal@genesis.example', first_name: 'Nina', source: 'custom_sso', role: 'dealer_sales_rep', fully_authenticated: true });
      const [row] = await t.ports.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'nina.portal@genesis.example'));
      expect(row?.hash).toBe('');
      // No password works for them, and none can be set by e-mail.
      const password = await new Agent(t.app).post('/api/dealer/user/login/', { email: 'nina.portal@genesis.example', password: '' });
      expect(password.statusCode).toBe(400);
      const before = (await t.ports.outbox.latest(200)).length;
      expect((await new Agent(t.app).post('/api/dealer/user/reset_password/', { email: 'nina.portal@genesis.example' })).statusCode).toBe(200);
      expect((await t.ports.outbox.latest(200)).length).toBe(before);
      const change = await browser.post('/api/dealer/user/change_password/', { current_password: 'x', new_password: 'Another-Pass-2026', confirm_new_password: 'Another-Pass-2026' });
      expect(change.json().errors).toEqual({ current_password: ['password.sso_user'] });
    });

    it('sends a sign-in without a second factor on to the store\'s one-time code', async () => {
      const { browser, request } = await started();
      await post(browser, answer(request, { email: 'nina.portal@genesis.example' }));
      expect((await browser.get('/api/dealer/user/current_user/')).json().user.fully_authenticated).toBe(false);
      const customers = await browser.get('/api/dealer/customer/');
      expect([customers.statusCode, customers.json().code]).toEqual([403, 'verification_required']);
    });

    it('lets a device remembered after the one-time code skip it at the next manufacturer sign-in', async () => {
      const first = await started();
      await post(first.browser, answer(first.request, { email: 'remy.portal@genesis.example' }));
      expect((await first.browser.post('/api/dealer/user/setup_otp/', { phone: '(514) 555-0177' })).statusCode).toBe(200);
      const code = await latestCode(t.ports, '5145550177');
      const confirmed = await first.browser.post('/api/dealer/user/confirm_otp_device/', { token: code, phone: '(514) 555-0177', remember_device: true });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      // The same browser signs in again: the identity provider's post cannot carry the device cookie, the continuation can.
      const browser = first.browser;
      const login = await browser.get(`${base()}/login/`);
      const again = await post(browser, answer(readSignInRequest(String(login.headers.location)), { email: 'remy.portal@genesis.example' }));
      expect(again.statusCode).toBe(303);
      expect((await browser.get('/api/dealer/user/current_user/')).json().user.fully_authenticated).toBe(false);
      await browser.get(String(again.headers.location));
      expect((await browser.get('/api/dealer/user/current_user/')).json().user.fully_authenticated).toBe(true);
      // A browser without the device still gets the code.
      const fresh = await started();
      await post(fresh.browser, answer(fresh.request, { email: 'remy.portal@genesis.example' }));
      await fresh.browser.get('/api/dealer/user/sso_continue/');
      expect((await fresh.browser.get('/api/dealer/user/current_user/')).json().user.fully_authenticated).toBe(false);
    });

    it('refuses a replayed answer, also two copies posted at once', async () => {
      const { browser, request } = await started();
      const response = answer(request, { email: 'replay@genesis.example' });
      expect((await post(browser, response)).statusCode).toBe(303);
      refusedAs(await post(new Agent(t.app), response), 'replayed');
      const twice = await started();
      const copy = answer(twice.request, { email: 'replay@genesis.example' });
      const both = await Promise.all([post(new Agent(t.app), copy), post(new Agent(t.app), copy)]);
      expect(both.filter((r) => String(r.headers.location).startsWith('/api/dealer/user/sso_continue/'))).toHaveLength(1);
      expect(await sessionsOf('replay@genesis.example')).toHaveLength(2);
    });

    it('refuses forged, tampered, unsigned, expired, misdirected and unsolicited answers and opens no session', async () => {
      const cases: [Partial<AssertionOptions>, string][] = [
        [{ signWith: stranger }, 'invalid'],
        [{ tamper: (xml) => xml.replace(/forged@genesis\.example/g, 'admin@fixture.test') }, 'invalid'],
        [{ signWith: 'none' }, 'invalid'],
        [{ notBefore: new Date(Date.now() - 3_600_000), notOnOrAfter: new Date(Date.now() - 600_000) }, 'expired'],
        [{ audience: `http://localhost/api/sso/${t.fixture.dealerships.other}/custom_sso/metadata/` }, 'invalid'],
        [{ issuer: 'https://someone-else.example/idp' }, 'invalid'],
        [{ inResponseTo: '_never_sent_by_us' }, 'replayed'],
      ];
      for (const [options, reason] of cases) {
        const { browser, request } = await started();
        refusedAs(await post(browser, answer(request, { email: 'forged@genesis.example', ...options })), reason);
        expect((await browser.get('/api/dealer/user/current_user/')).statusCode).toBe(401);
      }
      expect(await sessionsOf('forged@genesis.example')).toHaveLength(0);
      const refusals = await t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, 'sso_sign_in_refused'));
      expect(refusals.length).toBeGreaterThanOrEqual(cases.length);
    });

    it('never takes over a password account, and refuses strangers when the store creates no accounts', async () => {
      const { browser, request } = await started();
      refusedAs(await post(browser, answer(request, { email: t.fixture.users.admin.email })), 'source_mismatch');
      expect((await admin.put(`${SETTINGS}custom_sso/`, connection({ new_user_role: null }))).statusCode).toBe(200);
      const next = await started();
      refusedAs(await post(next.browser, answer(next.request, { email: 'unknown@genesis.example' })), 'unknown_user');
      const api = await started();
      const problem = await post(api.browser, answer(api.request, { email: 'unknown@genesis.example' }), '/dealer/', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(problem.statusCode).toBe(401);
      expect(problem.json()).toMatchObject({ code: 'sso_refused', detail: 'unknown_user' });
      await t.ports.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'nina.portal@genesis.example'));
      const inactive = await started();
      refusedAs(await post(inactive.browser, answer(inactive.request, { email: 'nina.portal@genesis.example', authnContext: MFA_CONTEXT })), 'inactive');
      expect((await admin.put(`${SETTINGS}custom_sso/`, connection())).statusCode).toBe(200);
    });

    it('answers the service provider\'s metadata for the manufacturer', async () => {
      const xml = await new Agent(t.app).get(`${base()}/metadata/`);
      expect(xml.statusCode).toBe(200);
      expect(xml.headers['content-type']).toContain('application/samlmetadata+xml');
      expect(xml.body).toContain(`/api/sso/${ontario()}/custom_sso/acs/`);
      expect((await new Agent(t.app).get(`/api/sso/${ontario()}/hyundai_sso/metadata/`)).statusCode).toBe(404);
    });
  });
}
