import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships } from '../access/schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';
import { createdAt, tstz, updatedAt } from '../shared/schema-columns';

// The quotes context's tables (issue 15): one quote flow per deal, and its quotes (at most 3).

/** The payment details of a quote as stored (core/quotes/quote.ts QuoteDetails, money in cents). */
export interface StoredQuoteDetails {
  readonly term: number | null;
  readonly downPaymentCents: number;
  readonly tradeInCreditCents: number;
  readonly tradeInOwingCents: number;
  readonly distanceAllowance: number | null;
  readonly paymentFrequency: string;
  readonly includeTax: boolean;
  readonly postalCode: string | null;
  readonly accessories: number[];
  readonly installAccessoryIds: number[];
  readonly protections: number[];
  readonly optionsCodeList: string[];
  readonly optionsPriceCents: number;
}

/** A deal's quote flow: draft → active → submitted → selected. */
export const quoteFlows = pgTable('quote_flows', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('draft'),
  /** YYYY-MM-DD. */
  quoteExpiry: text('quote_expiry'),
  primaryQuoteId: integer('primary_quote_id'),
  message: text('message'),
  submittedAt: tstz('submitted_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('quote_flows_order_idx').on(t.orderId),
  index('quote_flows_dealership_idx').on(t.dealershipId),
]);

/** A quote: a vehicle, a method, its details and the engine's price. */
export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  flowId: integer('flow_id').notNull().references(() => quoteFlows.id, { onDelete: 'cascade' }),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  vehicleId: integer('vehicle_id').notNull().references(() => vehicles.id),
  method: text('method').notNull(),
  details: jsonb('details').$type<StoredQuoteDetails>().notNull(),
  paymentCents: integer('payment_cents').notNull(),
  sellingPriceCents: integer('selling_price_cents').notNull(),
  totalTaxesCents: integer('total_taxes_cents').notNull(),
  apr: text('apr'),
  numberOfPayments: integer('number_of_payments'),
  applied: boolean('applied').notNull().default(false),
  touched: boolean('touched').notNull().default(false),
  /** YYYY-MM-DD; null: the flow's. */
  quoteExpiry: text('quote_expiry'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('quotes_flow_idx').on(t.flowId, t.id),
  index('quotes_dealership_idx').on(t.dealershipId),
  index('quotes_vehicle_idx').on(t.vehicleId),
]);
