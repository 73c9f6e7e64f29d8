import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { idempotent, type IdempotencyError } from '../shared/idempotency';
import { notFound, type NotFound } from '../shared/errors';
import { DEFAULT_HOLD_PERIOD_MS, type Deposit, type DepositRefusal } from './deposit';
import { applyDepositAction, type DepositAction } from './deposit-machine';
import type { CardDeclined, PaymentRefused, ProcessorPayment } from './deposit-processor';
import { depositResultCodec } from './deposit-json';
import { processorKey, recordMovement, saveMovedFrom, type DepositChanged, type DepositDeps, type ProcessorNotConnected } from './deposit-effects';
import { reconcileHeld } from './reconcile-deposit';
import { customerPaid, tellCustomerPaid } from './deposit-paid-notice';
import { awaitsCustomer, confirmHeld } from './confirm-deposit';
import type { DepositBusy } from './deposit-locks';

export type PayDepositError = NotFound | DepositRefusal | CardDeclined | PaymentRefused | ProcessorNotConnected | DepositChanged | DepositBusy | IdempotencyError;

export interface PayDepositCommand {
  readonly dealershipId: number;
  readonly orderId: number;
  /** A PaymentMethod id (Stripe) or a test card number (simulated). */
  readonly paymentMethod: string;
  readonly idempotencyKey: string;
  readonly ip: string;
  /** The dealership's hold period; the processor's own limit applies when it is shorter. */
  readonly holdPeriodMs?: number;
  /** Where the customer comes back after authenticating with their bank (3-D Secure); without it such a card is declined. */
  readonly returnUrl?: string;
}

const customer = (ip: string) => ({ actor: 'customer' as const, userId: null, ip });
const step = (d: Deposit, action: DepositAction, now: Date) => {
  const r = applyDepositAction(d, action, now);
  if (E.isLeft(r)) throw new Error(`deposit ${d.id}: ${r.left.code} after the processor answered`);
  return r.right;
};

/**
 * The customer pays the deposit (hold or capture by the deposit's mode). The deposit is saved
 * `initiated` before the processor is asked, so a crash leaves a trace; a decline is `rejected`
 * (the customer may try another card); no answer is `error` and rethrows. A deposit in `error` is
 * first reconciled with the processor, so a retry never places a second hold for the same deposit.
 * A card that asks for authentication (3-D Secure) leaves the deposit `initiated` with the
 * payment's reference until the customer comes back (confirmDeposit) or the processor's event
 * settles it; paying again meanwhile answers that open payment.
 */
