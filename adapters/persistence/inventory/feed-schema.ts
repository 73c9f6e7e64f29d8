import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships, users } from '../access/schema';
import { createdAt, tstz } from '../shared/schema-columns';

/**
 * A store's published inventory feeds (issue 31 item 4): only the SHA-256 of each token is kept
 * (the URL is shown once); a revoked feed stays, with its time, and is never found by its token.
 */
export const inventoryFeeds = pgTable('inventory_feeds', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  format: text('format').notNull(),
  tokenHash: text('token_hash').notNull(),
  tokenHint: text('token_hint').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  revokedAt: tstz('revoked_at'),
  lastFetchedAt: tstz('last_fetched_at'),
  fetchCount: integer('fetch_count').notNull().default(0),
}, (t) => [
  uniqueIndex('inventory_feeds_token_hash_idx').on(t.tokenHash),
  index('inventory_feeds_dealership_idx').on(t.dealershipId, t.id),
]);
