import type { SmsSender } from '@dealer-panel/core/shared/ports/message-senders';
import type { Db } from '../database';
import type { OutboxLog } from './outbox-log';
import { outboundMessages } from '../schema';
import { metaColumns, type QueuedBell } from './outbox-meta';

/** Queues text messages in outbound_messages (`queued`, with their kind and ids), then rings the relay's bell. */
export function outboxSmsSender(db: Db, log: OutboxLog, bell: QueuedBell = () => undefined): SmsSender {
  return {
    async send(message) {
      const [row] = await db.insert(outboundMessages)
        .values({ channel: 'sms', to: message.to, subject: '', body: message.body, ...metaColumns(message.meta) })
        .returning({ id: outboundMessages.id });
      log('sms queued in the outbox', { channel: 'sms', to: message.to, outboxId: row?.id, kind: message.meta?.kind ?? 'other' });
      bell(message.meta?.kind ?? 'other');
    },
  };
}
