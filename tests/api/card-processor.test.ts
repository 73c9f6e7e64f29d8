import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dealerships } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF, type StaffClient } from './support/signed-in';

const B = '/api/dealer/dealership';
const STATUS = `${B}/card_processor/`;

/** Starts connecting as `who` and reads the simulated page: the Authorize and Cancel links back to our callback. */
async function authorizeLinks(who: StaffClient): Promise<{ readonly authorize: string; readonly cancel: string }> {
  const start = await who.post(`${B}/stripe_connect/`);
  expect(start.statusCode, start.body).toBe(200);
  const page = await who.get(start.json().url);
  expect(page.headers['content-type']).toContain('text/html');
  const links = [...page.body.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&#38;/g, '&'));
  const [authorize = '', cancel = ''] = links;
  return { authorize, cancel };
}

for (const engine of throwawayEngines()) {
  describe(`card-processor account (${engine.kind})`, () => {
    const { t, staff: { admin, manager, rep, corporate, other, orgadmin, superadmin } } = signedInSuite(engine, { staff: { ...STAFF, orgadmin: 'organization_admin', superadmin: 'super_admin' } });
    const account = async (id: number) => (await t.ports.database.db.select({ a: dealerships.cardProcessorAccountId }).from(dealerships).where(eq(dealerships.id, id)))[0]?.a;
    const audits = (action: string) => t.ports.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.dealershipId, t.fixture.dealerships.ontario))).orderBy(asc(auditLog.id));

    beforeAll(async () => {
      for (const who of [superadmin, orgadmin]) {
        const moved = await who.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario });
        if (moved.statusCode !== 200) throw new Error(moved.body);
      }
    });

    it('answers the client id and redirect uri to the store\'s admins only', async () => {
      const info = await admin.get(`${B}/stripe_info/`);
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({ client_id: 'ca_simulated', redirect_uri: `${B}/stripe_connect/callback/` });
      for (const who of [rep, manager, corporate]) expect((await who.get(`${B}/stripe_info/`)).statusCode).toBe(403);
      for (const who of [rep, manager]) expect((await who.get(STATUS)).statusCode).toBe(403);
      expect((await corporate.get(STATUS)).json()).toMatchObject({ has_stripe_account: false, may_manage: false });
      for (const who of [rep, manager, corporate]) expect((await who.post(`${B}/stripe_connect/`)).statusCode).toBe(403);
    });

    it('connects through the processor\'s page and the callback, and audits it', async () => {
      const { authorize } = await authorizeLinks(admin);
      const back = await admin.get(authorize);
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe('/dealer/dealerships?card_processor=connected');
      const status = (await admin.get(STATUS)).json();
      expect(status).toMatchObject({ processor: 'simulated', has_stripe_account: true, may_manage: true });
      expect(status.account_id).toMatch(/^acct_sim_/);
      expect(await account(t.fixture.dealerships.ontario)).toBe(status.account_id);
      const [row] = await audits('card_processor_connected');
      expect(row).toMatchObject({ userId: admin.user.id, before: { account_id: null }, after: { account_id: status.account_id } });
      // The same state again: refused, nothing changes.
      const replay = await admin.get(authorize);
      expect(replay.headers.location).toBe('/dealer/dealerships?card_processor=failed&reason=state');
      expect(await audits('card_processor_connected')).toHaveLength(1);
    });

    it('refuses a state used by another session, another store, after its time, or after a decline', async () => {
      const before = await account(t.fixture.dealerships.ontario);
      const mine = await authorizeLinks(admin);
      expect((await orgadmin.get(mine.authorize)).headers.location).toBe('/dealer/dealerships?card_processor=failed&reason=state');
      expect((await admin.get(mine.authorize)).headers.location).toContain('reason=state'); // used up by the first try
      const theirs = await authorizeLinks(admin);
      expect((await other.get(theirs.authorize)).headers.location).toContain('reason=state');
      const late = await authorizeLinks(admin);
      t.clock.advance(16 * 60 * 1000);
      expect((await admin.get(late.authorize)).headers.location).toContain('reason=state');
      const declined = await authorizeLinks(admin);
      expect((await admin.get(declined.cancel)).headers.location).toBe('/dealer/dealerships?card_processor=failed&reason=declined');
      expect((await admin.get(declined.authorize)).headers.location).toContain('reason=state');
      expect((await admin.get(`${B}/stripe_connect/callback/?code=sim_x&state=made-up`)).headers.location).toContain('reason=state');
      expect(await account(t.fixture.dealerships.ontario)).toBe(before);
      expect(await account(t.fixture.dealerships.other)).toBeNull();
    });

    it('disconnects for the store\'s admins only; a second time is a 409', async () => {
      for (const who of [rep, manager, corporate, other]) expect((await who.post(`${B}/stripe_disconnect/`)).statusCode).not.toBe(200);
      expect(await account(t.fixture.dealerships.ontario)).not.toBeNull();
      const r = await admin.post(`${B}/stripe_disconnect/`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ has_stripe_account: false, account_id: null });
      expect(await account(t.fixture.dealerships.ontario)).toBeNull();
      const [row] = await audits('card_processor_disconnected');
      expect(row?.after).toEqual({ account_id: null });
      const again = await admin.post(`${B}/stripe_disconnect/`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('card_processor_not_connected');
    });

    it('disconnects a demo store\'s account, then connects one again', async () => {
      await t.ports.database.db.update(dealerships).set({ cardProcessorAccountId: 'acct_sim_demo_on', cardProcessorConnectedAt: new Date() }).where(eq(dealerships.id, t.fixture.dealerships.ontario));
      const r = await orgadmin.post(`${B}/stripe_disconnect/`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ has_stripe_account: false });
      expect((await audits('card_processor_disconnected')).at(-1)?.detail).toEqual({ processor: 'simulated' });
      const { authorize } = await authorizeLinks(orgadmin);
      expect((await orgadmin.get(authorize)).headers.location).toBe('/dealer/dealerships?card_processor=connected');
      expect(await account(t.fixture.dealerships.ontario)).toMatch(/^acct_sim_/);
    });

    it('forgets an account the processor no longer knows (revoked from its side), and says so in the audit', async () => {
      await t.ports.database.db.update(dealerships).set({ cardProcessorAccountId: 'acct_gone', cardProcessorConnectedAt: new Date() }).where(eq(dealerships.id, t.fixture.dealerships.ontario));
      const r = await orgadmin.post(`${B}/stripe_disconnect/`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ has_stripe_account: false, account_id: null });
      expect(await account(t.fixture.dealerships.ontario)).toBeNull();
      const rows = await audits('card_processor_disconnected');
      expect(rows.at(-1)?.detail).toEqual({ processor: 'simulated', already_revoked: true });
    });

    it('lets a super admin connect the store their session is at', async () => {
      const { authorize } = await authorizeLinks(superadmin);
      expect((await superadmin.get(authorize)).headers.location).toBe('/dealer/dealerships?card_processor=connected');
      expect(await account(t.fixture.dealerships.ontario)).toMatch(/^acct_sim_/);
    });
  });
}
