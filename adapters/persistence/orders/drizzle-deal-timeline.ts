import { and, asc, eq } from 'drizzle-orm';
import { fullName } from '@dealer-panel/core/shared/person-name';
import { TIMELINE_KINDS, type DealTimeline, type TimelineActor, type TimelineKind } from '@dealer-panel/core/orders/deal-timeline';
import type { Db } from '../shared/database';
import { users } from '../access/schema';
import { orderTimeline } from './schema';

const kindOf = (s: string): TimelineKind => TIMELINE_KINDS.find((k) => k === s) ?? 'status';
const actorOf = (s: string): TimelineActor => (s === 'customer' || s === 'system' ? s : 'dealer');

/** Append-only; the time is the database's (created_at default). */
export function drizzleDealTimeline(db: Db): DealTimeline {
  return {
    async record(entry) {
      await db.insert(orderTimeline).values({
        dealershipId: entry.dealershipId, orderId: entry.orderId, kind: entry.kind, event: entry.event,
        actor: entry.actor, actorUserId: entry.actorUserId, detail: { ...entry.detail },
      });
    },
    async list(dealershipId, orderId) {
      const rows = await db.select({ row: orderTimeline, firstName: users.firstName, lastName: users.lastName })
        .from(orderTimeline)
        .leftJoin(users, eq(users.id, orderTimeline.actorUserId))
        .where(and(eq(orderTimeline.dealershipId, dealershipId), eq(orderTimeline.orderId, orderId)))
        .orderBy(asc(orderTimeline.createdAt), asc(orderTimeline.id));
      return rows.map(({ row, firstName, lastName }) => ({
        id: row.id, dealershipId: row.dealershipId, orderId: row.orderId, kind: kindOf(row.kind), event: row.event,
        actor: actorOf(row.actor), actorUserId: row.actorUserId, detail: row.detail, at: row.createdAt,
        actorName: firstName === null || lastName === null ? null : fullName({ firstName, lastName }),
      }));
    },
  };
}
