import type { StoredTimelineEntry } from '../orders/deal-timeline';
import type { TimelineEvent } from '../orders/timeline-events';
import type { MessageState } from './message';
import type { LoggedMessage, MessageLog } from './message-log';
import { failureReason } from './failure-reason';

const EVENT: Readonly<Record<MessageState, TimelineEvent>> = {
  queued: 'message.queued', sending: 'message.sending', sent: 'message.sent',
  delivered: 'message.delivered', failed: 'message.failed', opted_out: 'message.opted_out',
};

/**
 * A message about the deal as an entry of its history, worded by its CURRENT state (read when the
 * history is read, never stored: the relay and the providers' callbacks move it after the fact).
 * Its id is the message's, negated, so that it never meets a stored entry's.
 */
export function messageEntry(m: LoggedMessage, dealershipId: number): StoredTimelineEntry {
  return {
    id: -m.id, dealershipId, orderId: m.order?.id ?? 0, kind: 'message', event: EVENT[m.state], actor: 'system', actorUserId: null, actorName: null,
    at: m.createdAt,
    detail: { message_id: m.id, channel: m.channel, message_kind: m.kind, reason: failureReason(m.state, m.lastError), provider_text: m.lastError },
  };
}

/** The deal's messages as history entries (dealership-scoped like the log). */
export const messageHistory = (log: Pick<MessageLog, 'aboutOrder'>) =>
  async (dealershipId: number, orderId: number): Promise<readonly StoredTimelineEntry[]> =>
    (await log.aboutOrder(dealershipId, orderId)).map((m) => messageEntry(m, dealershipId));
