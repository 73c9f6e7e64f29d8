import type { MessageKind, MessageMeta } from '@dealer-panel/core/shared/message-meta';

/**
 * Told after a message is written (its transaction, if any, is the caller's): the relay wakes up.
 * Contract: returns at once and never throws; the sending happens later, never inside the request.
 */
export type QueuedBell = (kind: MessageKind) => void;

/** The row's issue-30 columns from a message's meta: `queued`, its kind (`other` without meta) and the ids at hand. */
export function metaColumns(meta: MessageMeta | undefined) {
  return {
    state: 'queued',
    kind: meta?.kind ?? 'other',
    dealershipId: meta?.dealershipId ?? null,
    customerId: meta?.customerId ?? null,
    orderId: meta?.orderId ?? null,
    userId: meta?.userId ?? null,
    language: meta?.language ?? null,
  } as const;
}
