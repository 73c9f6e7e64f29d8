import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { hasPermission } from '../access/permissions';
import { idempotent, type IdempotencyError } from '../shared/idempotency';
import { forbidden, notFound, type Forbidden, type NotFound } from '../shared/errors';
import type { IdempotencyStore } from '../shared/ports/idempotency-store';
import { newDeposit, paidCents, type Deposit, type DepositMovement, type DepositReason, type DepositRefusal } from './deposit';
import { applyDepositAction, transferBetween, type DepositAction } from './deposit-machine';
import type { PaymentRefused } from './deposit-processor';
import { depositResultCodec } from './deposit-json';
import type { DepositBusy, DepositLocks } from './deposit-locks';
import type { DepositRepository } from './deposit-repository';
import {
  dealerActor, moveMoney, recordMovement, refundMoney, saveMoved, SYSTEM, type DepositChanged, type DepositDeps, type DepositEvent, type Moved,
  type ProcessorNotConnected, type RecordDeps, type RefundMover, type SaveDeps,
} from './deposit-effects';

export type DepositActionError =
  | Forbidden | NotFound | DepositRefusal | PaymentRefused | ProcessorNotConnected | DepositChanged | DepositBusy | IdempotencyError;

/** What every money action carries: the deal, the client's idempotency key, and where the request came from (audit). */
export interface MoneyCommand {
  readonly orderId: number;
  readonly idempotencyKey: string;
  readonly ip: string;
}
export interface RefundCommand extends MoneyCommand {
  /** 'all': everything the deposit holds when the request runs (so a repeat of the request is the same request). */
  readonly amountCents: number | 'all';
  readonly reason: DepositReason;
}
export interface TransferCommand extends MoneyCommand {
  readonly toOrderId: number;
  readonly reason: DepositReason;
}

/** Refunds, transfers, cancel, capture and mark-as-paid: the deposit managers of the store (never corporate users). */
export const mayManageDeposits = (ctx: DealershipContext): boolean => hasPermission(ctx.actor, 'can_manage_deposits');

/** What every action on one deposit needs beside the processor: the deposit, the key, the lock, the records. */
export interface DepositActionDeps extends SaveDeps, RecordDeps {
  readonly deposits: Pick<DepositRepository, 'byOrder' | 'byId' | 'save'>;
  readonly idempotency: Pick<IdempotencyStore, 'claim' | 'complete' | 'release'>;
  readonly locks: DepositLocks;
}

/**
 * What `refundDeposit` calls and nothing more: `DepositDeps` satisfies it, and so do the in-memory
 * ports of `@dealer-panel/core/testing`.
 */
export interface RefundDepositDeps extends DepositActionDeps, RefundMover {}

/** Conflicts after which nothing moved and the same key may run again: the key is not kept. */
const isRetryable = (error: unknown) => ['DepositChanged', 'DepositBusy'].includes((error as { _tag?: string } | null)?._tag ?? '');
const reasonText = (r: DepositReason) => ('reasonId' in r ? `id:${r.reasonId}` : `other:${r.other.trim()}`);

/**
 * The shared frame: rights, then the idempotency wrapper around `body` (a repeated key answers the
 * first result), and `body` runs holding the locks of the deals it touches (issue 29 item 8), so
 * it reads, checks, moves money and records with no other money move on those deposits between.
 */
function guarded(
  deps: Pick<DepositActionDeps, 'idempotency' | 'locks' | 'clock'>, ctx: DealershipContext, cmd: MoneyCommand, fingerprint: string, orderIds: readonly number[],
  body: () => Promise<E.Either<DepositActionError, Deposit>>,
) {
  return async (): Promise<E.Either<DepositActionError, Deposit>> => {
    if (!mayManageDeposits(ctx)) return E.left(forbidden('manage_deposits'));
    const run = { scope: `dealership:${ctx.dealership.id}`, key: cmd.idempotencyKey, fingerprint: `${fingerprint}:order:${cmd.orderId}`, now: deps.clock.now(), retryable: isRetryable };
    return idempotent(deps.idempotency, run, depositResultCodec<DepositActionError>(), async () => {
      const locked = await deps.locks.exclusive(orderIds, body);
      return E.isLeft(locked) ? E.left(locked.left) : locked.right;
    });
  };
}

type Move = (before: Deposit, after: Deposit, movement: DepositMovement, key: string) => Promise<Moved>;

/** One deposit, one action: load, state machine, processor (`move`), save, audit and timeline. */
const single = (deps: DepositActionDeps, move: Move, event: DepositEvent, action: (d: Deposit) => DepositAction, fingerprint: (cmd: MoneyCommand) => string) =>
  <C extends MoneyCommand>(ctx: DealershipContext, cmd: C): TE.TaskEither<DepositActionError, Deposit> =>
    guarded(deps, ctx, cmd, fingerprint(cmd), [cmd.orderId], async () => {
      const before = await deps.deposits.byOrder(ctx.dealership.id, cmd.orderId);
      if (before === null) return E.left(notFound);
      const step = applyDepositAction(before, action(before), deps.clock.now());
      if (E.isLeft(step)) return step;
      const moved = await move(before, step.right.deposit, step.right.movement, cmd.idempotencyKey);
      if (E.isLeft(moved)) return moved;
      const saved = await saveMoved(deps, moved.right.deposit, moved.right.payment);
      if (E.isLeft(saved)) return saved;
      await recordMovement(deps, dealerActor(ctx, cmd.ip), event, before, saved.right, step.right.movement);
      return saved;
    });

