import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';
import { Agent, PASSWORD, signedIn } from './support/test-app';

const MINUTE = 60_000;

for (const engine of throwawayEngines()) {
  describe(`sessions, dealerships and tenant isolation (${engine.kind})`, () => {
    const { t } = signedInSuite(engine);

    it('answers 401 not_authenticated without a session, and after logout', async () => {
      const anonymous = new Agent(t.app);
      const r = await anonymous.get('/api/dealer/user/current_user/');
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ code: 'not_authenticated', status: 401, type: expect.any(String), title: 'Unauthorized' });
      const agent = await signedIn(t, t.fixture.users.admin.email, t.fixture.users.admin.phone);
      const out = await agent.post('/api/dealer/user/logout/');
      expect(out.json()).toEqual({ redirect_url: '/dealer/login' });
      expect((await agent.get('/api/dealer/user/current_user/')).statusCode).toBe(401);
    });

    it('ignores a forged session cookie', async () => {
      const agent = new Agent(t.app);
      await agent.get('/settings/');
      const forged = await t.app.inject({ method: 'GET', url: '/api/dealer/user/current_user/', headers: { cookie: 'sessionid=abc.def' } });
      expect(forged.statusCode).toBe(401);
    });

    it('expires after 30 idle minutes with 440 session_expired, and stays alive while used', async () => {
      const agent = await signedIn(t, t.fixture.users.admin.email, t.fixture.users.admin.phone);
      t.clock.advance(29 * MINUTE);
      expect((await agent.get('/api/dealer/user/current_user/')).statusCode).toBe(200);
      t.clock.advance(29 * MINUTE);
      expect((await agent.get('/api/dealer/user/current_user/')).statusCode).toBe(200);
      t.clock.advance(30 * MINUTE);
      const expired = await agent.get('/api/dealer/user/current_user/');
      expect(expired.statusCode).toBe(440);
      expect(expired.json().code).toBe('session_expired');
      // It stays expired for every later call (never a bare 401 that hides the reason) until a sign-in.
      t.clock.advance(MINUTE);
      expect((await agent.get('/api/dealer/user/current_user/')).statusCode).toBe(440);
    });

    it('a page view sent as the page goes away does not hide the expiry from the next page', async () => {
      const agent = await signedIn(t, t.fixture.users.admin.email, t.fixture.users.admin.phone);
      t.clock.advance(31 * MINUTE);
      const view = await agent.post('/api/dealer/events/', { events: [{ page: 'customers-view' }] });
      expect(view.statusCode).toBe(440);
      expect(String(view.headers['set-cookie'] ?? '')).not.toMatch(/sessionid=;/);
      const next = await agent.get('/api/dealer/user/current_user/');
      expect(next.statusCode).toBe(440);
      expect(next.json().code).toBe('session_expired');
    });

    it('ends any session 12 hours after sign-in, however busy', async () => {
      const agent = await signedIn(t, t.fixture.users.rep.email, t.fixture.users.rep.phone);
      for (let i = 0; i < 24; i += 1) {
        t.clock.advance(29 * MINUTE);
        const r = await agent.get('/api/dealer/user/current_user/');
        if (r.statusCode !== 200) {
          expect(r.statusCode).toBe(440);
          expect(i).toBe(24); // must not happen before 12 h
        }
      }
      t.clock.advance(29 * MINUTE);
      expect((await agent.get('/api/dealer/user/current_user/')).statusCode).toBe(440);
    });

    it('asks an organization admin to pick a dealership and lets them switch between their own', async () => {
      const agent = new Agent(t.app);
      const login = await agent.post('/api/dealer/user/login/', { email: t.fixture.users.orgadmin.email, password: PASSWORD });
      expect(login.json()).toMatchObject({ prompt_dealership_select: true, total_managed_dealerships: 2, user: { dealership: null, role: null } });
      const verified = await signedIn(t, t.fixture.users.orgadmin.email, t.fixture.users.orgadmin.phone);
      const list = await verified.get('/api/dealer/user/managed_dealerships/');
      expect(list.json().map((d: { name: string }) => d.name).sort()).toEqual(['Fixture Montréal', 'Fixture Toronto']);
      const filtered = await verified.get('/api/dealer/user/managed_dealerships/?name=montreal');
      expect(filtered.json().map((d: { name: string }) => d.name)).toEqual(['Fixture Montréal']);
      const moved = await verified.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.quebec });
      expect(moved.json().user).toMatchObject({ role: 'organization_admin', dealership: { id: t.fixture.dealerships.quebec, province_code: 'QC' } });
      const current = await verified.get('/api/dealer/user/current_user/');
      expect(current.json().user.dealership.id).toBe(t.fixture.dealerships.quebec);
    });

    it("answers 404 for another group's dealership and for an unknown one", async () => {
      const agent = await signedIn(t, t.fixture.users.orgadmin.email, t.fixture.users.orgadmin.phone);
      for (const id of [t.fixture.dealerships.other, 999_999]) {
        const r = await agent.post('/api/dealer/user/transfer_session/', { dealership_id: id });
        expect(r.statusCode).toBe(404);
      }
      const admin = await signedIn(t, t.fixture.users.admin.email, t.fixture.users.admin.phone);
      expect((await admin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.quebec })).statusCode).toBe(404);
    });

    it('lets a super admin work in any dealership', async () => {
      const agent = await signedIn(t, t.fixture.users.superadmin.email, t.fixture.users.superadmin.phone);
      const list = await agent.get('/api/dealer/user/managed_dealerships/');
      expect(list.json()).toHaveLength(3);
      const moved = await agent.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.other });
      expect(moved.json().user).toMatchObject({ role: 'super_admin', is_super_admin: true });
    });

    it('lists the assignable users of the session dealership only', async () => {
      const agent = await signedIn(t, t.fixture.users.manager.email, t.fixture.users.manager.phone);
      const users = (await agent.get('/api/dealer/user/assignable_dealer_users/')).json() as { email: string; role: string }[];
      const emails = users.map((u) => u.email);
      expect(emails).toContain(t.fixture.users.rep.email);
      expect(emails).toContain(t.fixture.users.admin.email);
      expect(emails).not.toContain(t.fixture.users.otherAdmin.email);
      expect(emails).not.toContain(t.fixture.users.inactive.email);
    });
  });
}
