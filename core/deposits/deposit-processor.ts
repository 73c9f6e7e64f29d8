import type * as TE from 'fp-ts/TaskEither';
import type { DepositCurrency } from './deposit';

/** Why a card was declined (Stripe's decline codes of the same names): the customer tries another card. */
export const DECLINE_CODES = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'incorrect_number', 'lost_card', 'stolen_card'] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];
export interface CardDeclined {
  readonly _tag: 'CardDeclined';
  readonly code: DeclineCode;
}

/** Why the processor refused an act on an existing payment. */
export const PAYMENT_REFUSALS = [
  'unknown_payment', 'hold_expired', 'already_captured', 'already_canceled', 'not_captured', 'refund_exceeds_captured',
  'invalid_amount', 'idempotency_key_reused',
] as const;
export type PaymentRefusalCode = (typeof PAYMENT_REFUSALS)[number];
export interface PaymentRefused {
  readonly _tag: 'PaymentRefused';
  readonly code: PaymentRefusalCode;
  /** The processor's own words, for the audit trail and support (never shown as is to the customer). */
  readonly message: string;
}
export const paymentRefused = (code: PaymentRefusalCode, message: string): PaymentRefused => ({ _tag: 'PaymentRefused', code, message });

/**
 * The processor's view of one payment. `held`: authorised, not captured (PaymentIntent
 * `requires_capture`); `captured`: the money was taken (`succeeded`); `canceled`: released on our
 * request; `expired`: released by the processor after its hold period (`canceled` with reason
 * `automatic`); `declined`: the card was refused (`requires_payment_method` with a last error);
 * `requires_action`: the card's bank asks the customer to authenticate (3-D Secure) at
 * `nextActionUrl` before anything is decided (PaymentIntent `requires_action` with
 * `next_action.redirect_to_url`).
 */
export type ProcessorPaymentStatus = 'held' | 'captured' | 'canceled' | 'expired' | 'declined' | 'requires_action';

export interface ProcessorPayment {
  readonly paymentId: string;
  readonly depositId: number;
  readonly status: ProcessorPaymentStatus;
  readonly amountCents: number;
  readonly capturedCents: number;
  readonly refundedCents: number;
  readonly currency: DepositCurrency;
  /** When an uncaptured hold is released (Stripe's `capture_before`); null once captured or released. */
  readonly holdExpiresAt: Date | null;
  readonly declineCode: DeclineCode | null;
  /** Where the customer authenticates while the payment is `requires_action` (absent or null otherwise). */
  readonly nextActionUrl?: string | null;
}

/** Every call names the dealership's connected account and carries our idempotency key through. */
interface ProcessorCall {
  readonly accountId: string;
  readonly idempotencyKey: string;
}

export interface PaymentRequest extends ProcessorCall {
  /** Stored as the payment's metadata (`deposit_id`): reconciliation finds the payment by it. */
  readonly depositId: number;
  readonly amountCents: number;
  readonly currency: DepositCurrency;
  /** The card to charge: a PaymentMethod id for Stripe, a test card number for the simulated processor. */
  readonly paymentMethod: string;
  /** Where the customer comes back after authenticating (3-D Secure); without it a card that asks for it is declined. */
  readonly returnUrl?: string;
}

export interface PaymentAct extends ProcessorCall {
  readonly paymentId: string;
}

export interface AmountAct extends PaymentAct {
  readonly amountCents: number;
}

/**
 * Moves the money of deposits (issue 14). Contract, the same for every adapter
 * (tests/conformance/deposit-processor.contract.ts):
 * - `createHold` authorises without taking the money (Stripe: a PaymentIntent with
 *   `capture_method: 'manual'`, confirmed at once); `charge` takes it at once (`capture_method:
 *   'automatic'`). A refused card is CardDeclined, and the payment exists as `declined`.
 * - `capture` takes the held amount, once (`paymentIntents.capture`); after the hold expired it is
 *   PaymentRefused `hold_expired`. `cancel` releases a hold (`paymentIntents.cancel`); a captured
 *   payment is `already_captured`. `refund` returns part or all of what was captured
 *   (`refunds.create`, `amount`), never more (`refund_exceeds_captured`); partial refunds add up.
 * - Idempotency: the same `idempotencyKey` with the same request answers the first answer (a
 *   decline or refusal included) and moves no money again; with another request it is
 *   PaymentRefused `idempotency_key_reused` (Stripe's idempotency_error).
 * - `retrieve` and `findByDeposit` read the processor's view (for reconciliation); null or empty
 *   when it knows nothing. Technical failures (unreachable, 5xx, a timeout) reject: the outcome is then unknown.
 */
export interface DepositProcessor {
  readonly kind: 'simulated' | 'stripe';
  createHold(request: PaymentRequest): TE.TaskEither<CardDeclined | PaymentRefused, ProcessorPayment>;
  charge(request: PaymentRequest): TE.TaskEither<CardDeclined | PaymentRefused, ProcessorPayment>;
  capture(act: PaymentAct): TE.TaskEither<PaymentRefused, ProcessorPayment>;
  cancel(act: PaymentAct): TE.TaskEither<PaymentRefused, ProcessorPayment>;
  refund(act: AmountAct): TE.TaskEither<PaymentRefused, { readonly refundId: string; readonly payment: ProcessorPayment }>;
  retrieve(accountId: string, paymentId: string): Promise<ProcessorPayment | null>;
  findByDeposit(accountId: string, depositId: number): Promise<readonly ProcessorPayment[]>;
}
