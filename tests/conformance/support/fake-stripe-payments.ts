import { randomBytes } from 'node:crypto';

/**
 * A local stand-in for the part of Stripe's API the deposit adapter uses (no network in tests):
 * PaymentIntents (create and confirm, capture, cancel, retrieve, search by metadata), refunds, per
 * connected account (`Stripe-Account`), with Stripe's idempotency (a key answers its first answer
 * again; another request with it is an idempotency_error), Stripe's test PaymentMethods, and a
 * clock that lets a hold pass its capture_before (Stripe then cancels it: cancellation_reason automatic).
 */
export interface FakeStripePayments {
  handle(request: FakeRequest): FakeAnswer | null;
  /** Moves the fake's clock (holds past their capture_before are released by "Stripe"). */
  advance(ms: number): void;
  /** Stripe acts by itself or from the dashboard: capture a hold, refund, as a person at Stripe would. */
  captureFromDashboard(accountId: string, paymentId: string): void;
  refundFromDashboard(accountId: string, paymentId: string, amount: number): void;
  /** The PaymentIntent as Stripe's API answers it (latest_charge expanded), for building events. */
  paymentIntent(accountId: string, paymentId: string): Record<string, unknown> | null;
}

export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly form: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly account: string;
  readonly idempotencyKey: string;
  readonly raw: string;
}
export interface FakeAnswer { readonly status: number; readonly body: unknown }

const DAY_S = 24 * 3600;
/** Stripe's test PaymentMethods (https://docs.stripe.com/testing#declined-payments): [code, decline_code] or null for success. */
const TEST_METHODS: Readonly<Record<string, readonly [string, string] | null>> = {
  pm_card_visa: null,
  pm_card_mastercard: null,
  pm_card_visa_chargeDeclined: ['card_declined', 'generic_decline'],
  pm_card_visa_chargeDeclinedInsufficientFunds: ['card_declined', 'insufficient_funds'],
  pm_card_chargeDeclinedExpiredCard: ['expired_card', 'expired_card'],
  pm_card_chargeDeclinedIncorrectCvc: ['incorrect_cvc', 'incorrect_cvc'],
};

interface Intent {
  id: string; amount: number; currency: string; capture: 'manual' | 'automatic'; created: number; metadata: Record<string, string>;
  status: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
  cancellation: string | null; error: { code: string; decline_code: string; message: string; type: 'card_error' } | null;
  received: number; refunded: number; chargeId: string | null; captureBefore: number | null;
}

const invalid = (status: number, message: string, extra: Record<string, unknown> = {}): FakeAnswer =>
  ({ status, body: { error: { type: 'invalid_request_error', message, ...extra } } });

