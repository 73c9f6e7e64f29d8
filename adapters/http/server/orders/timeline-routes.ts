import type { FastifyInstance } from 'fastify';
import type { StoredTimelineEntry } from '@dealer-panel/core/orders/deal-timeline';
import { timelineRoutes as R, type TimelineEntryBody } from '../../contract/orders/timeline';
import { answer, fastifyPath, visibleWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

export function timelineEntryBody(e: StoredTimelineEntry): TimelineEntryBody {
  return { id: e.id, at: e.at.toISOString(), kind: e.kind, event: e.event, actor: e.actor, actor_name: e.actorName, detail: { ...e.detail } };
}

/** The deal timeline: read-only here; the use cases write it as they act. */
export function registerTimelineRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get(fastifyPath(R.orderTimeline.path), visibleWithId(deps, 'order', async (ctx, id, _request, reply) =>
    answer(reply, deps.orders.timeline(ctx, id), (history) => ({ results: history.entries.map(timelineEntryBody), time_zone: history.timeZone }))));
}
