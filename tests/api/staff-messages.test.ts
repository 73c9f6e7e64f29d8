import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboundMessages, users } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { Agent } from './support/test-app';
import { signedInSuite, STAFF } from './support/signed-in';

const M = '/api/dealer/dealership/messages/';
interface Item { id: number; kind: string; to: string; to_masked: boolean; language: string | null; user: { id: number; name: string } | null; resendable: boolean }

/** Staff messages written for no store (a password reset) on the Messages screen of the stores the staff member belongs to (issue 30 leftovers). */
for (const engine of throwawayEngines()) {
  describe(`staff messages on their stores' Messages screens (${engine.kind})`, () => {
    const { t, staff } = signedInSuite(engine, { staff: { ...STAFF, superadmin: 'super_admin' } });
    const db = () => t.ports.database.db;
    let repReset = 0;
    let superReset = 0;
    const resets = async (who = staff.admin) => {
      const r = await who.get(`${M}?kind=password_reset`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { results: Item[] }).results;
    };
    const resetOf = async (email: string): Promise<number> => {
      expect((await new Agent(t.app).post('/api/dealer/user/reset_password/', { email })).statusCode).toBe(200);
      const [row] = await db().select().from(outboundMessages).where(and(eq(outboundMessages.kind, 'password_reset'), eq(outboundMessages.to, email))).orderBy(desc(outboundMessages.id)).limit(1);
      expect(row).toMatchObject({ dealershipId: null, state: 'queued' });
      return row!.id;
    };

    beforeAll(async () => {
      const moved = await staff.superadmin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario });
      expect(moved.statusCode, moved.body).toBe(200);
      await db().update(users).set({ language: 'fr_CA' }).where(eq(users.id, t.fixture.users.rep.id));
      repReset = await resetOf(t.fixture.users.rep.email);
      superReset = await resetOf(t.fixture.users.superadmin.email);
    });

    it('shows a staff member\'s password reset to the admins of their store, in the language it was written in, never to resend', async () => {
      const rows = await resets();
      expect(rows.map((m) => m.id)).toEqual([repReset]);
      expect(rows[0]).toMatchObject({ kind: 'password_reset', to: t.fixture.users.rep.email, to_masked: false, language: 'fr_CA', user: { id: t.fixture.users.rep.id, name: 'rep Fixture' }, resendable: false });
      const again = await staff.admin.post(`${M}${repReset}/resend/`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ reason: 'credential' });
    });

    it('masks the address for a role that may not see contact details', async () => {
      const rows = await resets(staff.corporate);
      expect(rows.map((m) => [m.id, m.to, m.to_masked])).toEqual([[repReset, 'r•••@fixture.test', true]]);
      expect(JSON.stringify(rows)).not.toContain(t.fixture.users.rep.email);
    });

    it('keeps it off another store\'s screen (404 there, as an unknown message), and the sales floor\'s', async () => {
      expect(await resets(staff.other)).toEqual([]);
      expect((await staff.other.post(`${M}${repReset}/resend/`, {})).statusCode).toBe(404);
      expect((await staff.rep.get(M)).statusCode).toBe(403);
    });

    it('shows a super admin every staff message of no store, their own included; a store admin never a super admin\'s', async () => {
      expect((await resets(staff.superadmin)).map((m) => m.id)).toEqual([superReset, repReset]);
      expect((await resets()).map((m) => m.id)).not.toContain(superReset);
    });
  });
}
