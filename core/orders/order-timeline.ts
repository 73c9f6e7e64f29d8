import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { notFound, type NotFound } from '../shared/errors';
import type { DealTimeline, StoredTimelineEntry, TimelineKind, TimelineValue } from './deal-timeline';
import type { TimelineEvent } from './timeline-events';
import type { OrderRepository } from './order-repository';

/** Records what a member of staff did to a deal, as the session's user at the session's store. */
export function recordByStaff(
  timeline: DealTimeline, ctx: Pick<DealershipContext, 'dealership' | 'user'>, orderId: number,
  kind: TimelineKind, event: TimelineEvent, detail: Readonly<Record<string, TimelineValue>> = {},
): Promise<void> {
  return timeline.record({ dealershipId: ctx.dealership.id, orderId, kind, event, actor: 'dealer', actorUserId: ctx.user.id, detail });
}

/** GET order/{id}/timeline/: the deal's history, oldest first; another store's deal is 404. */
export const orderTimeline = (deps: { readonly orders: Pick<OrderRepository, 'byId'>; readonly timeline: DealTimeline }) =>
  (ctx: DealershipContext, orderId: number): TE.TaskEither<NotFound, readonly StoredTimelineEntry[]> => async () => {
    if ((await deps.orders.byId(ctx.dealership.id, orderId)) === null) return E.left(notFound);
    return E.right(await deps.timeline.list(ctx.dealership.id, orderId));
  };
