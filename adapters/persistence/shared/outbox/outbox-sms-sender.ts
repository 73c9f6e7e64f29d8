import type { SmsSender } from '@dealer-panel/core/shared/ports/message-senders';
import type { Db } from '../database';
import type { OutboxLog } from './outbox-log';
import { outboundMessages } from '../schema';

/** Queues text messages in outbound_messages (the demo inbox) instead of handing them to a carrier. */
export function outboxSmsSender(db: Db, log: OutboxLog): SmsSender {
  return {
    async send(message) {
      const [row] = await db.insert(outboundMessages)
        .values({ channel: 'sms', to: message.to, subject: '', body: message.body })
        .returning({ id: outboundMessages.id });
      log('sms queued in the outbox', { channel: 'sms', to: message.to, outboxId: row?.id });
    },
  };
}
