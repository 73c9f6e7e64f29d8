import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  /** When a full feed last left it out (made it unavailable, issue 31.1); null while the feed holds it. Deals holding it show "left the feed". */
  leftFeedAt: tstz('left_feed_at'),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('vehicles_dealership_vin_idx').on(t.dealershipId, t.vin),
  uniqueIndex('vehicles_dealership_stock_number_idx').on(t.dealershipId, t.stockNumber),
  index('vehicles_dealership_status_idx').on(t.dealershipId, t.stockStatus),
  index('vehicles_dealership_make_model_idx').on(t.dealershipId, t.make, t.model),
  // The Inventory list's orders (session 20): each ends with the id, the list's tie-break, so a page
  // reads its 12 entries in order (arrival dates and prices are shared by many vehicles); both
  // directions from one index (a descending list's NULLs come first, as a backward scan gives them).
  index('vehicles_dealership_price_id_idx').on(t.dealershipId, t.listingPriceCents, t.id),
  index('vehicles_dealership_arrival_id_idx').on(t.dealershipId, t.arrivalDate, t.id),
  index('vehicles_dealership_odometer_idx').on(t.dealershipId, t.odometer, t.id),
  index('vehicles_dealership_created_idx').on(t.dealershipId, t.createdAt, t.id),
  index('vehicles_dealership_lower_make_model_idx').on(t.dealershipId, sql`lower(${t.make})`, sql`lower(${t.model})`, t.id),
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

/**
 * Inventory imports (issue 31 item 1): one row per file or pull, with its counts and progress. At most
 * one runs per store (the partial unique index); a dry run writes its report, never vehicles.
 */
export const vehicleImports = pgTable('vehicle_imports', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  kind: text('kind').notNull(), // 'full' | 'partial'
  source: text('source').notNull(), // 'upload' | 'pull'
  dryRun: boolean('dry_run').notNull().default(false),
  fileName: text('file_name').notNull().default(''),
  status: text('status').notNull(), // 'running' | 'done' | 'failed' | 'not_modified'
  /** A file-level refusal (core/shared/tabular TabularProblem or a mapping problem), when status is 'failed'. */
  problem: jsonb('problem').$type<Record<string, unknown>>(),
  rowsTotal: integer('rows_total').notNull().default(0),
  rowsDone: integer('rows_done').notNull().default(0),
  added: integer('added').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  madeUnavailable: integer('made_unavailable').notNull().default(0),
  refused: integer('refused').notNull().default(0),
  warned: integer('warned').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id),
  /** The import's one time: every vehicle it writes gets it as updated_at, which is how an undo sees that nothing newer touched them. */
  createdAt: createdAt(),
  finishedAt: tstz('finished_at'),
  undoneAt: tstz('undone_at'),
  undoneBy: integer('undone_by').references(() => users.id),
}, (t) => [
  index('vehicle_imports_dealership_idx').on(t.dealershipId, t.id),
  uniqueIndex('vehicle_imports_one_running_idx').on(t.dealershipId).where(sql`status = 'running'`),
]);

/** An import's report, one row per file row (and per vehicle a full feed made unavailable), with the before-image an undo restores. */
export const vehicleImportRows = pgTable('vehicle_import_rows', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  importId: integer('import_id').notNull().references(() => vehicleImports.id, { onDelete: 'cascade' }),
  /** The file's row (the header is 1); null for a vehicle made unavailable. */
  rowNumber: integer('row_number'),
  outcome: text('outcome').notNull(), // 'added' | 'updated' | 'unchanged' | 'made_unavailable' | 'refused'
  vin: text('vin').notNull().default(''),
  stockNumber: text('stock_number').notNull().default(''),
  vehicleId: integer('vehicle_id').references(() => vehicles.id),
  /** Refusals or warnings: { code, field, column }. */
  notes: jsonb('notes').$type<{ code: string; field: string | null; column: string | null }[]>().notNull().default(sql`'[]'::jsonb`),
  before: jsonb('before').$type<Record<string, unknown>>(),
  /** Open deals holding a vehicle made unavailable. */
  orderIds: jsonb('order_ids').$type<number[]>(),
}, (t) => [
  index('vehicle_import_rows_import_idx').on(t.importId, t.id),
  index('vehicle_import_rows_import_vin_idx').on(t.importId, t.vin),
]);

/** A store's feed settings: its saved column mapping, its default kind, and its scheduled pull (credentials sealed). */
export const vehicleFeedSettings = pgTable('vehicle_feed_settings', {
  dealershipId: integer('dealership_id').primaryKey().references(() => dealerships.id),
  mapping: jsonb('mapping').$type<Record<string, string[]>>(),
  kind: text('kind').notNull().default('full'),
  dayOrder: text('day_order').notNull().default('mdy'),
  pullUrl: text('pull_url'),
  /** Basic credentials for the pull, sealed (SecretSealer); never returned. */
  pullCredentials: jsonb('pull_credentials').$type<Record<string, string>>(),
  pullEveryHours: integer('pull_every_hours'),
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastPulledAt: tstz('last_pulled_at'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/**
 * A vehicle's price changes written by its imports, feed pulls and their undos (issue 31 item 5, the
 * vehicle page's price history): before and after, when, from what. A price profile's changes are
 * kept by price_changes (analytics); the page reads both.
 */
export const vehiclePriceChanges = pgTable('vehicle_price_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  vehicleId: integer('vehicle_id').notNull().references(() => vehicles.id),
  oldPriceCents: integer('old_price_cents').notNull(),
  newPriceCents: integer('new_price_cents').notNull(),
  source: text('source').notNull(), // 'upload' | 'pull' | 'import_undo'
  importId: integer('import_id').references(() => vehicleImports.id),
  userId: integer('user_id').references(() => users.id),
  changedAt: tstz('changed_at').notNull(),
}, (t) => [
  index('vehicle_price_changes_vehicle_idx').on(t.vehicleId, t.changedAt),
]);
