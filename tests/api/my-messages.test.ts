import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboundMessages } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { Agent } from './support/test-app';
import { signedInSuite, STAFF } from './support/signed-in';

const MINE = '/api/dealer/user/my_messages/';
interface Item { id: number; channel: string; kind: string; to: string; subject: string | null; state: string; reason: string | null; created: string }
interface Page { count: number; current: number; last: number; limit: number; results: Item[] }

/** My profile's own messages (issue 30 leftovers): what the product sent to the signed-in staff member, never a code's digits. */
for (const engine of throwawayEngines()) {
  describe(`GET my_messages/ (${engine.kind})`, () => {
    const { t, staff } = signedInSuite(engine, { staff: STAFF });
    const db = () => t.ports.database.db;
    const mine = async (who = staff.rep, query = '') => {
      const r = await who.get(`${MINE}${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as Page;
    };
    const write = (userId: number, n: number, at: Date) => db().insert(outboundMessages).values({
      channel: 'email', to: t.fixture.users.rep.email, subject: `Notice ${n}`, body: `body ${n}`, kind: 'staff_notification', userId, createdAt: at,
    });

    beforeAll(async () => {
      const base = Date.parse('2030-01-01T12:00:00Z');
      for (let n = 1; n <= 11; n += 1) await write(t.fixture.users.rep.id, n, new Date(base + n * 60_000));
      await db().insert(outboundMessages).values({
        channel: 'email', to: t.fixture.users.rep.email, subject: 'Reset your password', body: 'https://panel.example/reset/SECRET-TOKEN', kind: 'password_reset', userId: t.fixture.users.rep.id,
        state: 'failed', lastError: '550 5.1.1 no such user', createdAt: new Date(base + 20 * 60_000),
      });
    });

    it('lists the messages written to me, newest first, 10 a page, addresses masked, the failure\'s reason', async () => {
      const first = await mine();
      const ofRep = await db().select({ id: outboundMessages.id }).from(outboundMessages).where(eq(outboundMessages.userId, t.fixture.users.rep.id));
      expect(first).toMatchObject({ count: ofRep.length, current: 1, limit: 10, last: Math.ceil(ofRep.length / 10) });
      expect(first.results[0]).toMatchObject({ kind: 'password_reset', channel: 'email', to: 'r•••@fixture.test', subject: null, state: 'failed', reason: 'bad_address' });
      expect(first.results.slice(1, 3).map((m) => m.subject)).toEqual(['Notice 11', 'Notice 10']);
      const created = first.results.map((m) => m.created);
      expect([...created].sort().reverse()).toEqual(created);
      const second = await mine(staff.rep, '?page=2');
      expect(second.results[0]?.subject).toBe('Notice 2');
      expect(JSON.stringify([first, second])).not.toContain(t.fixture.users.rep.email);
      expect(JSON.stringify(first)).not.toContain('SECRET-TOKEN');
    });

    it('shows that a sign-in code was sent, never its digits nor its subject', async () => {
      const codes = await db().select().from(outboundMessages).where(and(eq(outboundMessages.userId, t.fixture.users.rep.id), eq(outboundMessages.kind, 'one_time_code')));
      expect(codes.length).toBeGreaterThan(0);
      const all = await mine(staff.rep, `?page=${Math.ceil((await mine()).count / 10)}`);
      const shown = all.results.filter((m) => m.kind === 'one_time_code');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((m) => m.subject === null)).toBe(true);
      for (const code of codes) {
        const digits = /\b\d{6}\b/.exec(code.body)?.[0];
        expect(digits).toBeDefined();
        expect(JSON.stringify(all)).not.toContain(digits);
      }
    });

    it('holds only my own messages: another staff member sees theirs, never mine', async () => {
      const admin = await mine(staff.admin);
      const ofAdmin = await db().select({ id: outboundMessages.id }).from(outboundMessages).where(eq(outboundMessages.userId, t.fixture.users.admin.id));
      expect(admin.count).toBe(ofAdmin.length);
      expect(admin.results.some((m) => m.subject?.startsWith('Notice') === true)).toBe(false);
    });

    it('answers 400 with the field for a bad page, and 401 without a session', async () => {
      const bad = await staff.rep.get(`${MINE}?page=zero`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'invalid_query', errors: { page: [expect.any(String)] } });
      expect((await new Agent(t.app).get(MINE)).statusCode).toBe(401);
    });
  });
}
