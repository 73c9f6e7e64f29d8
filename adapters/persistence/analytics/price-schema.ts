import { bigserial, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { PriceRule } from '@dealer-panel/core/analytics/price-rule';
import { dealerships, users } from '../access/schema';
import { vehicles } from '../inventory/schema';
import { createdAt, tstz, updatedAt } from '../shared/schema-columns';

// Price profiles (issue 17 item 4): the rules, each apply or undo as a batch, and every vehicle's
// price change in a batch (the pricing report's price history).

/** A dealership's named, ordered list of pricing rules (core/analytics/price-rule.ts), as JSON. */
export const priceProfiles = pgTable('price_profiles', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  rules: jsonb('rules').$type<PriceRule[]>().notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('price_profiles_dealership_idx').on(t.dealershipId)]);

/**
 * One apply of a profile ('apply') or the undo of one ('undo', undoes_batch_id). The profile's
 * name is copied: a deleted profile's batches stay in the history and can still be undone.
 */
export const priceBatches = pgTable('price_batches', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(), // 'apply' | 'undo'
  profileId: integer('profile_id').references(() => priceProfiles.id, { onDelete: 'set null' }),
  profileName: text('profile_name').notNull(),
  undoesBatchId: integer('undoes_batch_id'),
  vehicleCount: integer('vehicle_count').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: tstz('created_at').notNull(),
  undoneAt: tstz('undone_at'),
  undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
}, (t) => [index('price_batches_dealership_idx').on(t.dealershipId, t.id)]);

/** A vehicle's price before and after a batch, in cents. */
export const priceChanges = pgTable('price_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  batchId: integer('batch_id').notNull().references(() => priceBatches.id, { onDelete: 'cascade' }),
  vehicleId: integer('vehicle_id').notNull().references(() => vehicles.id, { onDelete: 'cascade' }),
  oldPriceCents: integer('old_price_cents').notNull(),
  newPriceCents: integer('new_price_cents').notNull(),
}, (t) => [
  index('price_changes_batch_idx').on(t.batchId),
  index('price_changes_vehicle_idx').on(t.vehicleId, t.id),
]);
