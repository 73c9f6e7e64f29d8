import type { EmailSender } from '@dealer-panel/core/shared/ports/message-senders';
import type { Db } from '../database';
import type { OutboxLog } from './outbox-log';
import { outboundMessages } from '../schema';
import { metaColumns, type QueuedBell } from './outbox-meta';

/**
 * Queues e-mails in outbound_messages (`queued`, with what they are and who they are about), then
 * rings the relay's bell; the body is never logged (it may hold a reset link).
 */
export function outboxEmailSender(db: Db, log: OutboxLog, bell: QueuedBell = () => undefined): EmailSender {
  return {
    async send(message) {
      const [row] = await db.insert(outboundMessages)
        .values({ channel: 'email', to: message.to, subject: message.subject, body: message.body, attachments: (message.attachments ?? []).map((a) => ({ ...a })), ...metaColumns(message.meta) })
        .returning({ id: outboundMessages.id });
      log('e-mail queued in the outbox', { channel: 'email', to: message.to, subject: message.subject, attachments: message.attachments?.length ?? 0, outboxId: row?.id, kind: message.meta?.kind ?? 'other' });
      bell(message.meta?.kind ?? 'other');
    },
  };
}
