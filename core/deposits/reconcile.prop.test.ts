import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATES } from '../shared/deal-states';
import { paidCents } from './deposit';
import type { ProcessorPayment } from './deposit-processor';
import { reconcileDeposit } from './reconcile';
import { aDeposit, T0 } from './testing/deposit-fixtures';

const ours = fc.record({
  state: fc.constantFrom(...DEPOSIT_STATES),
  captured: fc.constantFrom(0, 50_000),
  refunded: fc.constantFrom(0, 10_000, 50_000),
  paymentId: fc.constantFrom(null, 'pi_1'),
}).map(({ state, captured, refunded, paymentId }) => aDeposit({ state, capturedCents: captured, refundedCents: Math.min(refunded, captured), processorPaymentId: paymentId }));

const theirs: fc.Arbitrary<ProcessorPayment> = fc.record({
  status: fc.constantFrom('held', 'captured', 'canceled', 'expired', 'declined') as fc.Arbitrary<ProcessorPayment['status']>,
  refunded: fc.constantFrom(0, 10_000, 20_000, 50_000),
}).map(({ status, refunded }) => ({
  paymentId: 'pi_1', depositId: 1, status, amountCents: 50_000, capturedCents: status === 'captured' ? 50_000 : 0,
  refundedCents: status === 'captured' ? refunded : 0, currency: 'CAD', holdExpiresAt: status === 'held' ? new Date(T0.getTime() + 1000) : null,
  declineCode: status === 'declined' ? 'card_declined' : null,
}));

describe('reconciliation', () => {
  it('only adds what the processor did, never takes away, keeps amounts in bounds, and a second pass repairs nothing', () => {
    fc.assert(fc.property(ours, theirs, (d, p) => {
      const once = reconcileDeposit(d, p, T0);
      const r = once.deposit;
      expect(r.capturedCents).toBeGreaterThanOrEqual(d.capturedCents);
      expect(r.refundedCents).toBeGreaterThanOrEqual(d.refundedCents);
      expect(paidCents(r)).toBeGreaterThanOrEqual(0);
      expect(r.refundedCents).toBeLessThanOrEqual(Math.max(p.refundedCents, d.refundedCents));
      expect(once.repaired.length === 0).toBe(r === d);
      expect(reconcileDeposit(r, p, T0).repaired).toEqual([]);
    }));
  });
});