export function fakeStripePayments(): FakeStripePayments {
  let now = Math.floor(Date.parse('2026-06-01T14:00:00Z') / 1000);
  const intents = new Map<string, Intent>();
  const answers = new Map<string, { fingerprint: string; answer: FakeAnswer }>();
  const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
  const at = (account: string, pi: string) => intents.get(`${account}/${pi}`);

  const tick = (pi: Intent) => {
    if (pi.status === 'requires_capture' && pi.captureBefore !== null && now >= pi.captureBefore) {
      pi.status = 'canceled';
      pi.cancellation = 'automatic';
    }
    return pi;
  };
  const json = (pi: Intent): Record<string, unknown> => ({
    id: pi.id, object: 'payment_intent', amount: pi.amount, amount_capturable: pi.status === 'requires_capture' ? pi.amount : 0,
    amount_received: pi.received, currency: pi.currency, capture_method: pi.capture, created: pi.created, metadata: pi.metadata,
    status: pi.status, cancellation_reason: pi.cancellation, last_payment_error: pi.error, livemode: false,
    latest_charge: pi.chargeId === null ? null : {
      id: pi.chargeId, object: 'charge', amount: pi.amount, amount_captured: pi.received, amount_refunded: pi.refunded,
      captured: pi.received > 0, refunded: pi.received > 0 && pi.refunded === pi.received, payment_intent: pi.id, status: pi.error === null ? 'succeeded' : 'failed',
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242', ...(pi.captureBefore === null ? {} : { capture_before: pi.captureBefore }) } },
    },
  });
  const unexpected = (pi: Intent, what: string) =>
    invalid(400, `This PaymentIntent could not be ${what} because it has a status of ${pi.status}.`, { code: 'payment_intent_unexpected_state', payment_intent: json(pi) });
  const missing = (pi: string) => invalid(404, `No such payment_intent: '${pi}'`, { code: 'resource_missing', param: 'intent' });

  function create(r: FakeRequest): FakeAnswer {
    const amount = Number(r.form['amount']);
    if (!Number.isInteger(amount) || amount < 50) return invalid(400, 'Amount must be at least 50 cents', { param: 'amount' });
    const method = r.form['payment_method'] ?? '';
    if (!(method in TEST_METHODS)) return invalid(400, `No such PaymentMethod: '${method}'`, { code: 'resource_missing', param: 'payment_method' });
    const decline = TEST_METHODS[method] ?? null;
    const capture = r.form['capture_method'] === 'manual' ? 'manual' : 'automatic';
    const metadata = Object.fromEntries(Object.entries(r.form).flatMap(([k, v]) => { const m = /^metadata\[(.+)\]$/.exec(k); return m?.[1] === undefined ? [] : [[m[1], v]]; }));
    const pi: Intent = {
      id: id('pi'), amount, currency: r.form['currency'] ?? 'cad', capture, created: now, metadata, cancellation: null, refunded: 0, chargeId: id('ch'),
      status: decline !== null ? 'requires_payment_method' : capture === 'manual' ? 'requires_capture' : 'succeeded',
      error: decline === null ? null : { type: 'card_error', code: decline[0], decline_code: decline[1], message: 'Your card was declined.' },
      received: decline === null && capture === 'automatic' ? amount : 0, captureBefore: decline === null && capture === 'manual' ? now + 7 * DAY_S : null,
    };
    intents.set(`${r.account}/${pi.id}`, pi);
    if (pi.error !== null) return { status: 402, body: { error: { ...pi.error, charge: pi.chargeId, payment_intent: json(pi) } } };
    return { status: 200, body: json(pi) };
  }

  function act(r: FakeRequest, piId: string, verb: 'capture' | 'cancel'): FakeAnswer {
    const pi = at(r.account, piId);
    if (pi === undefined) return missing(piId);
    tick(pi);
    if (verb === 'capture') {
      if (pi.status !== 'requires_capture') return unexpected(pi, 'captured');
      pi.status = 'succeeded';
      pi.received = pi.amount;
      pi.captureBefore = null;
    } else {
      if (pi.status === 'succeeded' || pi.status === 'canceled') return unexpected(pi, 'canceled');
      pi.status = 'canceled';
      pi.cancellation = 'requested_by_customer';
      pi.captureBefore = null;
    }
    return { status: 200, body: json(pi) };
  }

  function refund(r: FakeRequest): FakeAnswer {
    const piId = r.form['payment_intent'] ?? '';
    const pi = at(r.account, piId);
    if (pi === undefined) return missing(piId);
    tick(pi);
    if (pi.status !== 'succeeded') return invalid(400, `This PaymentIntent (${piId}) does not have a successful charge to refund.`, { code: 'charge_not_refundable' });
    const amount = Number(r.form['amount'] ?? pi.received - pi.refunded);
    if (!Number.isInteger(amount) || amount <= 0) return invalid(400, 'Invalid positive integer', { param: 'amount' });
    if (pi.refunded + amount > pi.received) return invalid(400, `Refund amount is greater than unrefunded amount on charge (${pi.received - pi.refunded})`, { param: 'amount' });
    pi.refunded += amount;
    return { status: 200, body: { id: id('re'), object: 'refund', amount, payment_intent: pi.id, charge: pi.chargeId, status: 'succeeded', currency: pi.currency } };
  }

  function route(r: FakeRequest): FakeAnswer | null {
    const acted = /^\/v1\/payment_intents\/(pi_\w+)\/(capture|cancel)$/.exec(r.path);
    const one = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(r.path);
    if (r.method === 'POST' && r.path === '/v1/payment_intents') return create(r);
    if (r.method === 'POST' && acted?.[1] !== undefined) return act(r, acted[1], acted[2] === 'capture' ? 'capture' : 'cancel');
    if (r.method === 'POST' && r.path === '/v1/refunds') return refund(r);
    if (r.method === 'GET' && r.path === '/v1/payment_intents/search') {
      const wanted = /^metadata\['deposit_id'\]:'(\d+)'$/.exec(r.query.get('query') ?? '')?.[1];
      if (wanted === undefined) return invalid(400, 'Unsupported search query', { param: 'query' });
      const data = [...intents.entries()].filter(([k, pi]) => k.startsWith(`${r.account}/`) && pi.metadata['deposit_id'] === wanted).map(([, pi]) => json(tick(pi)));
      return { status: 200, body: { object: 'search_result', data: data.reverse(), has_more: false, next_page: null, url: '/v1/payment_intents/search' } };
    }
    if (r.method === 'GET' && one?.[1] !== undefined) {
      const pi = at(r.account, one[1]);
      return pi === undefined ? missing(one[1]) : { status: 200, body: json(tick(pi)) };
    }
    return null;
  }

  return {
    handle(r) {
      if (!r.path.startsWith('/v1/')) return null;
      if (r.method !== 'POST' || r.idempotencyKey === '') return route(r);
      const slot = `${r.account}\u0000${r.idempotencyKey}`;
      const fingerprint = `${r.method} ${r.path} ${r.raw}`;
      const known = answers.get(slot);
      if (known !== undefined) {
        if (known.fingerprint === fingerprint) return known.answer;
        return { status: 400, body: { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${r.idempotencyKey}' if you meant to execute a different request.` } } };
      }
      const answer = route(r);
      if (answer !== null && answer.status < 500) answers.set(slot, { fingerprint, answer });
      return answer;
    },
    advance(ms) { now += Math.floor(ms / 1000); },
    captureFromDashboard(account, pi) {
      const found = at(account, pi);
      if (found === undefined || tick(found).status !== 'requires_capture') throw new Error(`${pi} cannot be captured`);
      Object.assign(found, { status: 'succeeded', received: found.amount, captureBefore: null });
    },
    refundFromDashboard(account, pi, amount) {
      const found = at(account, pi);
      if (found === undefined || found.status !== 'succeeded' || found.refunded + amount > found.received) throw new Error(`${pi} cannot be refunded`);
      found.refunded += amount;
    },
    paymentIntent(account, pi) {
      const found = at(account, pi);
      return found === undefined ? null : json(tick(found));
    },
  };
}
