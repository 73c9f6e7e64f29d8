import type { Vehicle } from '../vehicle';

/**
 * A vehicle's advertised payment for one method: what the pricing worksheet shows for that vehicle
 * on a new deal (the store's default term, down payment, frequency and lender; no trade-in, add-on
 * or customer postal code; the fees and incentives that apply by default). Money in cents.
 * Computed by core/payments/advertised-payments.ts, the worksheet's own path.
 */
export interface AdvertisedQuote {
  readonly method: 'finance' | 'lease';
  /** Per period, with taxes when the store's settings include them (as the worksheet). */
  readonly paymentCents: number;
  /** weekly, biweekly, semimonthly or monthly (the engine's frequencies). */
  readonly frequency: string;
  readonly term: number;
  readonly numberOfPayments: number | null;
  /** The APR in hundredths of a percent (699 = 6.99 %); null when the engine gives none. */
  readonly aprHundredths: number | null;
  readonly downPaymentCents: number;
  readonly sellingPriceCents: number;
  /** Lease: the yearly distance allowance (km or miles); finance: null. */
  readonly distanceAllowance: number | null;
}

export interface AdvertisedPayments {
  /** Null: the store cannot price it (no lender, a term its program lacks…), as the worksheet would refuse it. */
  readonly finance: AdvertisedQuote | null;
  readonly lease: AdvertisedQuote | null;
}

/** One vehicle's advertised payments, priced with data read once per store. */
export type VehiclePricer = (vehicle: Vehicle) => AdvertisedPayments;

/** The payments area seen from the feeds: a store's pricer, its settings, lenders, fees and taxes read once. */
export interface FeedPricing {
  pricerFor(store: { readonly id: number; readonly country: 'CA' | 'US'; readonly provinceCode: string }): Promise<VehiclePricer>;
}
