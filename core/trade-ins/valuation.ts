import type { Condition } from './condition';

/**
 * Valuation vendors (spec 000/001 "Trade-in vendors": none, autotrader ico, cbb, black book, trade
 * pending, vauto, rapid). `none` is the store's choice of no vendor, not a vendor: the six others
 * each answer behind the `ValuationVendor` port.
 */
export const VALUATION_VENDORS = ['autotrader_ico', 'cbb', 'black_book', 'trade_pending', 'vauto', 'rapid'] as const;
export type VendorName = (typeof VALUATION_VENDORS)[number];
export const isVendorName = (s: string): s is VendorName => (VALUATION_VENDORS as readonly string[]).includes(s);

/** Spec 001 section 8 "Trade-in valuation errors": a vendor's refusal, each with its own message. */
export const VALUATION_ERRORS = ['missing_cat_id', 'disabled', 'not_available', 'user_update_failed', 'auth_failed', 'unknown'] as const;
export type ValuationError = (typeof VALUATION_ERRORS)[number];

/** What a vendor is asked: the vehicle and its state. */
export interface ValuationRequest {
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly odometerKm: number;
  readonly condition: Condition;
  readonly vin: string | null;
  /** The store's province or state (prices are regional). */
  readonly region: string;
}

export type ValuationResult =
  | {
    readonly ok: true;
    /** The vendor's category (vehicle) id: cat_id. */
    readonly catId: string;
    /** The vendor's id of this estimate: etiID. */
    readonly estimateId: string;
    readonly valueCents: number;
    readonly rangeMinCents: number;
    readonly rangeMaxCents: number;
  }
  /** `reason` says more when there is more (`timeout`); the code is what the screen words. */
  | { readonly ok: false; readonly code: ValuationError; readonly reason: string | null };

/**
 * A valuation vendor. Contract (tests/conformance is the API test of every failure): `estimate`
 * never rejects — a refusal, an outage or a timeout is a `{ ok: false }` value; amounts are integer
 * cents with rangeMin ≤ value ≤ rangeMax; the same request answers the same estimate (idempotent).
 */
export interface ValuationVendor {
  readonly name: VendorName;
  estimate(request: ValuationRequest): Promise<ValuationResult>;
}

/** A vendor's latest answer for a trade-in, as kept. */
export interface StoredEstimate {
  readonly tradeInId: number;
  readonly vendor: VendorName;
  readonly result: ValuationResult;
  readonly createdAt: Date;
}

/**
 * ETI status (spec 001 section 4): awaiting provider (no vendor has answered yet), awaiting dealer
 * (estimates, no offer yet) — both count as awaiting an offer — and estimate applied (an offer made).
 */
export type EtiStatus = 'awaiting_provider' | 'awaiting_dealer' | 'estimate_applied';

export function etiStatusOf(estimates: readonly StoredEstimate[], offers: number): EtiStatus {
  if (offers > 0) return 'estimate_applied';
  return estimates.some((e) => e.result.ok) ? 'awaiting_dealer' : 'awaiting_provider';
}
