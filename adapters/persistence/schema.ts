import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL; migrations are generated from it by drizzle-kit.
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const dealerships = pgTable('dealerships', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').references(() => organizations.id),
  name: text('name').notNull(),
  country: text('country').notNull(), // 'CA' | 'US'
  provinceCode: text('province_code').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  addressLine1: text('address_line_1').notNull().default(''),
  addressLine2: text('address_line_2').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  defaultLanguage: text('default_language').notNull().default('en_CA'),
  allowedLanguages: jsonb('allowed_languages').$type<string[]>().notNull().default(sql`'["en_CA","fr_CA"]'::jsonb`),
  isTrsEnabled: boolean('is_trs_enabled').notNull().default(false),
  useActivixCrm: boolean('use_activix_crm').notNull().default(false),
  enableSalesManagerFeeDiscounts: boolean('enable_sales_manager_fee_discounts').notNull().default(false),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull().default(''),
  language: text('language').notNull().default('en_CA'),
  isSuperAdmin: boolean('is_super_admin').notNull().default(false),
  isDealerVwCorporate: boolean('is_dealer_vw_corporate').notNull().default(false),
  showAnalyticsDashboard: boolean('show_analytics_dashboard').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  isNotAutomaticallyAssigned: boolean('is_not_automatically_assigned').notNull().default(false),
  source: text('source').notNull().default('password'),
  homeDealershipId: integer('home_dealership_id').references(() => dealerships.id),
  dealerNotifications: jsonb('dealer_notifications').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  lastActivity: tstz('last_activity'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)]);

/** The role a user holds at a dealership; organization roles hold one row per managed store. */
export const memberships = pgTable('memberships', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.dealershipId] }), index('memberships_dealership_idx').on(t.dealershipId)]);

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(), // sha-256 of the cookie token; the token itself is never stored
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  dealershipId: integer('dealership_id').references(() => dealerships.id),
  fullyAuthenticated: boolean('fully_authenticated').notNull().default(false),
  language: text('language'),
  createdAt: createdAt(),
  lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
  endedAt: tstz('ended_at'),
  userAgent: text('user_agent').notNull().default(''),
  ip: text('ip').notNull().default(''),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const rememberedDevices = pgTable('remembered_devices', {
  id: text('id').primaryKey(), // sha-256 of the device cookie token
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
}, (t) => [index('remembered_devices_user_idx').on(t.userId)]);

/** A user's verified phone for one-time codes (has_device). */
export const otpDevices = pgTable('otp_devices', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  confirmedAt: tstz('confirmed_at'),
  createdAt: createdAt(),
});

export const oneTimeCodes = pgTable('one_time_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  sessionId: text('session_id').notNull(),
  codeHash: text('code_hash').notNull(),
  phone: text('phone').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  consumedAt: tstz('consumed_at'),
  lockedAt: tstz('locked_at'),
}, (t) => [index('one_time_codes_session_idx').on(t.sessionId)]);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: text('id').primaryKey(), // sha-256 of the token sent by e-mail
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
});

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  addressLine1: text('address_line_1').notNull().default(''),
  addressLine2: text('address_line_2').notNull().default(''),
  city: text('city').notNull().default(''),
  provinceCode: text('province_code').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  language: text('language').notNull().default('en_CA'),
  leadType: text('lead_type').notNull().default('website'),
  salesRepId: integer('sales_rep_id').references(() => users.id),
  archiveStatus: text('archive_status').notNull().default('Active'),
  note: text('note').notNull().default(''),
  /** Accent-folded lower-case name, e-mail, address and phone digits (core/customers/search-text.ts), kept by the repository. */
  searchText: text('search_text').notNull().default(''),
  /** Folded "last first" and "first last": human name order whatever the collation. */
  sortName: text('sort_name').notNull().default(''),
  sortFirst: text('sort_first').notNull().default(''),
  /** Who acts next on the customer's active deals ('dealer' | 'customer' | null), kept by the order repository. */
  awaiting: text('awaiting'),
  invitationToken: text('invitation_token'),
  invitationSharedAt: tstz('invitation_shared_at'),
  invitationShareType: text('invitation_share_type'),
  invitationSharedBy: integer('invitation_shared_by').references(() => users.id),
  prequal: jsonb('prequal').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
}, (t) => [
  index('customers_dealership_created_idx').on(t.dealershipId, t.createdAt),
  index('customers_dealership_rep_idx').on(t.dealershipId, t.salesRepId),
  index('customers_dealership_status_created_idx').on(t.dealershipId, t.archiveStatus, t.createdAt, t.id),
  index('customers_dealership_sort_name_idx').on(t.dealershipId, t.sortName),
  index('customers_dealership_awaiting_idx').on(t.dealershipId, t.awaiting),
  index('customers_dealership_email_idx').on(t.dealershipId, sql`lower(${t.email})`),
  index('customers_dealership_phone_idx').on(t.dealershipId, t.phone),
  // pg_trgm (created by the migration): LIKE '%gagne%' on the folded text uses the index.
  index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
]);

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
]);

