import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { memberships } from '../../adapters/persistence/access/schema';
import { signedInSuite } from './support/signed-in';
import { signedIn } from './support/test-app';

// The session contexts kept in memory (adapters/persistence/access/cached-session-contexts.ts), on as
// in the server, with a time to live longer than any test: only the forgetting can make these pass.
const LIST = '/api/dealer/customer/';
const MINUTE = 60_000;

for (const engine of throwawayEngines()) {
  describe(`session contexts kept in memory (${engine.kind})`, () => {
    const { t, staff } = signedInSuite(engine, { staff: { admin: 'admin' }, app: { sessionCacheMs: 10 * MINUTE } });
    const signIn = (key: 'rep' | 'manager') => signedIn(t, t.fixture.users[key].email, t.fixture.users[key].phone);

    it('a signed-out session is refused at once', async () => {
      const rep = await signIn('rep');
      expect((await rep.get(LIST)).statusCode).toBe(200);
      expect((await rep.post('/api/dealer/user/logout/')).statusCode).toBe(200);
      expect((await rep.get(LIST)).statusCode).toBe(401);
    });

    it('a user deactivated through the API is refused at once, and again when reactivated signs in anew', async () => {
      const manager = await signIn('manager');
      expect((await manager.get(LIST)).statusCode).toBe(200);
      const off = await staff.admin.post('/api/dealer/user/set_active_status/', { user_id: t.fixture.users.manager.id, is_active: false });
      expect(off.statusCode).toBe(200);
      expect((await manager.get(LIST)).statusCode).toBe(401);
      expect((await staff.admin.post('/api/dealer/user/set_active_status/', { user_id: t.fixture.users.manager.id, is_active: true })).statusCode).toBe(200);
    });

    it('idles out after 30 minutes with 440, however recently it was kept', async () => {
      const rep = await signIn('rep');
      expect((await rep.get(LIST)).statusCode).toBe(200);
      t.clock.advance(31 * MINUTE);
      expect((await rep.get(LIST)).statusCode).toBe(440);
    });

    it('a write made outside the server shows once forgotten (the news of a write, else the time to live)', async () => {
      const rep = await signIn('rep');
      expect((await rep.get(LIST)).statusCode).toBe(200);
      const p = t.ports;
      await p.database.db.delete(memberships).where(and(eq(memberships.userId, t.fixture.users.rep.id), eq(memberships.dealershipId, t.fixture.dealerships.ontario)));
      p.sessionContexts.forget();
      const r = await rep.get(LIST);
      expect(r.statusCode).toBe(403);
      expect(r.json().code).toBe('no_role');
      await p.database.db.insert(memberships).values({ userId: t.fixture.users.rep.id, dealershipId: t.fixture.dealerships.ontario, role: 'dealer_sales_rep' });
    });
  });
}
