import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DmsAnswer, DmsFieldError } from '@dealer-panel/core/dms/dms';
import { dealerships, users } from '../access/schema';
import { orders } from '../orders/schema';
import { createdAt, tstz, updatedAt } from '../shared/schema-columns';

// The DMS link's tables (issue 16 item 6): each push of a deal to the DMS (its history), the deal's
// sync record, and the simulated DMS's own deals (it stands for an outside system that outlives
// our restarts, so it keeps its answers by idempotency key in the database).

/** One push of a deal to the DMS: queued → pushing → pushed | failed, or retrying between tries (core/dms/dms-push.ts). */
export const dmsPushes = pgTable('dms_pushes', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  state: text('state').notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** Sent with every try of this push: the DMS answers a repeated key with its first answer. */
  idempotencyKey: text('idempotency_key').notNull(),
  jobId: text('job_id'),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  requestedAt: tstz('requested_at').notNull(),
  startedAt: tstz('started_at'),
  finishedAt: tstz('finished_at'),
  nextRetryAt: tstz('next_retry_at'),
  dmsDealNumber: text('dms_deal_number'),
  fieldErrors: jsonb('field_errors').$type<DmsFieldError[]>().notNull().default(sql`'[]'::jsonb`),
  failure: text('failure'),
}, (t) => [
  uniqueIndex('dms_pushes_idempotency_key_idx').on(t.idempotencyKey),
  // One push at a time per deal (queued, pushing or retrying): two sends at once open one push.
  uniqueIndex('dms_pushes_active_order_idx').on(t.orderId).where(sql`${t.state} in ('queued', 'pushing', 'retrying')`),
  index('dms_pushes_dealership_order_idx').on(t.dealershipId, t.orderId, t.id),
  index('dms_pushes_due_idx').on(t.state, t.nextRetryAt).where(sql`${t.state} in ('queued', 'pushing', 'retrying')`),
]);

/** The deal's sync record: the DMS deal it is, and the push that made it so. */
export const dmsSync = pgTable('dms_sync', {
  orderId: integer('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  dmsDealNumber: text('dms_deal_number').notNull(),
  lastPushId: integer('last_push_id').notNull(),
  lastPushedAt: tstz('last_pushed_at').notNull(),
  updatedAt: updatedAt(),
});

/** The simulated DMS's answers by idempotency key, and the deals it opened (adapters/dms/simulated-dms.ts). */
export const dmsSimulatedDeals = pgTable('dms_simulated_deals', {
  id: serial('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  storeId: integer('store_id').notNull(),
  orderId: integer('order_id').notNull(),
  /** Set when this answer opened a DMS deal. */
  dealNumber: text('deal_number'),
  answer: jsonb('answer').$type<DmsAnswer>(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('dms_simulated_deals_key_idx').on(t.idempotencyKey),
  index('dms_simulated_deals_order_idx').on(t.storeId, t.orderId),
]);
