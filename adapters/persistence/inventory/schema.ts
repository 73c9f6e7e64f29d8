import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships, users } from '../access/schema';
import { createdAt, tstz } from '../shared/schema-columns';

// The inventory context's tables: vehicles and users' recent inventory searches.

/** A dealership's vehicles (spec 001 section 3, spec 002 section 3). Money in cents. */
export const vehicles = pgTable('vehicles', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  vin: text('vin').notNull(),
  year: integer('year').notNull(),
  make: text('make').notNull(),
  model: text('model').notNull(),
  trim: text('trim').notNull().default(''),
  condition: text('condition').notNull(), // 'New' | 'Used'
  stockNumber: text('stock_number').notNull(),
  stockStatus: text('stock_status').notNull(), // I T D P S V R U As-is
  listingPriceCents: integer('listing_price_cents').notNull(),
  msrpCents: integer('msrp_cents'),
  /** What the dealership paid, when the feed says (the pricing report's cost; price profiles may start from it). */
  costCents: integer('cost_cents'),
  /** When a price profile last changed the listing price (or an undo restored it): the report sorts by it. */
  priceChangedAt: tstz('price_changed_at'),
  odometer: integer('odometer').notNull().default(0),
  fuelType: text('fuel_type').notNull(),
  exteriorColor: text('exterior_color').notNull().default(''),
  interiorColor: text('interior_color').notNull().default(''),
  bodyType: text('body_type').notNull(),
  transmission: text('transmission').notNull().default(''),
  drivetrain: text('drivetrain').notNull().default(''),
  arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
  deliveryChargeCents: integer('delivery_charge_cents').notNull().default(0),
  images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  packages: jsonb('packages').$type<{ code: string; name: string; priceCents: number }[]>().notNull().default(sql`'[]'::jsonb`),
  spinCarUrl: text('spin_car_url').notNull().default(''),
  // Advertised monthly payments, as an inventory feed carries them; the payment filter reads them.
  financePaymentCents: integer('finance_payment_cents'),
  financeTerm: integer('finance_term'),
  financeRateBp: integer('finance_rate_bp'),
  leasePaymentCents: integer('lease_payment_cents'),
  leaseTerm: integer('lease_term'),
  leaseRateBp: integer('lease_rate_bp'),
  searchText: text('search_text').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('vehicles_dealership_vin_idx').on(t.dealershipId, t.vin),
  uniqueIndex('vehicles_dealership_stock_number_idx').on(t.dealershipId, t.stockNumber),
  index('vehicles_dealership_status_idx').on(t.dealershipId, t.stockStatus),
  index('vehicles_dealership_make_model_idx').on(t.dealershipId, t.make, t.model),
  index('vehicles_dealership_price_idx').on(t.dealershipId, t.listingPriceCents),
  index('vehicles_dealership_arrival_idx').on(t.dealershipId, t.arrivalDate),
  // The pricing report's other orders and filters (issue 17 item 5, session 12): each order ends
  // with the id (the report's tie-break), so the first page reads 25 index entries. Cost and last
  // change are nullable and sort nulls last both ways: an ascending and a descending index each.
  index('vehicles_dealership_cost_idx').on(t.dealershipId, t.costCents, t.id),
  index('vehicles_dealership_cost_desc_idx').on(t.dealershipId, t.costCents.desc().nullsLast(), t.id.desc().nullsFirst()),
  index('vehicles_dealership_price_changed_idx').on(t.dealershipId, t.priceChangedAt, t.id),
  index('vehicles_dealership_price_changed_desc_idx').on(t.dealershipId, t.priceChangedAt.desc().nullsLast(), t.id.desc().nullsFirst()),
  index('vehicles_dealership_year_idx').on(t.dealershipId, t.year, t.id),
  index('vehicles_dealership_lower_make_idx').on(t.dealershipId, sql`lower(${t.make})`, t.id),
  index('vehicles_dealership_lower_model_idx').on(t.dealershipId, sql`lower(${t.model})`),
  // The report's search: a stock number or VIN prefix, or words of the name (ILIKE, trigrams).
  index('vehicles_search_trgm_idx').using('gin', sql`${t.stockNumber} gin_trgm_ops`, sql`${t.vin} gin_trgm_ops`, sql`${t.searchText} gin_trgm_ops`),
]);

/** A user's recent inventory searches at a dealership (recent_searches/), newest kept. */
export const recentSearches = pgTable('recent_searches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  params: jsonb('params').$type<Record<string, string>>().notNull(),
  paramsKey: text('params_key').notNull(),
  searchedAt: tstz('searched_at').notNull(),
}, (t) => [
  uniqueIndex('recent_searches_user_params_idx').on(t.userId, t.dealershipId, t.paramsKey),
  index('recent_searches_user_time_idx').on(t.userId, t.dealershipId, t.searchedAt),
]);
