import { createHash } from 'node:crypto';
import * as E from 'fp-ts/Either';
import Stripe from 'stripe';
import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import { DEFAULT_HOLD_PERIOD_MS, type DepositCurrency } from '@dealer-panel/core/deposits/deposit';
import {
  DECLINE_CODES, paymentRefused, type CardDeclined, type DeclineCode, type DepositProcessor, type PaymentAct, type PaymentRefused,
  type PaymentRefusalCode, type PaymentRequest, type ProcessorPayment,
} from '@dealer-panel/core/deposits/deposit-processor';

export interface StripeDepositProcessorOptions {
  readonly secretKey: string;
  readonly clock: Clock;
  /** Tests point the client at a local fake (stripe-card-processor.ts does the same). */
  readonly endpoint?: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };
}

type PaymentIntent = Stripe.PaymentIntent;
const EXPAND = ['latest_charge'];

/**
 * Stripe's idempotency key for ours: ours with a prefix, or its SHA-256 when it would pass Stripe's
 * 255 characters. The same key of ours is always the same key at Stripe, so a retry is a replay.
 */
export function stripeIdempotencyKey(ours: string): string {
  return ours.length <= 200 ? `dealer-panel:${ours}` : `dealer-panel:sha256:${createHash('sha256').update(ours).digest('hex')}`;
}

const isDecline = (code: string | undefined): code is DeclineCode => (DECLINE_CODES as readonly string[]).includes(code ?? '');
/** Stripe's decline_code when it is one we name (insufficient_funds, lost_card…), else its code (expired_card…), else card_declined. */
export function declineOf(error: { readonly code?: string | null | undefined; readonly decline_code?: string | null | undefined } | null | undefined): DeclineCode {
  const decline = error?.decline_code ?? undefined;
  const code = error?.code ?? undefined;
  if (isDecline(decline)) return decline;
  return isDecline(code) ? code : 'card_declined';
}

const chargeOf = (pi: PaymentIntent): Stripe.Charge | null => (typeof pi.latest_charge === 'object' ? pi.latest_charge : null);
const captureBefore = (pi: PaymentIntent): number | null => {
  const at = chargeOf(pi)?.payment_method_details?.card?.capture_before;
  return typeof at === 'number' ? at * 1000 : null;
};

/**
 * Our view of a PaymentIntent (core/deposits/deposit-processor.ts): requires_capture → held (expired
 * once its charge's capture_before passed), succeeded → captured, canceled → canceled (expired when
 * Stripe released it itself: cancellation_reason automatic), requires_payment_method after an error
 * → declined. Null for a payment still on its way (processing…): nothing is decided yet.
 */
export function paymentOf(pi: PaymentIntent, now: Date): ProcessorPayment | null {
  const holdEnd = captureBefore(pi) ?? (pi.created * 1000 + DEFAULT_HOLD_PERIOD_MS);
  let status: ProcessorPayment['status'];
  if (pi.status === 'requires_capture') status = now.getTime() >= holdEnd ? 'expired' : 'held';
  else if (pi.status === 'succeeded') status = 'captured';
  else if (pi.status === 'canceled') status = pi.cancellation_reason === 'automatic' ? 'expired' : 'canceled';
  else if (pi.status === 'requires_payment_method' && pi.last_payment_error !== null) status = 'declined';
  else if (pi.status === 'requires_action' && typeof pi.next_action?.redirect_to_url?.url === 'string') status = 'requires_action';
  else return null;
  return {
    paymentId: pi.id,
    depositId: Number(pi.metadata['deposit_id'] ?? Number.NaN),
    status,
    amountCents: pi.amount,
    capturedCents: status === 'captured' ? pi.amount_received : 0,
    refundedCents: chargeOf(pi)?.amount_refunded ?? 0,
    currency: pi.currency.toUpperCase() as DepositCurrency,
    holdExpiresAt: status === 'held' ? new Date(holdEnd) : null,
    declineCode: status === 'declined' ? declineOf(pi.last_payment_error) : null,
    nextActionUrl: status === 'requires_action' ? pi.next_action?.redirect_to_url?.url ?? null : null,
  };
}

const stripeError = (error: unknown): Stripe.errors.StripeError | null => (error instanceof Stripe.errors.StripeError ? error : null);

/**
 * Deposits through Stripe PaymentIntents on the dealership's connected account (`Stripe-Account`):
 * a hold is a PaymentIntent with `capture_method: manual`, confirmed at once; a charge the same
 * with `automatic`; capture, cancel and `refunds.create` (an amount: partial refunds add up). Our
 * idempotency key goes through as Stripe's (stripeIdempotencyKey), so a retry is answered by
 * Stripe's replay. A card that asks for authentication (3-D Secure) answers `requires_action` with
 * `next_action.redirect_to_url.url` when the request gives a `return_url` (the customer's deposit
 * page); without one it is declined (`error_on_requires_action`).
 * Refusals are read from the payment's state after Stripe's 400, not from its error codes.
 */
