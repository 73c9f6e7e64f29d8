import * as E from 'fp-ts/Either';
import { paymentRefused, type DepositProcessor, type ProcessorPayment } from '../deposits/deposit-processor';

export interface FakeDepositProcessor extends DepositProcessor {
  /** Every call that reached the processor, with its idempotency key. */
  readonly calls: { readonly what: string; readonly key: string }[];
  readonly payments: Map<string, ProcessorPayment>;
  /** The next call acts, then rejects as if its answer were lost (a crash between its answer and our commit). */
  loseNextAnswer(): void;
  /** The next call rejects without acting (the processor unreachable). */
  failNext(): void;
  /** The customer finishes (passed) or fails the authentication of a `requires_action` payment. */
  authenticate(paymentId: string, passed: boolean): void;
}

/**
 * A small processor for core tests: payments kept as given (`payments`), answers remembered by key
 * (a repeated key answers the same and acts once), and fault injection. The full simulated
 * processor (test cards, expiry) is adapters/card-processor/simulated-deposit-processor.ts.
 */
export function fakeDepositProcessor(): FakeDepositProcessor {
  const payments = new Map<string, ProcessorPayment>();
  const answers = new Map<string, unknown>();
  const calls: { what: string; key: string }[] = [];
  let fault: 'lose' | 'fail' | null = null;
  let n = 0;
  async function once<T>(what: string, key: string, act: () => T): Promise<T> {
    calls.push({ what, key });
    const f = fault;
    fault = null;
    if (f === 'fail') throw new Error('processor unreachable');
    const answer = answers.has(key) ? (answers.get(key) as T) : act();
    answers.set(key, answer);
    if (f === 'lose') throw new Error('connection reset after the processor answered');
    return answer;
  }
  const change = (id: string, f: (p: ProcessorPayment) => E.Either<ReturnType<typeof paymentRefused>, ProcessorPayment>) => {
    const p = payments.get(id);
    if (p === undefined) return E.left(paymentRefused('unknown_payment', id));
    const r = f(p);
    if (E.isRight(r)) payments.set(id, r.right);
    return r;
  };
  const decided = new Map<string, 'held' | 'captured'>();
  // 'pm_3ds' asks for authentication (3-D Secure) when the request says where to come back.
  const pay = (status: 'held' | 'captured') => (r: Parameters<DepositProcessor['charge']>[0]) => () => once(status, r.idempotencyKey, () => {
    n += 1;
    const challenge = r.paymentMethod === 'pm_3ds' && r.returnUrl !== undefined;
    const p: ProcessorPayment = {
      paymentId: `pi_${n}`, depositId: r.depositId, status: challenge ? 'requires_action' : status, amountCents: r.amountCents,
      capturedCents: status === 'captured' && !challenge ? r.amountCents : 0, refundedCents: 0, currency: r.currency,
      holdExpiresAt: status === 'held' && !challenge ? new Date(Date.UTC(2030, 0, 1)) : null, declineCode: null,
      ...(challenge ? { nextActionUrl: `https://bank.test/3ds/pi_${n}?return=${encodeURIComponent(r.returnUrl ?? '')}` } : {}),
    };
    if (challenge) decided.set(p.paymentId, status);
    payments.set(p.paymentId, p);
    return E.right(p);
  });
  return {
    kind: 'simulated', calls, payments,
    loseNextAnswer: () => { fault = 'lose'; },
    failNext: () => { fault = 'fail'; },
    authenticate: (id, passed) => {
      const p = payments.get(id);
      const status = decided.get(id);
      if (p === undefined || status === undefined || p.status !== 'requires_action') return;
      payments.set(id, passed
        ? { ...p, status, nextActionUrl: null, capturedCents: status === 'captured' ? p.amountCents : 0, holdExpiresAt: status === 'held' ? new Date(Date.UTC(2030, 0, 1)) : null }
        : { ...p, status: 'declined', nextActionUrl: null, declineCode: 'card_declined' });
    },
    createHold: pay('held'),
    charge: pay('captured'),
    capture: (a) => () => once('capture', a.idempotencyKey, () => change(a.paymentId, (p) => (p.status === 'held'
      ? E.right({ ...p, status: 'captured', capturedCents: p.amountCents, holdExpiresAt: null }) : E.left(paymentRefused('already_captured', p.status))))),
    cancel: (a) => () => once('cancel', a.idempotencyKey, () => change(a.paymentId, (p) => (p.status === 'held'
      ? E.right({ ...p, status: 'canceled', holdExpiresAt: null }) : E.left(paymentRefused(p.status === 'captured' ? 'already_captured' : 'already_canceled', p.status))))),
    refund: (a) => () => once('refund', a.idempotencyKey, () => {
      n += 1;
      const r = change(a.paymentId, (p) => (p.refundedCents + a.amountCents <= p.capturedCents
        ? E.right({ ...p, refundedCents: p.refundedCents + a.amountCents }) : E.left(paymentRefused('refund_exceeds_captured', p.paymentId))));
      return E.map((payment: ProcessorPayment) => ({ refundId: `re_${n}`, payment }))(r);
    }),
    retrieve: async (_account, id) => payments.get(id) ?? null,
    findByDeposit: async (_account, depositId) => [...payments.values()].filter((p) => p.depositId === depositId),
  };
}
