import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATES } from '../shared/deal-states';
import { paidCents, type Deposit } from './deposit';
import { applyDepositAction, DEPOSIT_ACTIONS, DEPOSIT_TRANSITIONS, transferBetween, type DepositAction } from './deposit-machine';
import { aDeposit, T0 } from './testing/deposit-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const reason = fc.oneof(fc.record({ reasonId: fc.integer({ min: 1, max: 9 }) }), fc.record({ other: fc.constantFrom('changed mind', 'x') }));
const other = aDeposit({ id: 2, orderId: 12 });
const action: fc.Arbitrary<DepositAction> = fc.oneof(
  fc.constant({ type: 'initiate' } as const),
  fc.record({ type: fc.constant('hold' as const), processorPaymentId: fc.constant('pi_1'), holdExpiresAt: fc.integer({ min: 1, max: 9 }).map((d) => new Date(T0.getTime() + d * DAY)) }),
  fc.record({ type: fc.constant('charge' as const), processorPaymentId: fc.constant('pi_1') }),
  fc.record({ type: fc.constant('decline' as const), code: fc.constant('card_declined') }),
  fc.constantFrom({ type: 'fail' } as const, { type: 'capture' } as const, { type: 'cancel' } as const, { type: 'expire' } as const,
    { type: 'mark_paid' } as const, { type: 'resend_receipt' } as const),
  fc.record({
    type: fc.constant('refund' as const), reason,
    // Around the edges: nothing, a cent, halves, all of it, a cent more.
    amountCents: fc.oneof(fc.integer({ min: -10, max: 60_000 }), fc.constantFrom(0, 1, 20_000, 25_000, 30_000, 49_999, 50_000, 50_001)),
  }),
  fc.record({ type: fc.constant('transfer_out' as const), to: fc.constant(other), reason }),
  fc.record({ type: fc.constant('set_amount' as const), amountCents: fc.integer({ min: 0, max: 90_000 }) }),
);
/** A life of a deposit: actions at times that only go forward. */
const life = fc.record({
  start: fc.constantFrom(aDeposit(), aDeposit({ mode: 'capture' }), aDeposit({ state: 'confirmed', capturedCents: 50_000, paymentStatus: 'paid' })),
  steps: fc.array(fc.tuple(action, fc.integer({ min: 0, max: 3 * DAY })), { maxLength: 25 }),
});

function run(start: Deposit, steps: readonly (readonly [DepositAction, number])[]) {
  let d = start;
  let at = T0.getTime();
  const seen: Deposit[] = [d];
  for (const [a, wait] of steps) {
    at += wait;
    const r = applyDepositAction(d, a, new Date(at));
    if (E.isRight(r)) { d = r.right.deposit; seen.push(d); }
  }
  return seen;
}

describe('the deposit state machine', () => {
  it('never refunds more than was paid, and keeps every amount in bounds', () => {
    fc.assert(fc.property(life, ({ start, steps }) => {
      for (const d of run(start, steps)) {
        expect(d.refundedCents + d.transferredOutCents).toBeLessThanOrEqual(d.capturedCents);
        expect(paidCents(d)).toBeGreaterThanOrEqual(0);
        expect(d.state === 'refunded').toBe(d.refundedCents > 0 && paidCents(d) === 0 && d.transferredOutCents === 0);
        expect(d.paymentStatus === 'paid').toBe(paidCents(d) > 0);
      }
    }), { numRuns: 500 });
  });

  it('refuses every (state, action) pair that is not in the table, with a named code', () => {
    fc.assert(fc.property(fc.constantFrom(...DEPOSIT_STATES), action, (state, a) => {
      const result = applyDepositAction(aDeposit({ state }), a, T0);
      if (DEPOSIT_TRANSITIONS[state][a.type] === undefined) {
        expect(E.isLeft(result) && result.left).toMatchObject({ _tag: 'DepositRefusal', state, action: a.type });
        expect(E.isLeft(result) && result.left.code).toMatch(/^deposit\./);
      }
    }));
    const pairs = DEPOSIT_STATES.flatMap((s) => DEPOSIT_ACTIONS.map((a) => [s, a] as const));
    expect(pairs.filter(([s, a]) => DEPOSIT_TRANSITIONS[s][a] !== undefined)).toHaveLength(25);
  });

  it('expires only a hold, and only once its period is over', () => {
    fc.assert(fc.property(life, ({ start, steps }) => {
      const seen = run(start, steps);
      seen.forEach((d, i) => {
        const before = seen[i - 1];
        if (d.state === 'expired' && before !== undefined && before.state !== 'expired') {
          expect(before.state).toBe('pre_authorized');
          expect(before.holdExpiresAt !== null && d.updatedAt.getTime() >= before.holdExpiresAt.getTime()).toBe(true);
        }
      });
    }));
  });

  it('a transfer keeps the total of the two deposits and moves the processor reference with it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 90_000 }), fc.integer({ min: 0, max: 90_000 }), reason, (captured, refund, why) => {
      fc.pre(refund < captured);
      const from = aDeposit({ state: 'confirmed', capturedCents: captured, refundedCents: refund, paymentStatus: 'paid', processorPaymentId: 'pi_9' });
      const result = transferBetween(from, other, why, T0);
      if (E.isLeft(result)) throw new Error(result.left.code);
      expect(paidCents(result.right.from) + paidCents(result.right.to)).toBe(paidCents(from) + paidCents(other));
      expect(paidCents(result.right.from)).toBe(0);
      expect(result.right.to).toMatchObject({ state: 'confirmed', processorPaymentId: 'pi_9', transferredFromDepositId: 1 });
      expect(result.right.movement).toEqual({ kind: 'transfer', amountCents: captured - refund, fromDepositId: 1, toDepositId: 2 });
    }));
  });
});

