import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { dealerships, users } from '../access/schema';
import { customers } from '../customers/schema';
import { orders } from '../orders/schema';
import { createdAt, tstz } from '../shared/schema-columns';

// The notifications context's table (issue 14 item 6): what the bell in the dealer header lists.

/** One staff member's notification at one store: a customer did `kind` (core/notifications). */
export const staffNotifications = pgTable('staff_notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  /** customer_name, and amount_cents or at when the kind has them: the words as they were then. */
  detail: jsonb('detail').$type<Record<string, string | number>>().notNull(),
  createdAt: createdAt(),
  readAt: tstz('read_at'),
}, (t) => [
  // The bell's list: one user's at one store, newest first.
  index('staff_notifications_list_idx').on(t.userId, t.dealershipId, t.createdAt.desc(), t.id.desc()),
  // The bell's count: only the unread rows are in it, so it stays small however many were read.
  index('staff_notifications_unread_idx').on(t.userId, t.dealershipId).where(sql`${t.readAt} is null`),
  // When staff were last told of a kind about a customer (repeated events are told once a day).
  index('staff_notifications_customer_kind_idx').on(t.customerId, t.kind, t.createdAt),
]);
