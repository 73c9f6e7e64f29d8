import type { DepositState } from '../shared/deal-states';
import { paidCents, paymentStatusOf, type Deposit } from './deposit';
import type { ProcessorPayment } from './deposit-processor';

export interface Reconciled {
  /** The deposit as the processor's view says it is (the same object when nothing changed). */
  readonly deposit: Deposit;
  /** What was repaired (`captured`, `refunded:2500`…), for the audit row; empty when we agreed. */
  readonly repaired: readonly string[];
  /** What the processor contradicts and we do not repair (our record says more moved than it did): a person looks. */
  readonly mismatches: readonly string[];
}

const WAITING: readonly DepositState[] = ['created', 'initiated', 'error'];

/**
 * Repairs our record from the processor's view of its payment, after a crash between the
 * processor's answer and our commit (or a lost webhook). The processor is the truth for what moved:
 * a hold or charge we never recorded, a capture, a release, an expiry, refunds we did not write.
 * It only ever adds what the processor did; it never undoes what we recorded.
 * `refundedElsewhereCents`: refunds of the same payment recorded on other deposits (after a transfer
 * the payment is shared, and only the deposit that holds the money takes the difference).
 */
export function reconcileDeposit(d: Deposit, p: ProcessorPayment, now: Date, refundedElsewhereCents = 0): Reconciled {
  const repaired: string[] = [];
  const mismatches: string[] = [];
  let next: Deposit = d;
  const set = (changes: Partial<Deposit>, what: string) => { next = { ...next, ...changes }; repaired.push(what); };
  if (d.processorPaymentId !== null && d.processorPaymentId !== p.paymentId) {
    return { deposit: d, repaired, mismatches: [`payment:${p.paymentId}≠${d.processorPaymentId}`] };
  }
  const ref = { processorPaymentId: p.paymentId };
  if (p.status === 'held' && WAITING.includes(d.state)) set({ ...ref, state: 'pre_authorized', holdExpiresAt: p.holdExpiresAt }, 'held');
  if (p.status === 'captured' && (WAITING.includes(d.state) || d.state === 'pre_authorized')) {
    set({ ...ref, state: 'confirmed', capturedCents: p.capturedCents, holdExpiresAt: null }, 'captured');
  }
  if (p.status === 'declined' && WAITING.includes(d.state)) set({ ...ref, state: 'rejected', declineCode: p.declineCode }, 'declined');
  if ((p.status === 'canceled' || p.status === 'expired') && (d.state === 'pre_authorized' || WAITING.includes(d.state))) {
    set({ ...ref, state: p.status, holdExpiresAt: null }, p.status);
  }
  const holder = next.state === 'confirmed' || next.state === 'refunded';
  const ours = next.refundedCents + refundedElsewhereCents;
  const extra = Math.min(p.refundedCents - ours, paidCents(next));
  if (holder && next.transferredToDepositId === null && extra > 0) {
    const refundedCents = next.refundedCents + extra;
    set({ refundedCents, state: next.capturedCents - refundedCents - next.transferredOutCents === 0 ? 'refunded' : 'confirmed' }, `refunded:${extra}`);
  }
  if (p.refundedCents < ours) mismatches.push(`refunded:${ours}>${p.refundedCents}`);
  if (!next.paidOutside && next.transferredFromDepositId === null && p.status === 'captured' && next.capturedCents > p.capturedCents) {
    mismatches.push(`captured:${next.capturedCents}>${p.capturedCents}`);
  }
  if (repaired.length === 0) return { deposit: d, repaired, mismatches };
  const deposit = { ...next, paymentStatus: paymentStatusOf(next), version: d.version + 1, updatedAt: now };
  return { deposit, repaired, mismatches };
}