export function stripeDepositProcessor(options: StripeDepositProcessorOptions): DepositProcessor {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.endpoint === undefined ? {} : { host: options.endpoint.host, port: options.endpoint.port, protocol: options.endpoint.protocol }),
  });
  const now = () => options.clock.now();
  const on = (accountId: string, key?: string) => ({ stripeAccount: accountId, ...(key === undefined ? {} : { idempotencyKey: stripeIdempotencyKey(key) }) });
  const viewOf = (pi: PaymentIntent): ProcessorPayment => {
    const view = paymentOf(pi, now());
    // A card payment that is neither held, taken, released nor declined: its outcome is not known yet.
    if (view === null) throw new Error(`PaymentIntent ${pi.id} is ${pi.status}: its outcome is not known yet`);
    return view;
  };
  const read = async (accountId: string, paymentId: string): Promise<PaymentIntent | null> => {
    try {
      return await stripe.paymentIntents.retrieve(paymentId, { expand: EXPAND }, on(accountId));
    } catch (error) {
      // Unknown here (404), or an account that no longer lets us in (403): nothing we can know of it.
      const status = stripeError(error)?.statusCode;
      if (status === 404 || status === 403) return null;
      throw error;
    }
  };

  /** A refusal Stripe answered (4xx) for an act on a payment, named from the payment's state; anything else rethrows. */
  async function refusalOf(error: unknown, a: PaymentAct, name: (pi: PaymentIntent) => PaymentRefusalCode): Promise<E.Either<PaymentRefused, never>> {
    const e = stripeError(error);
    if (e === null || e.statusCode === undefined || e.statusCode >= 500 || e.statusCode === 401 || e.statusCode === 429) throw error;
    if (e instanceof Stripe.errors.StripeIdempotencyError) return E.left(paymentRefused('idempotency_key_reused', e.message));
    const pi = e.statusCode === 404 ? null : await read(a.accountId, a.paymentId);
    return E.left(paymentRefused(pi === null ? 'unknown_payment' : name(pi), e.message));
  }

  const pay = (mode: 'hold' | 'charge') => (r: PaymentRequest) => async (): Promise<E.Either<CardDeclined | PaymentRefused, ProcessorPayment>> => {
    if (!Number.isSafeInteger(r.amountCents) || r.amountCents <= 0) return E.left(paymentRefused('invalid_amount', 'Amount must be a positive integer'));
    try {
      const pi = await stripe.paymentIntents.create({
        amount: r.amountCents, currency: r.currency.toLowerCase(), capture_method: mode === 'hold' ? 'manual' : 'automatic',
        confirm: true, payment_method: r.paymentMethod, allowed_payment_method_types: ['card'],
        ...(r.returnUrl === undefined ? { error_on_requires_action: true } : { return_url: r.returnUrl }),
        metadata: { deposit_id: String(r.depositId) }, expand: EXPAND,
      }, on(r.accountId, r.idempotencyKey));
      return E.right(viewOf(pi));
    } catch (error) {
      const e = stripeError(error);
      if (e instanceof Stripe.errors.StripeCardError) return E.left({ _tag: 'CardDeclined', code: declineOf(e) });
      if (e instanceof Stripe.errors.StripeIdempotencyError) return E.left(paymentRefused('idempotency_key_reused', e.message));
      // The customer's payment method does not exist (mistyped, another account's): as a card number that is wrong.
      if (e instanceof Stripe.errors.StripeInvalidRequestError && e.param === 'payment_method') return E.left({ _tag: 'CardDeclined', code: 'incorrect_number' });
      if (e instanceof Stripe.errors.StripeInvalidRequestError && e.param === 'amount') return E.left(paymentRefused('invalid_amount', e.message));
      throw error;
    }
  };

  const expiredOrCanceled = (pi: PaymentIntent): PaymentRefusalCode => (paymentOf(pi, now())?.status === 'expired' ? 'hold_expired' : 'already_canceled');

  return {
    kind: 'stripe',
    createHold: pay('hold'),
    charge: pay('charge'),
    capture: (a) => async () => {
      try {
        return E.right(viewOf(await stripe.paymentIntents.capture(a.paymentId, { expand: EXPAND }, on(a.accountId, a.idempotencyKey))));
      } catch (error) {
        return refusalOf(error, a, (pi) => (pi.status === 'succeeded' ? 'already_captured' : expiredOrCanceled(pi)));
      }
    },
    cancel: (a) => async () => {
      try {
        return E.right(viewOf(await stripe.paymentIntents.cancel(a.paymentId, { expand: EXPAND }, on(a.accountId, a.idempotencyKey))));
      } catch (error) {
        return refusalOf(error, a, (pi) => (pi.status === 'succeeded' ? 'already_captured' : 'already_canceled'));
      }
    },
    refund: (a) => async () => {
      if (!Number.isSafeInteger(a.amountCents) || a.amountCents <= 0) return E.left(paymentRefused('invalid_amount', 'Amount must be a positive integer'));
      try {
        const refund = await stripe.refunds.create({ payment_intent: a.paymentId, amount: a.amountCents }, on(a.accountId, a.idempotencyKey));
        const pi = await read(a.accountId, a.paymentId);
        if (pi === null) throw new Error(`PaymentIntent ${a.paymentId} vanished after its refund ${refund.id}`);
        return E.right({ refundId: refund.id, payment: viewOf(pi) });
      } catch (error) {
        return refusalOf(error, a, (pi) => {
          if (pi.status !== 'succeeded') return 'not_captured';
          const refunded = chargeOf(pi)?.amount_refunded ?? 0;
          return a.amountCents > pi.amount_received - refunded ? 'refund_exceeds_captured' : 'invalid_amount';
        });
      }
    },
    retrieve: async (accountId, paymentId) => {
      const pi = await read(accountId, paymentId);
      return pi === null ? null : paymentOf(pi, now());
    },
    // Stripe's search reads the deposit id kept in the metadata; it lags about a minute behind writes
    // (the webhook reconciles what it has not seen yet). Oldest first, as reconciliation expects.
    findByDeposit: async (accountId, depositId) => {
      const found = await stripe.paymentIntents.search({ query: `metadata['deposit_id']:'${depositId}'`, limit: 100, expand: ['data.latest_charge'] }, on(accountId));
      return [...found.data].sort((x, y) => x.created - y.created)
        .map((pi) => paymentOf(pi, now())).filter((p): p is ProcessorPayment => p !== null && p.depositId === depositId);
    },
  };
}
