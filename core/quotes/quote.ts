import type { PaymentMethod } from '../payments/engine/deal';
import type { PaymentFrequency } from '../payments/engine/frequency';

/** A flow holds at most this many quotes (spec 001 section 4). */
export const MAX_QUOTES = 3;

/**
 * A quote flow's life (spec 001 section 4, "dealer activates, dealer submits, customer selects a
 * primary quote"); `draft` is the flow a deal gets on its first read, before the dealer activates it.
 */
export const FLOW_STATUSES = ['draft', 'active', 'submitted', 'selected'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

/** The payment details of one quote (spec 002 section 3, "payment details sent for a quote"), money in cents. */
export interface QuoteDetails {
  /** Months; null for cash. */
  readonly term: number | null;
  readonly downPaymentCents: number;
  readonly tradeInCreditCents: number;
  readonly tradeInOwingCents: number;
  /** Lease only (km or miles a year); null otherwise. */
  readonly distanceAllowance: number | null;
  readonly paymentFrequency: PaymentFrequency;
  readonly includeTax: boolean;
  /** Where the buyer lives (taxes); null: the customer record's. */
  readonly postalCode: string | null;
  readonly accessories: readonly number[];
  readonly installAccessoryIds: readonly number[];
  readonly protections: readonly number[];
  readonly optionsCodeList: readonly string[];
  readonly optionsPriceCents: number;
}

/** What the engine said of a quote's details, stored with them. */
export interface QuotePrice {
  readonly paymentCents: number;
  readonly sellingPriceCents: number;
  readonly totalTaxesCents: number;
  /** APR in percent as decimal text ("6.99"), null for cash. */
  readonly apr: string | null;
  readonly numberOfPayments: number | null;
}

/** The vehicle of a quote, as the builder shows it. */
export interface QuoteVehicle {
  readonly id: number;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly stockNumber: string;
  readonly stockStatus: string;
  readonly listingPriceCents: number;
  readonly image: string | null;
}

/** A quote (praq): a vehicle, a payment method, its payment details and price, an expiry. */
export interface Quote {
  readonly id: number;
  readonly dealershipId: number;
  readonly flowId: number;
  readonly orderId: number;
  readonly vehicle: QuoteVehicle;
  readonly method: PaymentMethod;
  readonly details: QuoteDetails;
  readonly price: QuotePrice;
  /** The customer's chosen (primary) quote. */
  readonly applied: boolean;
  /** Changed by hand since it was created or reset. */
  readonly touched: boolean;
  /** YYYY-MM-DD; null: the flow's. */
  readonly quoteExpiry: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A deal's quote flow. */
export interface QuoteFlow {
  readonly id: number;
  readonly dealershipId: number;
  readonly orderId: number;
  readonly status: FlowStatus;
  /** YYYY-MM-DD: every quote without its own expiry ends that day. */
  readonly quoteExpiry: string | null;
  readonly primaryQuoteId: number | null;
  /** The dealer's message sent with the quotes. */
  readonly message: string | null;
  readonly submittedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A new quote, priced. */
export interface NewQuote {
  readonly vehicleId: number;
  readonly method: PaymentMethod;
  readonly details: QuoteDetails;
  readonly price: QuotePrice;
  readonly quoteExpiry: string | null;
}

/** A quote's change, checked and priced; absent keys unchanged. */
export interface QuoteChange {
  readonly vehicleId?: number;
  readonly method?: PaymentMethod;
  readonly details?: QuoteDetails;
  readonly price?: QuotePrice;
  readonly quoteExpiry?: string | null;
  readonly touched?: boolean;
}

export interface FlowChange {
  readonly status?: FlowStatus;
  readonly quoteExpiry?: string | null;
  readonly message?: string | null;
  readonly submittedAt?: Date | null;
}
