import * as E from 'fp-ts/Either';
import type { Deposit } from './deposit';
import type { ProcessorPayment } from './deposit-processor';
import { recordMovement, SYSTEM, type DepositDeps } from './deposit-effects';
import { reconcileDeposit, type Reconciled } from './reconcile';
import { customerPaid, tellCustomerPaid } from './deposit-paid-notice';

/** The payment that tells most about a deposit: a live or finished one before a declined attempt, the latest first. */
function bestPayment(payments: readonly ProcessorPayment[]): ProcessorPayment | null {
  const live = payments.filter((p) => p.status !== 'declined');
  return live.at(-1) ?? payments.at(-1) ?? null;
}

/** The processor's view of the deposit's payment: by its id, else by the deposit id kept in the payment's metadata. */
export async function processorViewOf(deps: DepositDeps, d: Deposit): Promise<ProcessorPayment | null> {
  if (d.paidOutside) return null;
  const account = await deps.accounts.account(d.dealershipId);
  if (account === null) return null;
  if (d.processorPaymentId !== null) return deps.processor.retrieve(account.accountId, d.processorPaymentId);
  return bestPayment(await deps.processor.findByDeposit(account.accountId, d.id));
}

/**
 * Reconciles one deposit with the processor (the webhook handler and the reconciliation job call
 * it): reads the processor's view, repairs our record (reconcile.ts), saves it versioned, and
 * writes a `deposit_reconciled` audit row and timeline entry naming what was repaired and what
 * disagrees; when the repair is the customer's payment, the staff are told (`tellCustomerPaid`). Null when there is nothing to compare (no deposit, paid outside, no payment).
 * `seen`: the payment as the processor just showed it (a webhook), used when the deposit refers to
 * it or to none yet (the processor's search may not know a payment made a moment ago).
 */
export const reconcileDepositOf = (deps: DepositDeps) => async (dealershipId: number, orderId: number, seen?: ProcessorPayment): Promise<Reconciled | null> => {
  // Under the deal's lock, so that a repair never lands between a money move's processor call and its save.
  const locked = await deps.locks.exclusive([orderId], () => reconcileHeld(deps)(dealershipId, orderId, seen));
  // Busy: a move is stuck at the processor; the caller tries later (a webhook answers 500 and the processor sends it again).
  if (E.isLeft(locked)) throw new Error(`deposit of order ${orderId} is busy; reconcile it later`);
  return locked.right;
};

/** reconcileDepositOf for a caller that already holds the deal's lock (a customer's payment retried after an error). */
export const reconcileHeld = (deps: DepositDeps) => async (dealershipId: number, orderId: number, seen?: ProcessorPayment): Promise<Reconciled | null> => {
  // A save that loses to a concurrent writer reads again: the processor's view is compared with the newest record.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const d = await deps.deposits.byOrder(dealershipId, orderId);
    if (d === null) return null;
    const known = seen !== undefined && !d.paidOutside && (d.processorPaymentId === seen.paymentId
      || (d.processorPaymentId === null && seen.depositId === d.id && seen.status !== 'declined'));
    const payment = known ? seen : await processorViewOf(deps, d);
    if (payment === null) return null;
    const source = d.transferredFromDepositId === null ? null : await deps.deposits.byId(dealershipId, d.transferredFromDepositId);
    const result = reconcileDeposit(d, payment, deps.clock.now(), source?.refundedCents ?? 0);
    if (result.repaired.length > 0 && !(await deps.deposits.save([result.deposit]))) continue;
    if (result.repaired.length > 0 || result.mismatches.length > 0) {
      await recordMovement(deps, SYSTEM, 'reconciled', d, result.deposit, { kind: 'none' }, {
        payment_id: payment.paymentId, repaired: result.repaired.join(' '), mismatches: result.mismatches.join(' '),
        captured_cents_added: result.deposit.capturedCents - d.capturedCents, refunded_cents_added: result.deposit.refundedCents - d.refundedCents,
      });
    }
    // The processor took the customer's money and only now do we know (a crash before our commit, a webhook first): tell once, as the pay call would have.
    if (result.repaired.length > 0 && customerPaid(d, result.deposit)) await tellCustomerPaid(deps.paidNotice, result.deposit);
    return result;
  }
  throw new Error(`deposit of order ${orderId} keeps changing during reconciliation`);
};
