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
export type CardOutcome = DeclineCode | 'success' | 'processor_unavailable' | 'requires_action';
export const SIMULATED_TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'success',
  // Stripe's "authentication required on all transactions" card: the customer passes or fails a challenge (3-D Secure).
  '4000002760003184': 'requires_action',
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
  readonly state: 'held' | 'captured' | 'canceled' | 'declined' | 'requires_action';
  readonly heldUntil: number | null;
  /** While `requires_action`: what passing the challenge makes of it, and where the customer goes back. */
  readonly challenge?: { readonly mode: 'hold' | 'charge'; readonly returnUrl: string; readonly url: string };
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
/** The simulated bank's challenge page (served in demo mode by adapters/http/server/deposits/simulated-challenge-page.ts, same path); `challengeUrl` names a payment's. */
export const SIMULATED_CHALLENGE_ROUTE = '/api/card-processor/simulated/challenge';
export const challengeUrl = (accountId: string, paymentId: string) => `${SIMULATED_CHALLENGE_ROUTE}?${new URLSearchParams({ account: accountId, payment: paymentId })}`;

/** The simulated processor, with what only it has: the customer's answer to a challenge (3-D Secure). */
export interface SimulatedDepositProcessor extends DepositProcessor {
  readonly kind: 'simulated';
  /** The customer passed or failed the challenge: the payment is held or charged, or declined; null for no payment waiting on one. Answers where to go back. */
  settleChallenge(accountId: string, paymentId: string, passed: boolean): { readonly payment: ProcessorPayment; readonly returnUrl: string } | null;
  /** Where a payment waiting on a challenge goes back to (null for none). */
  challengeOf(accountId: string, paymentId: string): { readonly returnUrl: string; readonly amountCents: number; readonly currency: string } | null;
}

export const isSimulatedDeposits = (p: DepositProcessor): p is SimulatedDepositProcessor => p.kind === 'simulated' && 'settleChallenge' in p;

export const simulatedProcessorState = (): SimulatedProcessorState => ({ payments: new Map(), answers: new Map(), sequence: 0 });

function luhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((c, i) => {
    const d = Number(c) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return digits.length >= 12 && sum % 10 === 0;
}

export function outcomeOfCard(card: string): CardOutcome {
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
}): SimulatedDepositProcessor {
  const state = options.state ?? simulatedProcessorState();
  const holdPeriod = options.holdPeriodMs ?? DEFAULT_HOLD_PERIOD_MS;
  const now = () => options.clock.now().getTime();

  const view = (p: SimPayment): ProcessorPayment => {
    const expired = p.state === 'held' && p.heldUntil !== null && now() >= p.heldUntil;
    const status = expired ? 'expired' : p.state;
    return {
      ...p.payment, status, holdExpiresAt: status === 'held' && p.heldUntil !== null ? new Date(p.heldUntil) : null,
      nextActionUrl: status === 'requires_action' ? p.challenge?.url ?? null : null,
    };
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
      const paymentId = `pi_sim_${state.sequence}`;
      const base = { paymentId, depositId: r.depositId, amountCents: r.amountCents, currency: r.currency, refundedCents: 0 };
      if (outcome === 'requires_action' && r.returnUrl !== undefined) {
        // Nothing is decided until the customer answers the challenge: no event yet (Stripe's payment_intent.requires_action is not one we follow).
        const waiting: SimPayment = {
          payment: { ...base, capturedCents: 0, declineCode: null }, state: 'requires_action', heldUntil: null,
          challenge: { mode, returnUrl: r.returnUrl, url: challengeUrl(r.accountId, paymentId) },
        };
        state.payments.set(`${r.accountId}/${paymentId}`, waiting);
        return E.right(view(waiting));
      }
      // A card that asks for authentication, without a page to come back to, is declined (Stripe's authentication_required).
      const code: DeclineCode | 'success' = outcome === 'requires_action' ? 'card_declined' : outcome;
      const declined = code !== 'success';
      const payment = { ...base, capturedCents: !declined && mode === 'charge' ? r.amountCents : 0, declineCode: declined ? code : null };
      const saved = put(r.accountId, {
        payment, state: declined ? 'declined' : mode === 'hold' ? 'held' : 'captured', heldUntil: !declined && mode === 'hold' ? now() + holdPeriod : null,
      }, declined ? 'payment_intent.payment_failed' : mode === 'hold' ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded');
      return declined ? E.left({ _tag: 'CardDeclined', code }) : E.right(saved);
    });
  };

  const waitingOn = (accountId: string, paymentId: string) => {
    const p = state.payments.get(`${accountId}/${paymentId}`);
    return p?.state === 'requires_action' && p.challenge !== undefined ? { p, challenge: p.challenge } : null;
  };

  return {
    kind: 'simulated',
    challengeOf: (accountId, paymentId) => {
      const w = waitingOn(accountId, paymentId);
      return w === null ? null : { returnUrl: w.challenge.returnUrl, amountCents: w.p.payment.amountCents, currency: w.p.payment.currency };
    },
    settleChallenge: (accountId, paymentId, passed) => {
      const w = waitingOn(accountId, paymentId);
      if (w === null) return null;
      const { p, challenge } = w;
      const hold = challenge.mode === 'hold';
      const payment = passed
        ? put(accountId, { payment: { ...p.payment, capturedCents: hold ? 0 : p.payment.amountCents }, state: hold ? 'held' : 'captured', heldUntil: hold ? now() + holdPeriod : null },
          hold ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded')
        : put(accountId, { payment: { ...p.payment, declineCode: 'card_declined' }, state: 'declined', heldUntil: null }, 'payment_intent.payment_failed');
      return { payment, returnUrl: challenge.returnUrl };
    },
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
