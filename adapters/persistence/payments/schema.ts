import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships, users } from '../access/schema';
import { orders } from '../orders/schema';
import { createdAt, rate, tstz, updatedAt } from '../shared/schema-columns';

// The payments context's tables: payment settings, lenders and their programs, incentives, sales
// taxes, payment type records. Money in integer cents; rates as exact `numeric` (decimal strings).

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

/**
 * A store's local sales tax rates (US county, city, district) by ZIP or ZIP prefix, from a date
 * (issue 32): the buyer's ZIP picks one per deal (core/payments/local-tax-rates.ts). One rate per
 * store, prefix and date; a later date replaces it from then on.
 */
export const localTaxRates = pgTable('local_tax_rates', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  zipPrefix: text('zip_prefix').notNull(), // one to five digits
  percent: rate('percent').notNull(),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('local_tax_rates_store_prefix_date_idx').on(t.dealershipId, t.zipPrefix, t.effectiveFrom)]);

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
 * Desking pencils (issue 18.1): each stored change of a payment type's deal, who made it and when,
 * the details that changed, the payment before and after, and the details priced (to put back).
 */
export const deskingPencils = pgTable('desking_pencils', {
  id: serial('id').primaryKey(),
  paymentTypeId: integer('payment_type_id').notNull().references(() => orderPaymentTypes.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  source: text('source').notNull(), // 'worksheet' | 'grid' | 'target' | 'restore'
  changed: jsonb('changed').$type<string[]>().notNull(),
  oldPaymentCents: bigint('old_payment_cents', { mode: 'number' }),
  newPaymentCents: bigint('new_payment_cents', { mode: 'number' }).notNull(),
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
}, (t) => [index('desking_pencils_payment_type_idx').on(t.paymentTypeId, t.id)]);