export const payDeposit = (deps: DepositDeps) => (cmd: PayDepositCommand): TE.TaskEither<PayDepositError, Deposit> => async () => {
  const run = {
    scope: `dealership:${cmd.dealershipId}`, key: cmd.idempotencyKey, fingerprint: `pay:order:${cmd.orderId}:${cmd.paymentMethod}`, now: deps.clock.now(),
    retryable: (e: unknown) => (e as { _tag?: string } | null)?._tag === 'DepositBusy',
  };
  // Staff are told after the key's result is kept: a repeat answers that result and tells no one again.
  let paid: Deposit | null = null;
  // Under the deal's lock, as every money move on a deposit (issue 29 item 8).
  const result = await idempotent(deps.idempotency, run, depositResultCodec<PayDepositError>(), async (): Promise<E.Either<PayDepositError, Deposit>> => {
    const locked = await deps.locks.exclusive([cmd.orderId], pay);
    return E.isLeft(locked) ? E.left(locked.left) : locked.right;
  });
  async function pay(): Promise<E.Either<PayDepositError, Deposit>> {
    let before = await deps.deposits.byOrder(cmd.dealershipId, cmd.orderId);
    if (before === null) return E.left(notFound);
    if (before.state === 'error') {
      await reconcileHeld(deps)(cmd.dealershipId, cmd.orderId);
      before = await deps.deposits.byOrder(cmd.dealershipId, cmd.orderId);
      if (before === null) return E.left(notFound);
      // The processor had placed it after all: the payment is done.
      if (before.state === 'pre_authorized' || before.state === 'confirmed') return E.right(before);
    }
    // A challenge (3-D Secure) is open: it is settled first; while it stays open, it is the answer (never a second payment).
    if (awaitsCustomer(before)) {
      const settled = await confirmHeld(deps)(cmd.dealershipId, cmd.orderId, cmd.ip);
      if (E.isLeft(settled) || awaitsCustomer(settled.right) || settled.right.state !== 'rejected') return settled;
      before = settled.right;
    }
    const now = deps.clock.now();
    const account = await deps.accounts.account(cmd.dealershipId);
    if (account === null) return E.left({ _tag: 'ProcessorNotConnected' });
    let started = before;
    if (before.state !== 'error') {
      const initiated = applyDepositAction(before, { type: 'initiate' }, now);
      if (E.isLeft(initiated)) return initiated;
      if (!(await deps.deposits.save([initiated.right.deposit]))) return E.left({ _tag: 'DepositChanged' });
      started = initiated.right.deposit;
    }
    const request = {
      accountId: account.accountId, depositId: started.id, amountCents: started.amountCents, currency: started.currency,
      paymentMethod: cmd.paymentMethod, idempotencyKey: processorKey(started, 'pay', cmd.idempotencyKey),
      ...(cmd.returnUrl === undefined ? {} : { returnUrl: cmd.returnUrl }),
    };
    let answer: E.Either<CardDeclined | PaymentRefused, ProcessorPayment>;
    try {
      answer = await (started.mode === 'hold' ? deps.processor.createHold(request) : deps.processor.charge(request))();
    } catch (error) {
      if (started.state !== 'error') await deps.deposits.save([step(started, { type: 'fail' }, now).deposit]);
      throw error;
    }
    if (E.isLeft(answer)) {
      const code = answer.left.code;
      const declined = step(started, answer.left._tag === 'CardDeclined' ? { type: 'decline', code } : { type: 'fail' }, now);
      if (!(await deps.deposits.save([declined.deposit]))) return E.left({ _tag: 'DepositChanged' });
      if (answer.left._tag === 'CardDeclined') await recordMovement(deps, customer(cmd.ip), 'declined', started, declined.deposit, declined.movement, { decline_code: code });
      return answer;
    }
    const payment = answer.right;
    if (payment.status === 'requires_action') {
      // Nothing is decided until the customer authenticates: the deposit stays `initiated` and keeps the payment's reference.
      const waiting = { ...started, processorPaymentId: payment.paymentId, version: started.version + 1, updatedAt: now };
      if (!(await deps.deposits.save([waiting]))) return E.left({ _tag: 'DepositChanged' });
      return E.right(waiting);
    }
    const limit = now.getTime() + (cmd.holdPeriodMs ?? DEFAULT_HOLD_PERIOD_MS);
    const holdExpiresAt = new Date(Math.min(limit, payment.holdExpiresAt?.getTime() ?? limit));
    const moved = step(started, started.mode === 'hold' ? { type: 'hold', processorPaymentId: payment.paymentId, holdExpiresAt } : { type: 'charge', processorPaymentId: payment.paymentId }, now);
    const saved = await saveMovedFrom(deps, started, moved.deposit, payment);
    if (E.isLeft(saved)) return saved;
    await recordMovement(deps, customer(cmd.ip), started.mode === 'hold' ? 'held' : 'captured', started, saved.right.deposit, moved.movement);
    const { replaced } = saved.right;
    if (replaced !== null && customerPaid(replaced, saved.right.deposit)) paid = saved.right.deposit;
    return E.right(saved.right.deposit);
  }
  if (paid !== null) await tellCustomerPaid(deps.paidNotice, paid);
  return result;
};
