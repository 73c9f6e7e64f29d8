import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { notFound, type NotFound } from '../shared/errors';
import type { DealTimeline, StoredTimelineEntry, TimelineKind, TimelineValue } from './deal-timeline';
import type { TimelineEvent } from './timeline-events';
import type { OrderRepository } from './order-repository';
import type { StoreRepository } from '../stores/store-repository';
import { storeTimeZone } from '../stores/calendar-settings';

/** Records what a member of staff did to a deal, as the session's user at the session's store. */
export function recordByStaff(
  timeline: Pick<DealTimeline, 'record'>, ctx: Pick<DealershipContext, 'dealership' | 'user'>, orderId: number,
  kind: TimelineKind, event: TimelineEvent, detail: Readonly<Record<string, TimelineValue>> = {},
): Promise<void> {
  return timeline.record({ dealershipId: ctx.dealership.id, orderId, kind, event, actor: 'dealer', actorUserId: ctx.user.id, detail });
}

/** A deal's history and the zone its times are read in: the store's (its calendar's, as the appointment picker and the recap use). */
export interface DealHistory {
  readonly entries: readonly StoredTimelineEntry[];
  readonly timeZone: string;
}

/** Entries read from elsewhere when the history is read (issue 30.4: the deal's messages in their current state). */
export type ReadEntries = (dealershipId: number, orderId: number) => Promise<readonly StoredTimelineEntry[]>;

/** Oldest first; at the same instant a stored entry (the act) before a read one (what became of its message). */
/**
 * Within one millisecond a deal's message comes before a stored entry: an action writes its message
 * (the outbox) before the entry that says it sent one (`message.deal_link_sent` after its
 * `message.queued`), and both can land in the same millisecond.
 */
const messageFirst = (a: StoredTimelineEntry, b: StoredTimelineEntry): number => Number(a.id >= 0) - Number(b.id >= 0);

function merged(stored: readonly StoredTimelineEntry[], read: readonly StoredTimelineEntry[]): readonly StoredTimelineEntry[] {
  if (read.length === 0) return stored;
  return [...stored.map((e, i) => ({ e, i })), ...read.map((e, i) => ({ e, i: stored.length + i }))]
    .sort((a, b) => a.e.at.getTime() - b.e.at.getTime() || messageFirst(a.e, b.e) || a.i - b.i).map(({ e }) => e);
}

/** GET order/{id}/timeline/: the deal's history, oldest first; another store's deal is 404. */
export const orderTimeline = (deps: { readonly orders: Pick<OrderRepository, 'byId'>; readonly timeline: DealTimeline; readonly stores: Pick<StoreRepository, 'settings'>; readonly messageHistory?: ReadEntries }) =>
  (ctx: DealershipContext, orderId: number): TE.TaskEither<NotFound, DealHistory> => async () => {
    const [order, store] = await Promise.all([deps.orders.byId(ctx.dealership.id, orderId), deps.stores.settings(ctx.dealership.id)]);
    if (order === null || store === null) return E.left(notFound);
    const [stored, read] = await Promise.all([deps.timeline.list(ctx.dealership.id, orderId), deps.messageHistory?.(ctx.dealership.id, orderId) ?? []]);
    return E.right({ entries: merged(stored, read), timeZone: storeTimeZone(store) });
  };
