import * as E from 'fp-ts/Either';
import type { DealershipContext } from '../access/dealership-context';
import type { NotifyStaffDeps } from '../notifications/notify-staff';
import type { DealTimeline, TimelineActor } from '../orders/deal-timeline';
import type { AuditAction, AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { IdempotencyStore } from '../shared/ports/idempotency-store';
import type { CardProcessorAccounts } from '../stores/card-processor-repository';
import type { Deposit, DepositMovement, DepositReason } from './deposit';
import type { DepositLocks } from './deposit-locks';
import type { DepositProcessor, PaymentAct, PaymentRefused, ProcessorPayment } from './deposit-processor';
import type { DepositRepository } from './deposit-repository';
import { reconcileDeposit } from './reconcile';

export interface DepositDeps {
  readonly deposits: DepositRepository;
  readonly processor: DepositProcessor;
  readonly accounts: Pick<CardProcessorAccounts, 'account'>;
  readonly idempotency: IdempotencyStore;
  readonly audit: AuditLog;
  readonly timeline: DealTimeline;
  readonly clock: Clock;
  /** Money moves on a deal's deposit run one at a time (issue 29 item 8). */
  readonly locks: DepositLocks;
  /** Who to tell that the customer paid (`customer_paid_deposit`); null tells nobody (the demo's seed). */
  readonly paidNotice: NotifyStaffDeps | null;
}

/** The dealership has no connected processor account, so no card money can move. */
export interface ProcessorNotConnected { readonly _tag: 'ProcessorNotConnected' }
/** Someone else changed the deposit meanwhile and nothing moved: try again (the same key may be reused). */
export interface DepositChanged { readonly _tag: 'DepositChanged' }

/** The processor's key for one act on one deposit: the client's key, so that a retry is the same request to the processor. */
export const processorKey = (deposit: Deposit, what: string, key: string) => `deposit-${deposit.id}-${what}-${key}`;

/** What asking the processor for a refund needs: the refund call and the store's connected account. */
export interface RefundMover {
  readonly processor: Pick<DepositProcessor, 'refund'>;
  readonly accounts: Pick<CardProcessorAccounts, 'account'>;
}
/** What asking the processor for any movement needs. */
export interface MoneyMover extends RefundMover {
  readonly processor: Pick<DepositProcessor, 'refund' | 'capture' | 'cancel'>;
}
export type Moved = E.Either<PaymentRefused | ProcessorNotConnected, { readonly deposit: Deposit; readonly payment: ProcessorPayment | null }>;

/** The processor call for a movement of `before` (its account, its payment, our key), or ProcessorNotConnected. */
async function processorAct(deps: RefundMover, before: Deposit, kind: string, key: string): Promise<E.Either<ProcessorNotConnected, PaymentAct>> {
  const account = await deps.accounts.account(before.dealershipId);
  const paymentId = before.processorPaymentId;
  if (account === null || paymentId === null) return E.left({ _tag: 'ProcessorNotConnected' });
  return E.right({ accountId: account.accountId, paymentId, idempotencyKey: processorKey(before, kind, key) });
}

/**
 * A refund the state machine decided: asked of the processor (unless the money was taken outside
 * the system) and the processor's refund id added to the deposit. Any other movement asks nothing.
 */
export async function refundMoney(deps: RefundMover, before: Deposit, after: Deposit, movement: DepositMovement, key: string): Promise<Moved> {
  if (movement.kind !== 'refund' || movement.outside) return E.right({ deposit: after, payment: null });
  const act = await processorAct(deps, before, movement.kind, key);
  if (E.isLeft(act)) return act;
  const refunded = await deps.processor.refund({ ...act.right, amountCents: movement.amountCents })();
  if (E.isLeft(refunded)) return refunded;
  return E.right({ deposit: { ...after, processorRefundIds: [...after.processorRefundIds, refunded.right.refundId] }, payment: refunded.right.payment });
}

/**
 * Asks the processor for the movement the state machine decided (nothing for money taken outside
 * the system, a transfer or no movement) and adds the processor's references to the deposit.
 */
export async function moveMoney(deps: MoneyMover, before: Deposit, after: Deposit, movement: DepositMovement, key: string): Promise<Moved> {
  if (movement.kind === 'refund') return refundMoney(deps, before, after, movement, key);
  if (movement.kind !== 'capture' && movement.kind !== 'release') return E.right({ deposit: after, payment: null });
  const act = await processorAct(deps, before, movement.kind, key);
  if (E.isLeft(act)) return act;
  const done = await (movement.kind === 'capture' ? deps.processor.capture(act.right) : deps.processor.cancel(act.right))();
  return E.isLeft(done) ? done : E.right({ deposit: after, payment: done.right });
}

/** What saving a moved deposit needs (a lost save is repaired from a fresh read). */
export interface SaveDeps {
  readonly deposits: Pick<DepositRepository, 'save' | 'byId'>;
  readonly clock: Clock;
}

/**
 * Saves after the processor acted. When the deposit changed meanwhile (another request with another
 * key), the money has moved anyway: the fresh record is repaired from the processor's view, so our
 * record never forgets a movement. Without a processor movement the conflict is DepositChanged.
 */
export async function saveMoved(deps: SaveDeps, deposit: Deposit, payment: ProcessorPayment | null): Promise<E.Either<DepositChanged, Deposit>> {
  const saved = await saveMovedFrom(deps, deposit, deposit, payment);
  return E.isLeft(saved) ? saved : E.right(saved.right.deposit);
}

/**
 * saveMoved, telling also which record our save replaced (`before` when it went through at once,
 * the fresh record when it was repaired), or null when someone else had already recorded it all.
 * Money moves hold the deal's lock, so a conflict here is a writer that does not move money (a
 * reconciliation, a customer's payment settling): each lost save means another writer's went
 * through, so a few tries suffice.
 */
export async function saveMovedFrom(
  deps: SaveDeps, before: Deposit, deposit: Deposit, payment: ProcessorPayment | null,
): Promise<E.Either<DepositChanged, { readonly deposit: Deposit; readonly replaced: Deposit | null }>> {
  if (await deps.deposits.save([deposit])) return E.right({ deposit, replaced: before });
  if (payment === null) return E.left({ _tag: 'DepositChanged' });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const fresh = await deps.deposits.byId(deposit.dealershipId, deposit.id);
    if (fresh === null) throw new Error(`deposit ${deposit.id} vanished after the processor moved money`);
    const repaired = reconcileDeposit(fresh, payment, deps.clock.now());
    if (repaired.deposit === fresh) return E.right({ deposit: fresh, replaced: null });
    // Keep what only our request knew: its refund's id and reason.
    const refundIds = deposit.processorRefundIds.filter((id) => !fresh.processorRefundIds.includes(id));
    const kept = refundIds.length === 0 ? repaired.deposit
      : { ...repaired.deposit, processorRefundIds: [...fresh.processorRefundIds, ...refundIds], refundReason: deposit.refundReason };
    if (await deps.deposits.save([kept])) return E.right({ deposit: kept, replaced: fresh });
  }
  throw new Error(`deposit ${deposit.id} keeps changing; the reconciliation job will repair it from the processor`);
}

