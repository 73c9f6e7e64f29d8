import * as E from 'fp-ts/Either';
import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import { DEFAULT_HOLD_PERIOD_MS } from '@dealer-panel/core/deposits/deposit';
import type {
  CardDeclined, DeclineCode, DepositProcessor, PaymentRefused, PaymentRequest, ProcessorPayment,
} from '@dealer-panel/core/deposits/deposit-processor';
import { paymentRefused } from '@dealer-panel/core/deposits/deposit-processor';

/**
 * The test cards of the simulated processor: Stripe's documented test numbers, with the same
 * outcomes (https://docs.stripe.com/testing#declined-payments). Spaces are ignored. Any other
 * number that passes the Luhn check succeeds; one that fails it is `incorrect_number`.
 */
export const SIMULATED_TEST_CARDS: Readonly<Record<string, DeclineCode | 'success' | 'processor_unavailable'>> = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  // Stripe's 0119 is a processing error; here it stands for a processor that does not answer (the call rejects).
  '4000000000000119': 'processor_unavailable',
};

export interface SimPayment {
  readonly payment: Omit<ProcessorPayment, 'status' | 'holdExpiresAt'>;
  readonly state: 'held' | 'captured' | 'canceled' | 'declined';
  readonly heldUntil: number | null;
}

/** What the simulated processor tells of a movement, as Stripe's events do (simulated-webhooks.ts signs and sends them). */
export interface SimulatedEvent {
  readonly accountId: string;
  readonly type: 'payment_intent.amount_capturable_updated' | 'payment_intent.succeeded' | 'payment_intent.canceled' | 'payment_intent.payment_failed' | 'charge.refunded';
  readonly payment: ProcessorPayment;
}

/** The simulated processor's memory: pass the same one to every instance that must share it. */
export interface SimulatedProcessorState {
  readonly payments: Map<string, SimPayment>;
  readonly answers: Map<string, { readonly fingerprint: string; readonly answer: E.Either<CardDeclined | PaymentRefused, unknown> }>;
  sequence: number;
}
export const simulatedProcessorState = (): SimulatedProcessorState => ({ payments: new Map(), answers: new Map(), sequence: 0 });

function luhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((c, i) => {
    const d = Number(c) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return digits.length >= 12 && sum % 10 === 0;
}

export function outcomeOfCard(card: string): DeclineCode | 'success' | 'processor_unavailable' {
  const digits = card.replace(/\s/g, '');
  if (!/^\d+$/.test(digits) || !luhn(digits)) return 'incorrect_number';
  return SIMULATED_TEST_CARDS[digits] ?? 'success';
}

/**
 * A deposit processor that needs no account anywhere (the demo default and the tests): holds that
 * expire after `holdPeriodMs` on the injected clock, captures, partial and full refunds, declines
 * for the test cards above, and Stripe's idempotency (a key is per connected account). `onEvent`
 * hears of every movement once (a replayed answer moves nothing and tells nothing).
 */
export function simulatedDepositProcessor(options: {
  readonly clock: Clock; readonly holdPeriodMs?: number; readonly state?: SimulatedProcessorState; readonly onEvent?: (event: SimulatedEvent) => void;
}): DepositProcessor {
  const state = options.state ?? simulatedProcessorState();
  const holdPeriod = options.holdPeriodMs ?? DEFAULT_HOLD_PERIOD_MS;
  const now = () => options.clock.now().getTime();

  const view = (p: SimPayment): ProcessorPayment => {
    const expired = p.state === 'held' && p.heldUntil !== null && now() >= p.heldUntil;
    const status = expired ? 'expired' : p.state;
    return { ...p.payment, status, holdExpiresAt: status === 'held' && p.heldUntil !== null ? new Date(p.heldUntil) : null };
  };

  /** Stripe's idempotency: the first answer for a key, whatever came of it; another request with the key is refused. */
  async function once<L extends CardDeclined | PaymentRefused, A>(accountId: string, key: string, fingerprint: string, act: () => E.Either<L, A>): Promise<E.Either<L | PaymentRefused, A>> {
    const id = `${accountId}\u0000${key}`;
    const known = state.answers.get(id);
    if (known !== undefined) {
      if (known.fingerprint !== fingerprint) return E.left(paymentRefused('idempotency_key_reused', `Keys for idempotent requests can only be used with the same parameters they were first used with: ${key}`));
      return known.answer as E.Either<L, A>;
    }
    const answer = act();
    state.answers.set(id, { fingerprint, answer });
    return answer;
  }

  const find = (accountId: string, paymentId: string) => {
    const p = state.payments.get(`${accountId}/${paymentId}`);
    return p === undefined ? E.left(paymentRefused('unknown_payment', `No such payment_intent: '${paymentId}'`)) : E.right(p);
  };
  const put = (accountId: string, p: SimPayment, type: SimulatedEvent['type']) => {
    state.payments.set(`${accountId}/${p.payment.paymentId}`, p);
    const seen = view(p);
    options.onEvent?.({ accountId, type, payment: seen });
    return seen;
  };

  const pay = (mode: 'hold' | 'charge') => (r: PaymentRequest) => async () => {
    const outcome = outcomeOfCard(r.paymentMethod);
    if (outcome === 'processor_unavailable') throw new Error('simulated processor unavailable (test card 4000 0000 0000 0119)');
    return once(r.accountId, r.idempotencyKey, `${mode}:${r.depositId}:${r.amountCents}:${r.currency}:${r.paymentMethod}`, (): E.Either<CardDeclined | PaymentRefused, ProcessorPayment> => {
      if (!Number.isSafeInteger(r.amountCents) || r.amountCents <= 0) return E.left(paymentRefused('invalid_amount', 'Amount must be a positive integer'));
      state.sequence += 1;
      const declined = outcome !== 'success';
      const payment = {
        paymentId: `pi_sim_${state.sequence}`, depositId: r.depositId, amountCents: r.amountCents, currency: r.currency,
        capturedCents: !declined && mode === 'charge' ? r.amountCents : 0, refundedCents: 0, declineCode: declined ? outcome : null,
      };
      const saved = put(r.accountId, {
        payment, state: declined ? 'declined' : mode === 'hold' ? 'held' : 'captured', heldUntil: !declined && mode === 'hold' ? now() + holdPeriod : null,
      }, declined ? 'payment_intent.payment_failed' : mode === 'hold' ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded');
      return declined ? E.left({ _tag: 'CardDeclined', code: outcome }) : E.right(saved);
    });
  };

  return {
    kind: 'simulated',
    createHold: pay('hold'),
    charge: pay('charge'),
    capture: (a) => async () => once(a.accountId, a.idempotencyKey, `capture:${a.paymentId}`, () => E.flatMap(find(a.accountId, a.paymentId), (p): E.Either<PaymentRefused, ProcessorPayment> => {
      const seen = view(p);
      if (seen.status === 'expired') return E.left(paymentRefused('hold_expired', 'The authorization expired before capture'));
      if (seen.status !== 'held') return E.left(paymentRefused(seen.status === 'captured' ? 'already_captured' : 'already_canceled', `This PaymentIntent could not be captured because it has a status of ${seen.status}`));
      return E.right(put(a.accountId, { ...p, state: 'captured', heldUntil: null, payment: { ...p.payment, capturedCents: p.payment.amountCents } }, 'payment_intent.succeeded'));
    })),
    cancel: (a) => async () => once(a.accountId, a.idempotencyKey, `cancel:${a.paymentId}`, () => E.flatMap(find(a.accountId, a.paymentId), (p): E.Either<PaymentRefused, ProcessorPayment> => {
      const seen = view(p);
      if (seen.status === 'captured') return E.left(paymentRefused('already_captured', 'A captured payment cannot be canceled; refund it'));
      if (seen.status !== 'held' && seen.status !== 'declined') return E.left(paymentRefused('already_canceled', `This PaymentIntent has a status of ${seen.status}`));
      return E.right(put(a.accountId, { ...p, state: 'canceled', heldUntil: null }, 'payment_intent.canceled'));
    })),
    refund: (a) => async () => once(a.accountId, a.idempotencyKey, `refund:${a.paymentId}:${a.amountCents}`, () => E.flatMap(find(a.accountId, a.paymentId), (p): E.Either<PaymentRefused, { refundId: string; payment: ProcessorPayment }> => {
      if (view(p).status !== 'captured') return E.left(paymentRefused('not_captured', 'Only a captured payment can be refunded'));
      if (!Number.isSafeInteger(a.amountCents) || a.amountCents <= 0) return E.left(paymentRefused('invalid_amount', 'Amount must be a positive integer'));
      if (p.payment.refundedCents + a.amountCents > p.payment.capturedCents) return E.left(paymentRefused('refund_exceeds_captured', 'Refund amount is greater than the unrefunded amount'));
      state.sequence += 1;
      const payment = put(a.accountId, { ...p, payment: { ...p.payment, refundedCents: p.payment.refundedCents + a.amountCents } }, 'charge.refunded');
      return E.right({ refundId: `re_sim_${state.sequence}`, payment });
    })),
    retrieve: async (accountId, paymentId) => {
      const p = state.payments.get(`${accountId}/${paymentId}`);
      return p === undefined ? null : view(p);
    },
    findByDeposit: async (accountId, depositId) =>
      [...state.payments.entries()].filter(([k, p]) => k.startsWith(`${accountId}/`) && p.payment.depositId === depositId).map(([, p]) => view(p)),
  };
}
