import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { dealerships } from '../access/schema';
import { createdAt } from '../shared/schema-columns';

// The analytics context's tables (issue 17 item 2): the first-party event log.

/**
 * One page view, kept on our server instead of a third-party script: the store it belongs to, the
 * page's name (spec 002's analytics names for the customer's pages, the route names for the
 * dealer's) and when. Deliberately nothing about who: no user, customer, address or path.
 */
export const pageEvents = pgTable('page_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  /** 'dealer' (the panel) or 'shop' (the customer's pages). */
  surface: text('surface').notNull(),
  page: text('page').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('page_events_dealership_created_idx').on(t.dealershipId, t.createdAt),
]);