describe('examples of the table', () => {
  const confirmed = aDeposit({ state: 'confirmed', capturedCents: 50_000, paymentStatus: 'paid' });
  const code = (r: ReturnType<typeof applyDepositAction>) => (E.isLeft(r) ? r.left.code : 'accepted');

  it('refunds partly, then the rest, then refuses', () => {
    const first = applyDepositAction(confirmed, { type: 'refund', amountCents: 20_000, reason: { reasonId: 1 } }, T0);
    if (E.isLeft(first)) throw new Error(first.left.code);
    expect(first.right).toMatchObject({ deposit: { state: 'confirmed', refundedCents: 20_000 }, movement: { kind: 'refund', amountCents: 20_000, outside: false } });
    // Within what was paid but more than the first refund left: a conflict with it; more than was ever paid: a wrong amount.
    expect(code(applyDepositAction(first.right.deposit, { type: 'refund', amountCents: 30_001, reason: { reasonId: 1 } }, T0))).toBe('deposit.refund_exceeds_left');
    expect(code(applyDepositAction(first.right.deposit, { type: 'refund', amountCents: 50_001, reason: { reasonId: 1 } }, T0))).toBe('deposit.refund_exceeds_paid');
    const rest = applyDepositAction(first.right.deposit, { type: 'refund', amountCents: 30_000, reason: { other: 'left town' } }, T0);
    expect(E.isRight(rest) && rest.right.deposit).toMatchObject({ state: 'refunded', paymentStatus: 'refunded' });
    if (E.isRight(rest)) expect(code(applyDepositAction(rest.right.deposit, { type: 'refund', amountCents: 1, reason: { reasonId: 1 } }, T0))).toBe('deposit.not_refundable');
    expect(code(applyDepositAction(confirmed, { type: 'refund', amountCents: 1, reason: { other: '  ' } }, T0))).toBe('deposit.reason_required');
  });

  it('captures a hold before it expires, not after; a captured deposit is not captured or canceled again', () => {
    const held = aDeposit({ state: 'pre_authorized', processorPaymentId: 'pi_1', holdExpiresAt: new Date(T0.getTime() + 7 * DAY) });
    expect(code(applyDepositAction(held, { type: 'capture' }, new Date(T0.getTime() + 7 * DAY)))).toBe('deposit.hold_expired');
    expect(code(applyDepositAction(held, { type: 'expire' }, new Date(T0.getTime() + DAY)))).toBe('deposit.hold_not_expired');
    const captured = applyDepositAction(held, { type: 'capture' }, T0);
    expect(E.isRight(captured) && captured.right.movement).toEqual({ kind: 'capture', amountCents: 50_000 });
    expect(code(applyDepositAction(confirmed, { type: 'capture' }, T0))).toBe('deposit.already_captured');
    expect(code(applyDepositAction(confirmed, { type: 'cancel' }, T0))).toBe('deposit.already_captured');
    expect(code(applyDepositAction(aDeposit({ state: 'expired' }), { type: 'capture' }, T0))).toBe('deposit.hold_expired');
  });

  it('marks as paid outside the system, and refunds such money outside too', () => {
    const paid = applyDepositAction(aDeposit(), { type: 'mark_paid' }, T0);
    if (E.isLeft(paid)) throw new Error(paid.left.code);
    expect(paid.right).toMatchObject({ deposit: { state: 'confirmed', paidOutside: true, paymentStatus: 'paid' }, movement: { kind: 'paid_outside', amountCents: 50_000 } });
    const back = applyDepositAction(paid.right.deposit, { type: 'refund', amountCents: 50_000, reason: { reasonId: 2 } }, T0);
    expect(E.isRight(back) && back.right.movement).toEqual({ kind: 'refund', amountCents: 50_000, outside: true });
  });

  it('refuses a transfer to another customer, the same deal, another currency or a deal that already has money', () => {
    const t = (to: Deposit) => code(applyDepositAction(confirmed, { type: 'transfer_out', to, reason: { reasonId: 1 } }, T0));
    expect(t(aDeposit({ id: 2, orderId: 12, customerId: 8 }))).toBe('deposit.transfer_other_customer');
    expect(t(aDeposit({ id: 2 }))).toBe('deposit.transfer_same_deposit');
    expect(t(aDeposit({ id: 2, orderId: 12, currency: 'USD' }))).toBe('deposit.currency_mismatch');
    expect(t(aDeposit({ id: 2, orderId: 12, state: 'confirmed', capturedCents: 1 }))).toBe('deposit.transfer_target_not_empty');
    expect(t(other)).toBe('accepted');
  });
});
