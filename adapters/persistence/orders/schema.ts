import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships, users } from '../access/schema';
import { customers } from '../customers/schema';
import { vehicles } from '../inventory/schema';
import { createdAt, tstz } from '../shared/schema-columns';

// The orders context's table: deals.

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
  /** 'dealer' | 'customer' | null, from the status and the steps (core/shared/deal-states.ts). */
  awaiting: text('awaiting'),
  isArchived: boolean('is_archived').notNull().default(false),
  archivedStatusChangedAt: tstz('archived_status_changed_at'),
  archivedStatusChangedBy: integer('archived_status_changed_by').references(() => users.id),
  /** Why the deal was archived (core/customers/archive-reasons.ts); cleared when restored. */
  archiveReason: text('archive_reason'),
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
  /** When the deal closed (confirmed, completed or an ended status), null while open: its link ends 30 days later (core/customers/deal-link-lifetime.ts). */
  closedAt: tstz('closed_at'),
  /** When the staff last sent the link of a closed deal again (send_order_link/): it works 30 days from then. */
  linkRenewedAt: tstz('link_renewed_at'),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
}, (t) => [
  index('orders_customer_idx').on(t.customerId, t.isArchived),
  index('orders_dealership_archived_idx').on(t.dealershipId, t.isArchived, t.createdAt),
  // The analytics dashboard (index-only scans): deals created in a period with what the funnel and
  // the rep table read, and the active deals awaiting the dealer with how long.
  index('orders_analytics_created_idx').on(t.dealershipId, t.createdAt, t.customerId, t.confirmedAt, t.stepCustomerQuote, t.stepTradeIn, t.stepCreditApp, t.stepDeposit, t.stepAppointment),
  index('orders_awaiting_dealer_idx').on(t.dealershipId, t.updatedAt).where(sql`${t.awaiting} = 'dealer' and not ${t.isArchived}`),
  index('orders_vehicle_idx').on(t.vehicleId),
  index('orders_link_token_idx').on(t.linkToken), // public deal links (/deal/<token>)
  uniqueIndex('orders_dealership_commission_idx').on(t.dealershipId, t.commissionNumber).where(sql`${t.commissionNumber} is not null`),
]);

/** The deal timeline (core/orders/deal-timeline.ts): append-only, read per deal oldest first. */
export const orderTimeline = pgTable('order_timeline', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  event: text('event').notNull(),
  actor: text('actor').notNull(),
  actorUserId: integer('actor_user_id').references(() => users.id),
  detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [
  index('order_timeline_order_idx').on(t.orderId, t.id),
  // The analytics dashboard: what customers did in a period, then the deal's first staff act after it.
  index('order_timeline_dealership_actor_idx').on(t.dealershipId, t.actor, t.createdAt, t.orderId),
  index('order_timeline_order_actor_idx').on(t.orderId, t.actor, t.createdAt),
]);
