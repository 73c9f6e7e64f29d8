import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { dealerships, users } from '../access/schema';
import { orders } from '../orders/schema';
import { createdAt, updatedAt } from '../shared/schema-columns';

// The fees context's tables: fees and discounts, and orders' choices on global ones.

/**
 * Fees and discounts (spec 002 section 3). `scope` 'global': the dealership's catalogue, added to
 * orders by add_to_order/ or by include_by_default; 'custom': a row typed on one order (order_id).
 */
export const feesAndDiscounts = pgTable('fees_and_discounts', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(), // 'fee' | 'discount'
  scope: text('scope').notNull(), // 'global' | 'custom'
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionFr: text('description_fr').notNull().default(''),
  amountCents: integer('amount_cents').notNull(),
  taxability: boolean('taxability').notNull().default(true),
  includeByDefault: boolean('include_by_default').notNull().default(false),
  isCash: boolean('is_cash').notNull().default(true),
  isFinance: boolean('is_finance').notNull().default(true),
  isLease: boolean('is_lease').notNull().default(true),
  applicableNew: boolean('applicable_new').notNull().default(true),
  applicableUsed: boolean('applicable_used').notNull().default(true),
  applicableCpo: boolean('applicable_cpo').notNull().default(true),
  isDemo: boolean('is_demo').notNull().default(true),
  isInStock: boolean('is_in_stock').notNull().default(true),
  isPending: boolean('is_pending').notNull().default(true),
  isInTransit: boolean('is_in_transit').notNull().default(true),
  isVirtual: boolean('is_virtual').notNull().default(true),
  isAsIs: boolean('is_as_is').notNull().default(true),
  vehicleTypes: jsonb('vehicle_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  marketscanType: text('marketscan_type'),
  // Fees only (lease treatment and the customer side).
  capCost: boolean('cap_cost').notNull().default(false),
  residualize: boolean('residualize').notNull().default(false),
  taxInCap: boolean('tax_in_cap').notNull().default(false),
  selectableByCustomer: boolean('selectable_by_customer').notNull().default(false),
  type: text('type'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('fees_and_discounts_dealership_idx').on(t.dealershipId, t.kind, t.scope),
  index('fees_and_discounts_order_idx').on(t.orderId),
]);

/** A global fee or discount added to an order (add_to_order/), or one the dealer took off (included false). */
export const orderFeesAndDiscounts = pgTable('order_fees_and_discounts', {
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  feeId: integer('fee_id').notNull().references(() => feesAndDiscounts.id, { onDelete: 'cascade' }),
  included: boolean('included').notNull().default(true),
  addedBy: integer('added_by').references(() => users.id),
  addedAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.orderId, t.feeId] })]);
