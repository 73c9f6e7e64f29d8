import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { Agent, PASSWORD, signedIn, testApp, type TestApp } from './support/test-app';

const SEND = '/api/dealer/user/send_otp/';

/**
 * Issue 29.3: the one-time codes were limited per address alone (5 per 10 minutes), so the sixth
 * member of staff signing in from the store's one address got "Too many attempts" and no code. They
 * are counted per account and address (5), per account (10) and per address (60): at the default
 * limits (scale 1), as in production.
 */
for (const engine of throwawayEngines()) {
  describe(`one-time code limits at the default scale (${engine.kind})`, () => {
    let t: TestApp;
    const staff: { email: string; phone: string }[] = [];
    beforeAll(async () => {
      t = await testApp(await engine.open(), { rateScale: 1 });
      const u = t.fixture.users;
      staff.push(u.admin, u.manager, u.rep, u.corporate, u.orgadmin, u.superadmin, u.otherAdmin);
      const hash = await t.ports.hasher.hash(PASSWORD);
      for (const n of [1, 2]) {
        const email = `office.${n}@fixture.test`;
        const phone = `41655502${n}0`;
        const created = await t.ports.users.create({
          email, passwordHash: hash, firstName: `Office ${n}`, lastName: 'Fixture', phone, language: 'en_CA', isSuperAdmin: false,
          isDealerVwCorporate: false, showAnalyticsDashboard: false, homeDealershipId: t.fixture.dealerships.ontario,
          memberships: [{ dealershipId: t.fixture.dealerships.ontario, role: 'dealer_sales_rep' }],
        });
        if (!created.ok) throw new Error(created.reason);
        await t.ports.otpDevices.confirm(created.id, phone, new Date('2026-01-01T00:00:00Z'));
        staff.push({ email, phone });
      }
    }, 60_000);
    afterAll(async () => { await t?.close(); });

    it('signs nine staff members in from one address, each with a code', async () => {
      expect(staff).toHaveLength(9);
      for (const person of staff) {
        const agent = await signedIn(t, person.email, person.phone, '203.0.113.10');
        expect((await agent.get('/api/dealer/user/current_user/')).json()).toMatchObject({ user: { email: person.email, fully_authenticated: true } });
      }
    });

    it('still stops one account hammering from one address: five codes, then 429', async () => {
      const agent = new Agent(t.app, '198.51.100.7');
      expect((await agent.post('/api/dealer/user/login/', { email: t.fixture.users.rep.email, password: PASSWORD })).statusCode).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await agent.post(SEND)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await agent.post(SEND);
      expect(refused.json()).toMatchObject({ status: 429, code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A colleague at that same address is not held back by it.
      expect((await signedIn(t, t.fixture.users.manager.email, t.fixture.users.manager.phone, '198.51.100.7')).cookie('sessionid')).toBeDefined();
    });

    it('stops one account from any number of addresses at ten codes', async () => {
      const from = async (ip: string) => {
        const agent = new Agent(t.app, ip);
        expect((await agent.post('/api/dealer/user/login/', { email: t.fixture.users.orgadmin.email, password: PASSWORD })).statusCode).toBe(200);
        return agent;
      };
      const statuses: number[] = [];
      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
        const agent = await from(ip);
        for (let i = 0; i < 4; i += 1) statuses.push((await agent.post(SEND)).statusCode);
      }
      // One code of this account was sent at the nine's sign-in: nine more, then refused wherever from.
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429, 429]);
    });
  });
}