export type DepositEvent = 'captured' | 'canceled' | 'refunded' | 'marked_paid' | 'transferred' | 'expired' | 'reconciled' | 'held' | 'declined';

/** Who acted and from where: a member of staff, the customer paying, or the system (a job, reconciliation). */
export interface DepositActor {
  readonly actor: TimelineActor;
  readonly userId: number | null;
  readonly ip: string;
}
export const SYSTEM: DepositActor = { actor: 'system', userId: null, ip: '' };
export const dealerActor = (ctx: DealershipContext, ip: string): DepositActor => ({ actor: 'dealer', userId: ctx.user.id, ip });

const reasonDetail = (reason: DepositReason | null) => ({
  reason_id: reason !== null && 'reasonId' in reason ? reason.reasonId : null,
  other_reason: reason !== null && 'other' in reason ? reason.other : null,
});

/** Where a movement is recorded. */
export interface RecordDeps {
  readonly audit: AuditLog;
  readonly timeline: Pick<DealTimeline, 'record'>;
}

/** One audit row and one timeline entry per deal touched, for one movement. */
export async function recordMovement(
  deps: RecordDeps, who: DepositActor, event: DepositEvent, before: Deposit, after: Deposit, movement: DepositMovement,
  extra: Readonly<Record<string, string | number | boolean | null>> = {},
): Promise<void> {
  const amount = movement.kind === 'none' ? null : movement.amountCents;
  const reason = event === 'refunded' ? after.refundReason : event === 'transferred' ? after.transferReason : null;
  const detail = { deposit_id: after.id, order_id: after.orderId, amount_cents: amount, ...reasonDetail(reason), ...extra };
  const action: AuditAction = `deposit_${event}`;
  await deps.audit.record({
    action, userId: who.userId, dealershipId: after.dealershipId, ip: who.ip, detail,
    before: { state: before.state, payment_status: before.paymentStatus, captured_cents: before.capturedCents, refunded_cents: before.refundedCents },
    after: { state: after.state, payment_status: after.paymentStatus, captured_cents: after.capturedCents, refunded_cents: after.refundedCents },
  });
  await deps.timeline.record({ dealershipId: after.dealershipId, orderId: after.orderId, kind: 'deposit', event: `deposit.${event}`, actor: who.actor, actorUserId: who.userId, detail });
}