/** A deal (spec 001 sections 3 and 4): one customer, one vehicle, a payment type and eight steps. */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  vehicleId: integer('vehicle_id').references(() => vehicles.id),
  paymentType: text('payment_type').notNull(),
  status: text('status').notNull().default('initial'),
  stepCustomerQuote: text('step_customer_quote').notNull().default('initial'),
  stepSavedVehicles: text('step_saved_vehicles').notNull().default('initial'),
  stepBuildAndPrice: text('step_build_and_price').notNull().default('initial'),
  stepTradeIn: text('step_trade_in').notNull().default('initial'),
  stepCreditApp: text('step_credit_app').notNull().default('initial'),
  stepDeposit: text('step_deposit').notNull().default('initial'),
  stepAppointment: text('step_appointment').notNull().default('initial'),
  stepFileUpload: text('step_file_upload').notNull().default('initial'),
  /** 'dealer' | 'customer' | null, from the status and the steps (core/orders/order-statuses.ts). */
  awaiting: text('awaiting'),
  isArchived: boolean('is_archived').notNull().default(false),
  archivedStatusChangedAt: tstz('archived_status_changed_at'),
  archivedStatusChangedBy: integer('archived_status_changed_by').references(() => users.id),
  note: text('note').notNull().default(''),
  campaign: text('campaign'),
  paymentIncludeTax: boolean('payment_include_tax').notNull().default(true),
  financeDownPaymentCents: integer('finance_down_payment_cents').notNull().default(0),
  leaseDownPaymentCents: integer('lease_down_payment_cents').notNull().default(0),
  accessoryIds: jsonb('accessory_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  protectionIds: jsonb('protection_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  incentives: jsonb('incentives').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  proposedAppointment: tstz('proposed_appointment'),
  appointmentStatus: text('appointment_status'),
  depositStatus: text('deposit_status'),
  depositMode: text('deposit_mode'),
  depositAmountCents: integer('deposit_amount_cents'),
  confirmedAt: tstz('confirmed_at'),
  confirmedBy: integer('confirmed_by').references(() => users.id),
  /** The dealer's deal number for commissions and the DMS; unique in the dealership when set. */
  commissionNumber: text('commission_number'),
  linkToken: text('link_token').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
}, (t) => [
  index('orders_customer_idx').on(t.customerId, t.isArchived),
  index('orders_dealership_archived_idx').on(t.dealershipId, t.isArchived, t.createdAt),
  index('orders_vehicle_idx').on(t.vehicleId),
  uniqueIndex('orders_dealership_commission_idx').on(t.dealershipId, t.commissionNumber).where(sql`${t.commissionNumber} is not null`),
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

export const outboundMessages = pgTable('outbound_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(), // 'sms' | 'email'
  to: text('to').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('outbound_messages_created_idx').on(t.createdAt)]);

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: createdAt(),
  action: text('action').notNull(),
  userId: integer('user_id'),
  dealershipId: integer('dealership_id'),
  ip: text('ip').notNull().default(''),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
}, (t) => [index('audit_log_at_idx').on(t.at)]);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
