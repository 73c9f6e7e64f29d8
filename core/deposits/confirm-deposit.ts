import * as E from 'fp-ts/Either';
import { notFound, type NotFound } from '../shared/errors';
import type { Deposit } from './deposit';
import { recordMovement, type DepositDeps, type DepositEvent, type ProcessorNotConnected } from './deposit-effects';
import { customerPaid, tellCustomerPaid } from './deposit-paid-notice';
import { reconcileDeposit } from './reconcile';

/** The deposit waits on the customer's authentication (3-D Secure): `initiated` with a payment at the processor. */
export const awaitsCustomer = (d: Deposit): boolean => d.state === 'initiated' && d.processorPaymentId !== null && !d.paidOutside;

const EVENT_OF: Partial<Record<Deposit['state'], DepositEvent>> = { pre_authorized: 'held', confirmed: 'captured', rejected: 'declined' };

/**
 * The customer came back from authenticating with their bank (3-D Secure): the payment is read
 * from the processor and settles the deposit (held, charged or declined), recorded as the
 * customer's act. Idempotent: a deposit that waits on nothing (settled already, by an earlier call
 * or the processor's event) is answered as it is, and so is a payment still waiting on the customer.
 */
export const confirmDeposit = (deps: DepositDeps) => async (dealershipId: number, orderId: number, ip: string): Promise<E.Either<NotFound | ProcessorNotConnected, Deposit>> => {
  const locked = await deps.locks.exclusive([orderId], () => confirmHeld(deps)(dealershipId, orderId, ip));
  if (E.isRight(locked)) return locked.right;
  // Busy: answered as it is now (still waiting, for the customer's page); the processor's event settles it.
  const d = await deps.deposits.byOrder(dealershipId, orderId);
  return d === null ? E.left(notFound) : E.right(d);
};

/** confirmDeposit for a caller that already holds the deal's lock (paying again while a challenge is open). */
export const confirmHeld = (deps: DepositDeps) => async (dealershipId: number, orderId: number, ip: string): Promise<E.Either<NotFound | ProcessorNotConnected, Deposit>> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const d = await deps.deposits.byOrder(dealershipId, orderId);
    if (d === null) return E.left(notFound);
    if (!awaitsCustomer(d) || d.processorPaymentId === null) return E.right(d);
    const account = await deps.accounts.account(dealershipId);
    if (account === null) return E.left({ _tag: 'ProcessorNotConnected' });
    const payment = await deps.processor.retrieve(account.accountId, d.processorPaymentId);
    if (payment === null || payment.status === 'requires_action') return E.right(d);
    const settled = reconcileDeposit(d, payment, deps.clock.now());
    if (settled.repaired.length === 0) return E.right(d);
    if (!(await deps.deposits.save([settled.deposit]))) continue;
    const after = settled.deposit;
    const movement = after.state === 'pre_authorized' ? { kind: 'hold' as const, amountCents: after.amountCents }
      : after.state === 'confirmed' ? { kind: 'charge' as const, amountCents: after.amountCents } : { kind: 'none' as const };
    const extra = after.state === 'rejected' ? { decline_code: after.declineCode, three_d_secure: true } : { three_d_secure: true };
    await recordMovement(deps, { actor: 'customer', userId: null, ip }, EVENT_OF[after.state] ?? 'reconciled', d, after, movement, extra);
    if (customerPaid(d, after)) await tellCustomerPaid(deps.paidNotice, after);
    return E.right(after);
  }
  throw new Error(`deposit of order ${orderId} keeps changing while its payment is confirmed`);
};
