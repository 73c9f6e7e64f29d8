import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { notFound, type NotFound } from '../shared/errors';
import type { DealTimeline, StoredTimelineEntry, TimelineKind, TimelineValue } from './deal-timeline';
import type { TimelineEvent } from './timeline-events';
import type { OrderRepository } from './order-repository';
import type { StoreRepository } from '../stores/store-repository';
import { storeTimeZone } from '../appointments/calendar-settings';

/** Records what a member of staff did to a deal, as the session's user at the session's store. */
export function recordByStaff(
  timeline: DealTimeline, ctx: Pick<DealershipContext, 'dealership' | 'user'>, orderId: number,
  kind: TimelineKind, event: TimelineEvent, detail: Readonly<Record<string, TimelineValue>> = {},
): Promise<void> {
  return timeline.record({ dealershipId: ctx.dealership.id, orderId, kind, event, actor: 'dealer', actorUserId: ctx.user.id, detail });
}

/** A deal's history and the zone its times are read in: the store's (its calendar's, as the appointment picker and the recap use). */
export interface DealHistory {
  readonly entries: readonly StoredTimelineEntry[];
  readonly timeZone: string;
}

/** GET order/{id}/timeline/: the deal's history, oldest first; another store's deal is 404. */
export const orderTimeline = (deps: { readonly orders: Pick<OrderRepository, 'byId'>; readonly timeline: DealTimeline; readonly stores: Pick<StoreRepository, 'settings'> }) =>
  (ctx: DealershipContext, orderId: number): TE.TaskEither<NotFound, DealHistory> => async () => {
    const [order, store] = await Promise.all([deps.orders.byId(ctx.dealership.id, orderId), deps.stores.settings(ctx.dealership.id)]);
    if (order === null || store === null) return E.left(notFound);
    return E.right({ entries: await deps.timeline.list(ctx.dealership.id, orderId), timeZone: storeTimeZone(store) });
  };