/** Any movement, asked of the processor (capture, release, refund). */
const moving = (deps: DepositDeps): Move => (before, after, movement, key) => moveMoney(deps, before, after, movement, key);

/** capture_deposit/: takes the held amount before the hold expires. */
export const captureDeposit = (deps: DepositDeps) => single(deps, moving(deps), 'captured', () => ({ type: 'capture' }), () => 'capture');

/** cancel_deposit/: releases a hold, or closes a deposit no one paid. */
export const cancelDeposit = (deps: DepositDeps) => single(deps, moving(deps), 'canceled', () => ({ type: 'cancel' }), () => 'cancel');

/** mark_as_paid/: the customer paid outside the system (cash, cheque, at the desk): nothing is asked of the processor. */
export const markDepositPaid = (deps: DepositDeps) => single(deps, moving(deps), 'marked_paid', () => ({ type: 'mark_paid' }), () => 'mark_paid');

/** refund_deposit/: part or all of what was paid, with a reason; never more than what is left. */
export const refundDeposit = (deps: RefundDepositDeps) => (ctx: DealershipContext, cmd: RefundCommand): TE.TaskEither<DepositActionError, Deposit> =>
  single(
    deps, (before, after, movement, key) => refundMoney(deps, before, after, movement, key), 'refunded',
    (d) => ({ type: 'refund', amountCents: cmd.amountCents === 'all' ? paidCents(d) : cmd.amountCents, reason: cmd.reason }),
    () => `refund:${cmd.amountCents}:${reasonText(cmd.reason)}`,
  )(ctx, cmd);

/**
 * transfer_deposit/: what the deposit holds moves to another deal of the same customer, whose
 * deposit must be empty (one is created when the deal has none). Both are saved together; the
 * processor is not asked (the money stays on the same payment, which the new deposit refers to).
 */
export const transferDeposit = (deps: DepositDeps) => (ctx: DealershipContext, cmd: TransferCommand): TE.TaskEither<DepositActionError, Deposit> =>
  guarded(deps, ctx, cmd, `transfer:${cmd.toOrderId}:${reasonText(cmd.reason)}`, [cmd.orderId, cmd.toOrderId], async () => {
    const from = await deps.deposits.byOrder(ctx.dealership.id, cmd.orderId);
    const deal = await deps.deposits.deal(ctx.dealership.id, cmd.toOrderId);
    if (from === null || deal === null) return E.left(notFound);
    const now = deps.clock.now();
    const existing = await deps.deposits.byOrder(ctx.dealership.id, cmd.toOrderId);
    const fresh = { dealershipId: ctx.dealership.id, orderId: deal.orderId, customerId: deal.customerId, mode: from.mode, amountCents: from.amountCents, currency: from.currency };
    // Checked on a deposit not yet stored, so that a refused transfer leaves the other deal untouched.
    const checked = transferBetween(from, existing ?? newDeposit(fresh, 0, now), cmd.reason, now);
    if (E.isLeft(checked)) return checked;
    const to = existing ?? await deps.deposits.create(fresh, now);
    const moved = transferBetween(from, to, cmd.reason, now);
    if (E.isLeft(moved)) return moved;
    if (!(await deps.deposits.save([moved.right.from, moved.right.to]))) return E.left({ _tag: 'DepositChanged' });
    const who = dealerActor(ctx, cmd.ip);
    await recordMovement(deps, who, 'transferred', from, moved.right.from, moved.right.movement, { direction: 'out', other_order_id: to.orderId });
    await recordMovement(deps, who, 'transferred', to, moved.right.to, moved.right.movement, { direction: 'in', other_order_id: from.orderId });
    return E.right(moved.right.from);
  });

/**
 * The expiry job (run once across processes by the lead's queue): every hold whose period ended is
 * released at the processor (a dealership's period may be shorter than the card network's) and
 * marked expired. A hold the processor captured meanwhile is left to reconciliation. Each release
 * holds the deal's lock and reads the deposit again under it (a capture may have come first); a
 * deposit busy past the wait is left to the next run.
 */
export const expireHolds = (deps: DepositDeps) => async (limit = 100): Promise<number> => {
  const now = deps.clock.now();
  let expired = 0;
  for (const listed of await deps.deposits.expiredHolds(now, limit)) {
    const done = await deps.locks.exclusive([listed.orderId], async () => {
      const before = await deps.deposits.byId(listed.dealershipId, listed.id);
      if (before === null) return false;
      const step = applyDepositAction(before, { type: 'expire' }, now);
      if (E.isLeft(step)) return false;
      const released = await moveMoney(deps, before, step.right.deposit, step.right.movement, 'expire');
      if (E.isLeft(released) && released.left._tag === 'PaymentRefused' && released.left.code === 'already_captured') return false;
      if (!(await deps.deposits.save([step.right.deposit]))) return false;
      await recordMovement(deps, SYSTEM, 'expired', before, step.right.deposit, step.right.movement);
      return true;
    });
    if (E.isRight(done) && done.right) expired += 1;
  }
  return expired;
};

/** The deposit use cases bound to their ports. */
export const depositUseCases = (deps: DepositDeps) => ({
  capture: captureDeposit(deps),
  cancel: cancelDeposit(deps),
  markPaid: markDepositPaid(deps),
  refund: refundDeposit(deps),
  transfer: transferDeposit(deps),
  expireHolds: expireHolds(deps),
});
export type DepositUseCases = ReturnType<typeof depositUseCases>;
