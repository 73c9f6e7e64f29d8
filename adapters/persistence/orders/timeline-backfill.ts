import { sql } from 'drizzle-orm';
import type { Db } from '../shared/database';

/**
 * What is known of a deal written before it had a timeline (or by the demo seed, which inserts rows
 * directly): its creation, confirmation and archiving, at their recorded times and by their
 * recorded users. Only deals with no entry at all are filled, so it runs any number of times.
 * Migration 0008 runs the same statement once for the deals that existed then.
 */
export async function backfillDealTimeline(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`
    INSERT INTO order_timeline (dealership_id, order_id, kind, event, actor, actor_user_id, detail, created_at)
    SELECT o.dealership_id, o.id, e.kind, e.event, CASE WHEN e.actor_user_id IS NULL THEN 'system' ELSE 'dealer' END, e.actor_user_id, e.detail, e.at
    FROM orders o
    CROSS JOIN LATERAL (VALUES
      ('status', 'status.created', o.created_by, jsonb_build_object('payment_type', o.payment_type), o.created_at),
      ('status', 'status.completed', o.confirmed_by, '{}'::jsonb, o.confirmed_at),
      ('status', 'status.archived', o.archived_status_changed_by, '{}'::jsonb, CASE WHEN o.is_archived THEN o.archived_status_changed_at END)
    ) AS e(kind, event, actor_user_id, detail, at)
    WHERE e.at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM order_timeline t WHERE t.order_id = o.id)
    ORDER BY o.id, e.at`);
}
