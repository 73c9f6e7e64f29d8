import type { Observable } from 'rxjs';
import type { BreakdownInput, BreakdownLine } from '@dealer-panel/core/payments/engine/breakdown';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { PaymentFrequency } from '@dealer-panel/core/payments/engine/frequency';
import type { Quote, QuoteTax } from '@dealer-panel/core/payments/engine/quote';
import type { FieldErrorMap, FormProblem } from '../../../shared/form-problem';

// The worksheet shows the engine's own quote: the same type the server computes (core/payments/quote.ts).
export type { BreakdownInput, BreakdownLine, Quote, QuoteTax };

/**
 * The body of a pricing request: spec 002 section 3 "payment details sent for a quote" and the
 * calculation keys, money as decimal strings in dollars ("2500.00"), ids for the selections. A key
 * left out is empty (payment-details.ts says which may be): the server uses its default, as the
 * engine's `parseDeal` does (down payment 0, the dealership's province, the lender program's rate,
 * no credit score, no protection plan).
 */
export interface PricingDetails {
  readonly term?: number;
  readonly down_payment?: string;
  readonly payment_frequency?: PaymentFrequency;
  readonly distance_allowance?: number;
  /** The rate the dealer typed over the lender program's (APR percent, or a money factor for a lease under that method). */
  readonly rate_overwritten?: string;
  /** Digits ("720"), USA only: the server refuses a score in Canada. */
  readonly credit_score?: string;
  readonly trade_in_credit: string;
  readonly trade_in_owing: string;
  readonly postal_code?: string;
  readonly include_tax: boolean;
  /** Left out: the order's own selection of fees (the worksheet did not load the choices). */
  readonly fees?: readonly number[];
  readonly discounts?: readonly number[];
  readonly incentives: readonly number[];
  readonly accessories: readonly number[];
  readonly install_accessories_ids: readonly number[];
  readonly protections?: readonly number[];
}

/**
 * What pricing one method answers:
 * - `priced`: the engine's quote, breakdown included;
 * - `rejected`: HTTP 400, the deal's field errors (codes of core/payments/deal-error-codes.ts) keyed
 *   by the body's names ("down_payment", "rate_overwritten", "fees.0.amount");
 * - `failed`: any other failure; `problem` is null when the client already told the user (a
 *   session redirect: spec 002 section 8, "a caught enhanced error returns nothing").
 */
export type PricingOutcome =
  | { readonly kind: 'priced'; readonly quote: Quote }
  | { readonly kind: 'rejected'; readonly errors: FieldErrorMap }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null };

/**
 * Prices one payment method of an order with the given details and answers once.
 *
 * The real implementation will call `POST /api/dealer/payment-type/{id}/pricing/` through the
 * HTTP client: `{id}` is the order's payment type record for `method` (an order has one per
 * method), the body is `details` plus `order`, and the server answers with the `Quote` of the
 * payment engine (core/payments/price-deal.ts) or HTTP 400 with per-field payment errors, which
 * become `rejected`; anything else becomes `failed`. The observable emits one outcome and
 * completes; unsubscribing cancels the request (the worksheet does so when a newer change wins).
 * It should not error, but the worksheet treats an error, or completing without an outcome, as
 * `failed` (technical, or already handled).
 */
export type PriceOrder = (orderId: number, method: PaymentMethod, details: PricingDetails) => Observable<PricingOutcome>;

/** What recording the chosen method answers: done, or failed (problem null when the client already told the user). */
export type ChooseOutcome =
  | { readonly kind: 'chosen' }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null };

/**
 * Records `method` as the order's payment method: `PATCH /api/dealer/payment-type/{id}/` with
 * `is_active: true` on that method's record (the server deactivates the others). Emits once.
 */
export type ChooseMethod = (orderId: number, method: PaymentMethod) => Observable<ChooseOutcome>;
