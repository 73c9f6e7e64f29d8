import { eq } from 'drizzle-orm';
import { outboundMessages, sessions } from '../persistence/schema';
import type { ServerDeps } from '../http/server/server-deps';
import type { Ports } from './ports';

/** Hooks for the browser tests only (E2E_HOOKS=1, demo mode): never bound in production. */
export function testHooks(p: Ports): NonNullable<ServerDeps['testHooks']> {
  return {
    idleSession: async (ctx, minutes) => {
      const past = new Date(p.clock.now().getTime() - minutes * 60_000);
      await p.database.db.update(sessions).set({ lastSeenAt: past }).where(eq(sessions.id, ctx.session.id));
    },
    message: async (ctx, row) => {
      const text = (key: string, fallback: string): string => (typeof row[key] === 'string' ? row[key] : fallback);
      const id = (key: string): number | null => (typeof row[key] === 'number' ? row[key] : null);
      const [made] = await p.database.db.insert(outboundMessages).values({
        channel: text('channel', 'email'), to: text('to', 'someone@example.test'), subject: text('subject', ''), body: text('body', 'Hello'),
        kind: text('kind', 'other'), state: text('state', 'sent'), lastError: typeof row['last_error'] === 'string' ? row['last_error'] : null,
        attempts: id('attempts') ?? 1, dealershipId: ctx.dealershipId, customerId: id('customer_id'), orderId: id('order_id'),
      }).returning({ id: outboundMessages.id });
      return made!.id;
    },
  };
}
