import { desc, inArray } from 'drizzle-orm';
import type { OutboxReader } from '@dealer-panel/core/shared/ports/outbox';
import type { Db } from '../database';
import { outboundMessages } from '../schema';

/** Upper bound on one read, whatever the caller asks: the demo inbox is a page, not an export. */
export const OUTBOX_MAX_LIMIT = 500;

export function drizzleOutboxReader(db: Db): OutboxReader {
  return {
    async latest(limit) {
      const n = Math.min(Math.floor(limit), OUTBOX_MAX_LIMIT);
      if (!(n > 0)) return [];
      const rows = await db.select({
        channel: outboundMessages.channel, to: outboundMessages.to, subject: outboundMessages.subject,
        body: outboundMessages.body, attachments: outboundMessages.attachments, createdAt: outboundMessages.createdAt,
      }).from(outboundMessages)
        .where(inArray(outboundMessages.channel, ['sms', 'email']))
        // id breaks ties between messages written in the same microsecond.
        .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
        .limit(n);
      return rows.map((row) => ({
        channel: row.channel === 'sms' ? 'sms' as const : 'email' as const,
        to: row.to, subject: row.subject, body: row.body, attachments: row.attachments, createdAt: row.createdAt,
      }));
    },
  };
}
