import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL; migrations are generated from it by drizzle-kit.
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

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
  uniqueIndex('customers_invitation_token_idx').on(t.invitationToken).where(sql`${t.invitationToken} is not null`), // public invitation links
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
  /** Accessories of accessory_ids the customer wants installed (install_accessories_ids). */
  installAccessoryIds: jsonb('install_accessory_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  optionsCodeList: jsonb('options_code_list').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  optionsPriceCents: integer('options_price_cents').notNull().default(0),
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
  index('orders_link_token_idx').on(t.linkToken), // public deal links (/deal/<token>)
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

// ---- Commerce (issue 6): payment settings, lenders, taxes, fees and discounts, add-ons, media ----
// Money in integer cents; rates and percentages as exact `numeric` (read as decimal strings).

const rate = (name: string) => numeric(name, { precision: 12, scale: 6 });
const updatedAt = () => tstz('updated_at').notNull().defaultNow();

/** A dealership's payment and financing settings (spec 002 section 3 "Payment settings"); one row per store. */
export const paymentSettings = pgTable('payment_settings', {
  dealershipId: integer('dealership_id').primaryKey().references(() => dealerships.id, { onDelete: 'cascade' }),
  conditionalIncentivesEnabled: boolean('conditional_incentives_enabled').notNull().default(false),
  defaultPaymentType: text('financing_default_payment_type').notNull().default('finance'),
  defaultPaymentTypeUsed: text('financing_default_payment_type_used').notNull().default('finance'),
  includeSalesTax: boolean('financing_include_sales_tax').notNull().default(true),
  bankDefaultDownPaymentCents: integer('financing_bank_default_down_payment_cents').notNull().default(0),
  bankDefaultFrequency: text('financing_bank_default_frequency').notNull().default('monthly'),
  bankDefaultTerm: integer('financing_bank_default_term').notNull().default(72),
  leaseDefaultDownPaymentCents: integer('financing_lease_default_down_payment_cents').notNull().default(0),
  leaseDefaultFrequency: text('financing_lease_default_frequency').notNull().default('monthly'),
  leaseDefaultTerm: integer('financing_lease_default_term').notNull().default(48),
  leaseDefaultDistanceAllowance: integer('financing_lease_default_distance_allowance').notNull().default(20000),
  oemDefaultDownPaymentCents: integer('financing_oem_default_down_payment_cents').notNull().default(0),
  oemDefaultFrequency: text('financing_oem_default_frequency').notNull().default('monthly'),
  oemDefaultTerm: integer('financing_oem_default_term').notNull().default(60),
  financeEnabledFrequencies: jsonb('financing_finance_enabled_frequencies').$type<string[]>().notNull()
    .default(sql`'["weekly","biweekly","semimonthly","monthly"]'::jsonb`),
  leaseEnabledFrequencies: jsonb('financing_lease_enabled_frequencies').$type<string[]>().notNull()
    .default(sql`'["weekly","biweekly","semimonthly","monthly"]'::jsonb`),
  /** 'apr' (money factor = APR / 2400) or 'money_factor'. */
  leaseRateCalculationMethod: text('lease_rate_calculation_method').notNull().default('apr'),
  /** 'factor' (the spec's 4.345 / 2.172 / 2 / 1) or 'exact' per-period amortization. */
  frequencyMethod: text('frequency_method').notNull().default('factor'),
  /** Ids of the incentives applied to every deal (global_incentives). */
  globalIncentives: jsonb('global_incentives').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  discountSettings: jsonb('discount_settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  financeLenderId: integer('finance_lender_id'),
  leaseLenderId: integer('lease_lender_id'),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/** A bank or captive lender a dealership works with; its programs give rates and residuals. */
export const lenders = pgTable('lenders', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** 'bank' | 'oem' (the OEM's captive finance company). */
  kind: text('kind').notNull().default('bank'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('lenders_dealership_idx').on(t.dealershipId)]);

/** A lender's rate by term range (and, in the USA, from a credit score up), for finance or lease. */
export const lenderRates = pgTable('lender_rates', {
  id: serial('id').primaryKey(),
  lenderId: integer('lender_id').notNull().references(() => lenders.id, { onDelete: 'cascade' }),
  method: text('method').notNull(), // 'finance' | 'lease'
  termFrom: integer('term_from').notNull(),
  termTo: integer('term_to').notNull(),
  minCreditScore: integer('min_credit_score'),
  /** APR percent, or a money factor for a lease program under the money_factor method. */
  rate: rate('rate').notNull(),
}, (t) => [index('lender_rates_lender_idx').on(t.lenderId, t.method)]);

/** A lender's lease residual (percent of MSRP) by term and yearly distance allowance (null = any). */
export const lenderResiduals = pgTable('lender_residuals', {
  id: serial('id').primaryKey(),
  lenderId: integer('lender_id').notNull().references(() => lenders.id, { onDelete: 'cascade' }),
  term: integer('term').notNull(),
  distanceAllowance: integer('distance_allowance'),
  residual: rate('residual').notNull(),
}, (t) => [index('lender_residuals_lender_idx').on(t.lenderId)]);

/** Manufacturer and dealer incentives (rebates) an order may carry (orders.incentives holds their ids). */
export const incentives = pgTable('incentives', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull().default(''),
  amountCents: integer('amount_cents').notNull(),
  /** true: a price reduction before taxes; false: a rebate after taxes. */
  beforeTax: boolean('before_tax').notNull().default(false),
  isCash: boolean('is_cash').notNull().default(true),
  isFinance: boolean('is_finance').notNull().default(true),
  isLease: boolean('is_lease').notNull().default(true),
  /** Conditional (loyalty, conquest, graduate…): only when the dealer adds it and conditional incentives are enabled. */
  isConditional: boolean('is_conditional').notNull().default(false),
  applicableNew: boolean('applicable_new').notNull().default(true),
  applicableUsed: boolean('applicable_used').notNull().default(false),
  make: text('make'),
  model: text('model'),
  yearFrom: integer('year_from'),
  yearTo: integer('year_to'),
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('incentives_dealership_idx').on(t.dealershipId)]);

/** Sales-tax rates per province or state; seeded from core/payments' table, editable (province-tax/). */
export const provinceTaxes = pgTable('province_taxes', {
  regionCode: text('region_code').primaryKey(), // 'ON', 'QC', 'VT'…
  country: text('country').notNull(),
  gst: rate('gst').notNull().default('0'),
  pst: rate('pst').notNull().default('0'),
  hst: rate('hst').notNull().default('0'),
  qst: rate('qst').notNull().default('0'),
  /** US state rate (the USA has no GST/PST/HST/QST). */
  state: rate('state').notNull().default('0'),
  source: text('source').notNull().default(''),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/** An order's record per payment method (spec 002 "Payment type record"): the details last priced. */
export const orderPaymentTypes = pgTable('order_payment_types', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  method: text('method').notNull(), // 'cash' | 'finance' | 'lease'
  isActive: boolean('is_active').notNull().default(false),
  includeTax: boolean('include_tax').notNull().default(true),
  term: integer('term'),
  /** rate_overwritten: the dealer's rate over the lender program's; null = the program's. */
  rate: rate('rate'),
  paymentFrequency: text('payment_frequency').notNull().default('monthly'),
  creditScore: integer('credit_score'),
  downPaymentCents: integer('down_payment_cents').notNull().default(0),
  distanceAllowance: integer('distance_allowance'),
  tradeInType: text('trade_in_type').notNull().default('none'),
  tradeInCreditCents: integer('trade_in_credit_cents').notNull().default(0),
  tradeInOwingCents: integer('trade_in_owing_cents').notNull().default(0),
  postalCode: text('postal_code'),
  lenderId: integer('lender_id').references(() => lenders.id, { onDelete: 'set null' }),
  /** The last quote: total purchase price and payment, kept for lists and the customer side. */
  totalPurchasePriceCents: bigint('total_purchase_price_cents', { mode: 'number' }),
  paymentCents: bigint('payment_cents', { mode: 'number' }),
  pricedAt: tstz('priced_at'),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('order_payment_types_order_method_idx').on(t.orderId, t.method)]);

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

/** Uploaded images and PDFs (add-on media), kept in the database so every server of a fleet serves them. */
export const media = pgTable('media', {
  id: text('id').primaryKey(), // random, unguessable
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  fileName: text('file_name').notNull().default(''),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

/** Accessories (spec 002 section 3), categories A, E, I. */
export const accessories = pgTable('accessories', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  category: text('category').notNull(), // 'A' | 'E' | 'I'
  titleEn: text('title_en').notNull(),
  titleFr: text('title_fr').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionFr: text('description_fr').notNull().default(''),
  sku: text('sku').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  installationChargeOverrideCents: integer('installation_charge_override_cents'),
  preInstalled: boolean('pre_installed').notNull().default(false),
  active: boolean('active').notNull().default(true),
  vehicleTypes: jsonb('vehicle_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  imageMediaId: text('image_media_id').references(() => media.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('accessories_dealership_idx').on(t.dealershipId, t.id)]);

export const protectionPlanTypes = pgTable('protection_plan_types', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull().default(''),
});

/** A product of a PEN (provider exchange network) provider whose localized prices a plan may use. */
export const penProducts = pgTable('pen_products', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  provider: text('provider').notNull().default(''),
  productCode: text('product_code').notNull().default(''),
  coverages: jsonb('coverages').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
});

/** Protection plans (spec 002 section 3): category protection_plan, vw_upgrade, ppp or q. */
export const protectionPlans = pgTable('protection_plans', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull().default(''),
  description: text('description').notNull().default(''),
  descriptionFr: text('description_fr').notNull().default(''),
  typeId: integer('type_id').references(() => protectionPlanTypes.id, { onDelete: 'set null' }),
  paymentTypes: jsonb('payment_type').$type<string[]>().notNull().default(sql`'["cash","finance","lease"]'::jsonb`),
  vehicleConditions: jsonb('vehicle_condition').$type<string[]>().notNull().default(sql`'["New","Used"]'::jsonb`),
  vehicleTypes: jsonb('vehicle_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  pdfUrl: text('pdf_url').notNull().default(''),
  pdfUrlFr: text('pdf_url_fr').notNull().default(''),
  videoUrl: text('video_url').notNull().default(''),
  videoUrlFr: text('video_url_fr').notNull().default(''),
  gst: boolean('gst').notNull().default(false),
  hst: boolean('hst').notNull().default(false),
  pst: boolean('pst').notNull().default(false),
  qst: boolean('qst').notNull().default(false),
  usePenForLocalizedPrices: boolean('use_pen_for_localized_prices').notNull().default(false),
  penCoverage: text('pen_coverage').notNull().default(''),
  penProductId: integer('pen_product_for_coverage').references(() => penProducts.id, { onDelete: 'set null' }),
  productCode: text('product_code').notNull().default(''),
  durationType: text('duration_type').notNull().default('months'),
  customDurationLabelEn: text('custom_duration_label_en').notNull().default(''),
  customDurationLabelFr: text('custom_duration_label_fr').notNull().default(''),
  active: boolean('active').notNull().default(true),
  imageMediaId: text('image_media_id').references(() => media.id, { onDelete: 'set null' }),
  pdfMediaId: text('pdf_media_id').references(() => media.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('protection_plans_dealership_idx').on(t.dealershipId, t.id)]);

/** A plan's price for a term (months) and distance (km or miles; null = unlimited), optionally by vehicle price band. */
export const protectionPlanPrices = pgTable('protection_plan_prices', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id').notNull().references(() => protectionPlans.id, { onDelete: 'cascade' }),
  term: integer('term').notNull(),
  distance: integer('distance'),
  priceCents: integer('price_cents').notNull(),
  minVehiclePriceCents: integer('min_vehicle_price_cents'),
  maxVehiclePriceCents: integer('max_vehicle_price_cents'),
}, (t) => [index('protection_plan_prices_plan_idx').on(t.planId)]);

/** Which sales taxes apply to a plan in a province (overrides the plan's gst/hst/pst/qst flags there). */
export const protectionPlanProvinceTaxes = pgTable('protection_plan_province_taxes', {
  planId: integer('plan_id').notNull().references(() => protectionPlans.id, { onDelete: 'cascade' }),
  provinceCode: text('province_code').notNull(),
  gst: boolean('gst').notNull().default(false),
  hst: boolean('hst').notNull().default(false),
  pst: boolean('pst').notNull().default(false),
  qst: boolean('qst').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.planId, t.provinceCode] })]);

/** Questions asked to the customer about add-ons (aftermarket questions). */
export const aftermarketQuestions = pgTable('aftermarket_questions', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  questionEn: text('question_en').notNull(),
  questionFr: text('question_fr').notNull().default(''),
  fieldType: text('field_type').notNull().default('boolean'),
  choices: jsonb('choices').$type<{ en: string; fr: string }[]>().notNull().default(sql`'[]'::jsonb`),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
}, (t) => [index('aftermarket_questions_dealership_idx').on(t.dealershipId)]);
