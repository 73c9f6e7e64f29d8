import { eq } from 'drizzle-orm';
import type { OptOuts } from '@dealer-panel/core/messages/opt-outs';
import type { Db } from '../shared/database';
import { messageOptOuts } from '../shared/schema';

/**
 * Numbers that replied STOP, on message_opt_outs (one row per number while it is stopped). A second
 * STOP keeps the first one's time and source (when and how the person first asked); START removes
 * the row, so `isOptedOut` is the latest word either way.
 */
export function drizzleOptOuts(db: Db): OptOuts {
  return {
    async isOptedOut(phone) {
      const rows = await db.select({ phone: messageOptOuts.phone }).from(messageOptOuts).where(eq(messageOptOuts.phone, phone)).limit(1);
      return rows.length > 0;
    },
    async stop(phone, at, source) {
      await db.insert(messageOptOuts).values({ phone, optedOutAt: at, source }).onConflictDoNothing();
    },
    async start(phone) {
      await db.delete(messageOptOuts).where(eq(messageOptOuts.phone, phone));
    },
  };
}
