import type { Observable } from 'rxjs';
import type { BreakdownInput, BreakdownLine } from '@dealer-panel/core/payments/engine/breakdown';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { Quote, QuoteTax } from '@dealer-panel/core/payments/engine/quote';
import type { PricingRequest } from '../../../../adapters/http/contract/payments/payments';
import type { FieldErrorMap, FormProblem } from '../../../shared/form-problem';

// The worksheet shows the engine's own quote: the same type the server computes (core/payments/engine/quote.ts).
export type { BreakdownInput, BreakdownLine, Quote, QuoteTax };

/** Keys a pricing request may leave out: empty (payment-details.ts says when). */
type OptionalKey = 'term' | 'down_payment' | 'payment_frequency' | 'distance_allowance' | 'rate_overwritten' | 'credit_score'
  | 'postal_code' | 'fees' | 'discounts' | 'protections';
/** Keys the worksheet always sends: the trade-in is never empty, the tax choice and the selections always say. */
type SentKey = 'trade_in_credit' | 'trade_in_owing' | 'include_tax' | 'incentives' | 'accessories' | 'install_accessories_ids';
/** The contract's mutable lists as the worksheet holds them: read-only. */
type ReadonlyList<V> = V extends readonly (infer U)[] ? readonly U[] : V;
/** The worksheet sends the contract's plain forms: no null (which the contract accepts as "empty" from other clients). */
type ReadonlyLists<T> = { readonly [K in keyof T]: ReadonlyList<Exclude<T[K], null>> };

/**
 * The body of a pricing request: the contract's `PricingRequest` (spec 002 section 3 "payment
 * details sent for a quote" and the calculation keys), without what the worksheet does not send
 * (`order` is added by the HTTP source; no trade-in type, options or inventory), money as decimal
 * strings in dollars ("2500.00"), ids for the selections. A key left out is empty: the server uses
 * its default, as the engine's `parseDeal` does (down payment 0, the dealership's province, the
 * lender program's rate, no credit score, no protection plan). Left out `fees`/`discounts`: the
 * order's own selection (the worksheet did not load the choices). `rate_overwritten` is the rate
 * the dealer typed over the lender program's (APR percent, or a money factor for a lease under that
 * method); `credit_score` is digits ("720"), USA only: the server refuses a score in Canada.
 */
export type PricingDetails = ReadonlyLists<Pick<PricingRequest, OptionalKey> & Required<Pick<PricingRequest, SentKey>>>;

/**
 * What pricing one method answers:
 * - `priced`: the engine's quote, breakdown included (the contract's `PricingResponse.quote`, read
 *   back into the engine's type by `quoteFromBody`, so the answer is not repeated here either);
 * - `rejected`: HTTP 400, the deal's field errors (codes of core/payments/engine/deal-error-codes.ts) keyed
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
 * The HTTP implementation (http-worksheet-source.ts) calls `POST /api/dealer/payment-type/{id}/pricing/` through the
 * HTTP client: `{id}` is the order's payment type record for `method` (an order has one per
 * method), the body is `details` plus `order`, and the server answers with the `Quote` of the
 * payment engine (core/payments/engine/price-deal.ts) or HTTP 400 with per-field payment errors, which
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
