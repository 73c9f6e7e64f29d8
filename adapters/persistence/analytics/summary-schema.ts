import { bigint, date, integer, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';

// The dashboard's per-store, per-day summaries (issue 17's 200 ms target, session 12). Each row is
// the sum of the facts of one store, one UTC day and one key; the database keeps them exact in
// the same statement as the facts, by triggers written in migration 0026_analytics_summaries
// (inserts, updates and deletes of customers, orders, order_timeline, deposits, trade-in offers and
// page_events, whoever
// writes them). A whole-day period then reads at most one row per day and key instead of every
// row (adapters/persistence/analytics/drizzle-analytics-summary.ts). No foreign keys: a deleted
// store's rows are never read again, and a cascade must not race its own triggers.

/** Customers not merged away, by the day they came in, their lead type and their sales rep. */
export const analyticsDailyLeads = pgTable('analytics_daily_leads', {
  dealershipId: integer('dealership_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  leadType: text('lead_type').notNull(),
  salesRepId: integer('sales_rep_id'),
  leads: integer('leads').notNull().default(0),
}, (t) => [unique('analytics_daily_leads_key').on(t.dealershipId, t.day, t.leadType, t.salesRepId).nullsNotDistinct()]);

/** Deals by the day they were made and their customer's sales rep: how many, and how many reached each funnel step. */
export const analyticsDailyDeals = pgTable('analytics_daily_deals', {
  dealershipId: integer('dealership_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  salesRepId: integer('sales_rep_id'),
  deals: integer('deals').notNull().default(0),
  quote: integer('quote').notNull().default(0),
  tradeIn: integer('trade_in').notNull().default(0),
  creditApp: integer('credit_app').notNull().default(0),
  deposit: integer('deposit').notNull().default(0),
  appointment: integer('appointment').notNull().default(0),
  sold: integer('sold').notNull().default(0),
}, (t) => [unique('analytics_daily_deals_key').on(t.dealershipId, t.day, t.salesRepId).nullsNotDistinct()]);

/**
 * The first-response figure's pieces. For each deal and each distinct time a customer acted on its
 * timeline: the day of that act, the day of the same deal's customer act just before it (null when
 * none), whether a staff act came at or after it and how long after. A deal's first act in a period
 * of whole days [start, end) is the one whose day is in the period and whose previous act's day is
 * before `start` — so the figure is a sum over (day, previous day) rows.
 */
export const analyticsDailyFirstActs = pgTable('analytics_daily_first_acts', {
  dealershipId: integer('dealership_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  previousDay: date('previous_day', { mode: 'string' }),
  acts: integer('acts').notNull().default(0),
  answered: integer('answered').notNull().default(0),
  answerSeconds: numeric('answer_seconds').notNull().default('0'),
}, (t) => [unique('analytics_daily_first_acts_key').on(t.dealershipId, t.day, t.previousDay).nullsNotDistinct()]);

/** Page views (page_events) by day and page. */
export const analyticsDailyPageViews = pgTable('analytics_daily_page_views', {
  dealershipId: integer('dealership_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  page: text('page').notNull(),
  views: integer('views').notNull().default(0),
}, (t) => [unique('analytics_daily_page_views_key').on(t.dealershipId, t.day, t.page)]);

/** Deposits by the day they were made and their currency: how many, held, captured and refunded. */
export const analyticsDailyDeposits = pgTable('analytics_daily_deposits', {
  dealershipId: integer('dealership_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  currency: text('currency').notNull(),
  deposits: integer('deposits').notNull().default(0),
  held: integer('held').notNull().default(0),
  heldCents: bigint('held_cents', { mode: 'number' }).notNull().default(0),
  captured: integer('captured').notNull().default(0),
  capturedCents: bigint('captured_cents', { mode: 'number' }).notNull().default(0),
  refunded: integer('refunded').notNull().default(0),
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ name: 'analytics_daily_deposits_key', columns: [t.dealershipId, t.day, t.currency] })]);

/** Trade-in offers by the day they were made (the trade-in's store): made and accepted. */
export const analyticsDailyOffers = pgTable('analytics_daily_offers', {
  dealershipId: integer('dealership_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  made: integer('made').notNull().default(0),
  accepted: integer('accepted').notNull().default(0),
}, (t) => [primaryKey({ name: 'analytics_daily_offers_key', columns: [t.dealershipId, t.day] })]);

/**
 * The awaiting-the-dealer snapshot's pieces: active deals awaiting the dealer and the sum of their
 * `updated_at` in epoch seconds, so that their total wait at any instant is count × now − sum. Split
 * in 16 rows a store by deal id so that two deals written at once rarely wait on the same row.
 */
export const analyticsAwaitingDealer = pgTable('analytics_awaiting_dealer', {
  dealershipId: integer('dealership_id').notNull(),
  bucket: integer('bucket').notNull(),
  deals: integer('deals').notNull().default(0),
  updatedEpochs: numeric('updated_epochs').notNull().default('0'),
}, (t) => [primaryKey({ name: 'analytics_awaiting_dealer_key', columns: [t.dealershipId, t.bucket] })]);
