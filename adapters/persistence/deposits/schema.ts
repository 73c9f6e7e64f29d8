import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships } from '../access/schema';
import { customers } from '../customers/schema';
import { orders } from '../orders/schema';
import { createdAt, tstz, updatedAt } from '../shared/schema-columns';

// The deposits context's tables (issue 14): one deposit per deal, and the idempotency keys of money actions.

/** A reason as stored: an id of the reasons list, or "other" with the dealer's text (core/deposits/deposit.ts DepositReason). */
export type StoredReason = { readonly reasonId: number } | { readonly other: string };

/** The deposit of a deal (core/deposits/deposit.ts); `version` makes saves optimistic. */
export const deposits = pgTable('deposits', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  mode: text('mode').notNull(),
  state: text('state').notNull(),
  paymentStatus: text('payment_status').notNull(),
  amountCents: integer('amount_cents').notNull(),
  capturedCents: integer('captured_cents').notNull().default(0),
  refundedCents: integer('refunded_cents').notNull().default(0),
  transferredOutCents: integer('transferred_out_cents').notNull().default(0),
  currency: text('currency').notNull(),
  processorPaymentId: text('processor_payment_id'),
  processorRefundIds: jsonb('processor_refund_ids').$type<string[]>().notNull().default([]),
  paidOutside: boolean('paid_outside').notNull().default(false),
  holdExpiresAt: tstz('hold_expires_at'),
  refundReason: jsonb('refund_reason').$type<StoredReason>(),
  transferReason: jsonb('transfer_reason').$type<StoredReason>(),
  transferredToDepositId: integer('transferred_to_deposit_id'),
  transferredFromDepositId: integer('transferred_from_deposit_id'),
  declineCode: text('decline_code'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('deposits_order_idx').on(t.orderId),
  index('deposits_dealership_customer_idx').on(t.dealershipId, t.customerId),
  index('deposits_hold_expiry_idx').on(t.state, t.holdExpiresAt),
  index('deposits_dealership_created_idx').on(t.dealershipId, t.createdAt), // the analytics dashboard
]);

/**
 * The first result of a money action per (scope, key) (core/shared/ports/idempotency-store.ts):
 * the primary key makes one claim win; `lease_until` lets a dead claim be taken over.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  fingerprint: text('fingerprint').notNull(),
  token: text('token').notNull(),
  leaseUntil: tstz('lease_until').notNull(),
  completedAt: tstz('completed_at'),
  result: jsonb('result'),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.scope, t.key] }),
  index('idempotency_keys_created_idx').on(t.createdAt),
]);

/** The deal's Reserve-It fields (save_reserveit_field/): named values the dealer keeps with a reservation, one per name. */
export const reserveItFields = pgTable('reserve_it_fields', {
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.orderId, t.name] })]);
