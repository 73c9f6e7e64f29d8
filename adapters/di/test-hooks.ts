import { eq } from 'drizzle-orm';
import { sessions } from '../persistence/schema';
import type { ServerDeps } from '../http/server/server-deps';
import type { Ports } from './ports';

/** Hooks for the browser tests only (E2E_HOOKS=1, demo mode): never bound in production. */
export function testHooks(p: Ports): NonNullable<ServerDeps['testHooks']> {
  return {
    idleSession: async (ctx, minutes) => {
      const past = new Date(p.clock.now().getTime() - minutes * 60_000);
      await p.database.db.update(sessions).set({ lastSeenAt: past }).where(eq(sessions.id, ctx.session.id));
    },
  };
}
