import type { DepositMode, DepositState } from '../shared/deal-states';

/** What the customer's money looks like on the deal card (spec 001 section 3). */
export const PAYMENT_STATUSES = ['paid', 'unpaid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const DEPOSIT_CURRENCIES = ['CAD', 'USD'] as const;
export type DepositCurrency = (typeof DEPOSIT_CURRENCIES)[number];

/** A refund or transfer reason: one of the dealership's reasons (refund-reasons/, transfer-reasons/) or "other" with free text. */
export type DepositReason = { readonly reasonId: number } | { readonly other: string };

/**
 * A deposit on a deal. Money in cents: `capturedCents` is what the customer paid (captured, charged,
 * marked as paid or transferred in), `refundedCents` what went back, `transferredOutCents` what was
 * moved to another deal's deposit. What the deposit holds is `paidCents(d)`.
 */
export interface Deposit {
  readonly id: number;
  readonly dealershipId: number;
  readonly orderId: number;
  readonly customerId: number;
  readonly mode: DepositMode;
  readonly state: DepositState;
  readonly paymentStatus: PaymentStatus;
  /** The amount asked of the customer (a custom deposit sets it). */
  readonly amountCents: number;
  readonly capturedCents: number;
  readonly refundedCents: number;
  readonly transferredOutCents: number;
  readonly currency: DepositCurrency;
  /** The processor's payment (a Stripe PaymentIntent id); a transferred-in deposit keeps the source's. */
  readonly processorPaymentId: string | null;
  readonly processorRefundIds: readonly string[];
  /** Paid outside the system (mark_as_paid/): no processor holds this money. */
  readonly paidOutside: boolean;
  readonly holdExpiresAt: Date | null;
  readonly refundReason: DepositReason | null;
  readonly transferReason: DepositReason | null;
  readonly transferredToDepositId: number | null;
  readonly transferredFromDepositId: number | null;
  /** The last decline's code (card_declined, insufficient_funds…), shown on a rejected deposit. */
  readonly declineCode: string | null;
  /** Optimistic concurrency: every save increments it; the repository refuses a stale one. */
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What the deposit holds now: paid, less refunded, less transferred out. */
export const paidCents = (d: Pick<Deposit, 'capturedCents' | 'refundedCents' | 'transferredOutCents'>): number =>
  d.capturedCents - d.refundedCents - d.transferredOutCents;

/** The payment status follows the money: paid while anything is held as paid, refunded once all of it went back, else unpaid. */
export function paymentStatusOf(d: Pick<Deposit, 'capturedCents' | 'refundedCents' | 'transferredOutCents'>): PaymentStatus {
  if (paidCents(d) > 0) return 'paid';
  return d.refundedCents > 0 && d.transferredOutCents === 0 ? 'refunded' : 'unpaid';
}

/**
 * Card networks keep an authorisation about 7 days (Stripe releases an uncaptured card payment
 * after 7 days), so a hold lasts 7 days unless the dealership sets a shorter period.
 */
export const DEFAULT_HOLD_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

/** The fields a new deposit starts with: `created`, unpaid, nothing moved. */
export interface NewDeposit {
  readonly dealershipId: number;
  readonly orderId: number;
  readonly customerId: number;
  readonly mode: DepositMode;
  readonly amountCents: number;
  readonly currency: DepositCurrency;
}

/** A new deposit as the repository stores it (it assigns the id). */
export function newDeposit(input: NewDeposit, id: number, now: Date): Deposit {
  return {
    ...input, id, state: 'created', paymentStatus: 'unpaid', capturedCents: 0, refundedCents: 0, transferredOutCents: 0,
    processorPaymentId: null, processorRefundIds: [], paidOutside: false, holdExpiresAt: null, refundReason: null,
    transferReason: null, transferredToDepositId: null, transferredFromDepositId: null, declineCode: null, version: 1,
    createdAt: now, updatedAt: now,
  };
}

/** What money moves with an action (the use case asks the processor for exactly this, or nothing). */
export type DepositMovement =
  | { readonly kind: 'none' }
  | { readonly kind: 'hold'; readonly amountCents: number }
  | { readonly kind: 'release'; readonly amountCents: number }
  | { readonly kind: 'capture'; readonly amountCents: number }
  | { readonly kind: 'charge'; readonly amountCents: number }
  | { readonly kind: 'paid_outside'; readonly amountCents: number }
  /** `outside`: the money was taken outside the system, so it goes back outside too (no processor call). */
  | { readonly kind: 'refund'; readonly amountCents: number; readonly outside: boolean }
  | { readonly kind: 'transfer'; readonly amountCents: number; readonly fromDepositId: number; readonly toDepositId: number };

export const NO_MOVEMENT: DepositMovement = { kind: 'none' };

/** Why the state machine refused (a code the screen words, plus the state and action it was asked). */
export const DEPOSIT_REFUSALS = [
  'deposit.transition_refused', 'deposit.not_refundable', 'deposit.refund_exceeds_paid', 'deposit.refund_exceeds_left', 'deposit.invalid_amount',
  'deposit.hold_expired', 'deposit.hold_not_expired', 'deposit.already_captured', 'deposit.wrong_mode',
  'deposit.not_transferable', 'deposit.transfer_other_customer', 'deposit.transfer_same_deposit',
  'deposit.transfer_target_not_empty', 'deposit.currency_mismatch', 'deposit.reason_required', 'deposit.amount_locked',
] as const;
export type DepositRefusalCode = (typeof DEPOSIT_REFUSALS)[number];

export interface DepositRefusal {
  readonly _tag: 'DepositRefusal';
  readonly code: DepositRefusalCode;
  readonly state: DepositState;
  readonly action: string;
}

/** A reason is valid when it names a reason, or says "other" in at most 500 characters of text. */
export function isValidReason(reason: DepositReason): boolean {
  if ('reasonId' in reason) return Number.isSafeInteger(reason.reasonId) && reason.reasonId > 0;
  const text = reason.other.trim();
  return text.length > 0 && text.length <= 500;
}
