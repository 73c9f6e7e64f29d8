import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { can } from '../access/corporate-restrictions';
import type { CustomerMessages } from '../customers/customer-messages';
import type { CustomerRepository } from '../customers/customer-repository';
import { formattedName } from '../inventory/vehicle';
import type { CustomerHasNoEmail } from '../customers/customer-errors';
import type { OrderListQuery, OrderRepository } from '../orders/order-repository';
import { recordByStaff } from '../orders/order-timeline';
import type { EmailSender } from '../shared/ports/message-senders';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { Deposit, DepositRefusal } from './deposit';
import { applyDepositAction } from './deposit-machine';
import type { DepositDeps } from './deposit-effects';
import { mayManageDeposits } from './deposit-use-cases';
import { languageOf } from '../shared/language';
import { fullName } from '../shared/person-name';

export interface DepositDeskDeps extends DepositDeps {
  readonly orders: Pick<OrderRepository, 'view' | 'list'>;
  readonly customers: Pick<CustomerRepository, 'byId'>;
  readonly email: EmailSender;
  readonly customerMessages: CustomerMessages;
}

/** The deal has no deposit yet (a custom deposit asks for one). */
export interface NoDeposit { readonly _tag: 'NoDeposit' }

/** Another deal of the customer that may receive a transfer: its deposit is empty (none, or asked and unpaid). */
export interface TransferableOrder {
  readonly orderId: number;
  readonly vehicle: string | null;
  readonly exteriorColour: string | null;
  readonly interiorColour: string | null;
}

const customerDeals = (customerId: number): OrderListQuery => ({
  page: 1, pageSize: 100, customerId, archived: false, paymentType: null, status: null, ordering: { field: 'created', descending: true }, customerRep: null,
});

/** GET order/{id}/deposit/: the deal's deposit, or null when none was asked. */
export const getDeposit = (deps: DepositDeps) => (ctx: DealershipContext, orderId: number): TE.TaskEither<NotFound, Deposit | null> => async () => {
  if ((await deps.deposits.deal(ctx.dealership.id, orderId)) === null) return E.left(notFound);
  return E.right(await deps.deposits.byOrder(ctx.dealership.id, orderId));
};

/** The deal a deposit belongs to (routes by deposit id check the deal's customer is open to the user). */
export const depositOrder = (deps: DepositDeps) => async (ctx: DealershipContext, depositId: number): Promise<number | null> =>
  (await deps.deposits.byId(ctx.dealership.id, depositId))?.orderId ?? null;

/** GET order/{id}/transferable_orders/: the customer's other active deals whose deposit is empty. */
export const transferableOrders = (deps: DepositDeskDeps) => (ctx: DealershipContext, orderId: number): TE.TaskEither<NotFound, readonly TransferableOrder[]> => async () => {
  const deal = await deps.deposits.deal(ctx.dealership.id, orderId);
  if (deal === null) return E.left(notFound);
  const { items } = await deps.orders.list(ctx.dealership.id, customerDeals(deal.customerId));
  const out: TransferableOrder[] = [];
  for (const o of items) {
    if (o.id === orderId) continue;
    const d = await deps.deposits.byOrder(ctx.dealership.id, o.id);
    if (d !== null && d.state !== 'created') continue;
    out.push({ orderId: o.id, vehicle: o.vehicle === null ? null : formattedName(o.vehicle), exteriorColour: o.vehicle?.exteriorColor || null, interiorColour: o.vehicle?.interiorColor || null });
  }
  return E.right(out);
};

/** One transfer between two deals of a customer, as the transfer note tells it. */
export interface DepositTransfer {
  readonly fromOrderId: number;
  readonly toOrderId: number;
  readonly amountCents: number;
  readonly at: Date;
}

/** GET transfer_deposit_note/{customer_id}/: the customer's deposit transfers, newest first, and a sentence in the reader's language. */
export const transferNote = (deps: DepositDeskDeps) => (ctx: DealershipContext, customerId: number): TE.TaskEither<NotFound, { readonly note: string | null; readonly transfers: readonly DepositTransfer[] }> => async () => {
  if ((await deps.customers.byId(ctx.dealership.id, customerId)) === null) return E.left(notFound);
  const { items } = await deps.orders.list(ctx.dealership.id, { ...customerDeals(customerId), archived: null });
  const transfers: DepositTransfer[] = [];
  for (const o of items) {
    const d = await deps.deposits.byOrder(ctx.dealership.id, o.id);
    if (d === null || d.transferredFromDepositId === null) continue;
    const from = await deps.deposits.byId(ctx.dealership.id, d.transferredFromDepositId);
    if (from !== null) transfers.push({ fromOrderId: from.orderId, toOrderId: d.orderId, amountCents: d.capturedCents, at: d.createdAt });
  }
  transfers.sort((a, b) => b.at.getTime() - a.at.getTime());
  const last = transfers[0];
  if (last === undefined) return E.right({ note: null, transfers });
  const amount = (last.amountCents / 100).toFixed(2);
  const note = ctx.user.language === 'fr_CA'
    ? `Dépôt de ${amount.replace('.', ',')} $ transféré de la transaction no ${last.fromOrderId} à la transaction no ${last.toOrderId}.`
    : `Deposit of $${amount} transferred from deal #${last.fromOrderId} to deal #${last.toOrderId}.`;
  return E.right({ note, transfers });
};

/**
 * POST order/{id}/resend_receipt/: e-mails the deposit's receipt again (through the outbox) in the
 * customer's language; only a paid or refunded deposit has one. Corporate users look, never act.
 */
export const resendReceipt = (deps: DepositDeskDeps) =>
  (ctx: DealershipContext, orderId: number): TE.TaskEither<Forbidden | NotFound | NoDeposit | DepositRefusal | CustomerHasNoEmail, { readonly sentTo: string }> => async () => {
    if (!can(ctx.actor, 'send_invitation_link')) return E.left(forbidden('resend_receipt'));
    const order = await deps.orders.view(ctx.dealership.id, orderId);
    if (order === null) return E.left(notFound);
    const d = await deps.deposits.byOrder(ctx.dealership.id, orderId);
    if (d === null) return E.left({ _tag: 'NoDeposit' });
    const checked = applyDepositAction(d, { type: 'resend_receipt' }, deps.clock.now());
    if (E.isLeft(checked)) return checked;
    if (order.customer.email === '') return E.left({ _tag: 'CustomerHasNoEmail' });
    const message = deps.customerMessages.depositReceiptEmail(order.customer.language, {
      customerName: fullName(order.customer), dealershipName: ctx.dealership.name,
      vehicle: order.vehicle === null ? '' : formattedName(order.vehicle), paidCents: d.capturedCents, refundedCents: d.refundedCents, currency: d.currency,
    });
    await deps.email.send({ to: order.customer.email, ...message, meta: { kind: 'receipt', dealershipId: ctx.dealership.id, customerId: order.customerId, orderId, language: languageOf(order.customer.language) } });
    await recordByStaff(deps.timeline, ctx, orderId, 'deposit', 'deposit.receipt_sent', { deposit_id: d.id, channel: 'email' });
    return E.right({ sentTo: order.customer.email });
  };

export type CustomDepositError = Forbidden | NotFound | InvalidInput | DepositRefusal | { readonly _tag: 'DepositChanged' };

export interface CustomDepositInput {
  readonly amountCents: number;
  readonly mode?: Deposit['mode'];
}

const MAX_DEPOSIT_CENTS = 10_000_000;

function checkAmount(input: CustomDepositInput): InvalidInput | null {
  const ok = Number.isSafeInteger(input.amountCents) && input.amountCents > 0 && input.amountCents <= MAX_DEPOSIT_CENTS;
  return ok ? null : invalidInput({ amount_cents: ['deposit.invalid_amount'] });
}

/** Sets the amount (and mode) asked while nothing was paid: the state machine refuses it after. */
async function setAmount(deps: DepositDeps, ctx: DealershipContext, d: Deposit, input: CustomDepositInput): Promise<E.Either<CustomDepositError, Deposit>> {
  const step = applyDepositAction(d, { type: 'set_amount', amountCents: input.amountCents }, deps.clock.now());
  if (E.isLeft(step)) return step;
  const next = { ...step.right.deposit, mode: input.mode ?? d.mode };
  if (!(await deps.deposits.save([next]))) return E.left({ _tag: 'DepositChanged' });
  await recordByStaff(deps.timeline, ctx, d.orderId, 'deposit', 'deposit.amount_set', { deposit_id: d.id, amount_cents: next.amountCents, mode: next.mode });
  return E.right(next);
}

/** POST customdeposit/: asks the customer for `amountCents` on the deal (a new deposit, or the unpaid one's amount changed). */
export const createCustomDeposit = (deps: DepositDeps) =>
  (ctx: DealershipContext, orderId: number, input: CustomDepositInput): TE.TaskEither<CustomDepositError, Deposit> => async () => {
    if (!mayManageDeposits(ctx)) return E.left(forbidden('manage_deposits'));
    const bad = checkAmount(input);
    if (bad !== null) return E.left(bad);
    const deal = await deps.deposits.deal(ctx.dealership.id, orderId);
    if (deal === null) return E.left(notFound);
    const existing = await deps.deposits.byOrder(ctx.dealership.id, orderId);
    if (existing !== null) return setAmount(deps, ctx, existing, input);
    const created = await deps.deposits.create({
      dealershipId: ctx.dealership.id, orderId, customerId: deal.customerId, mode: input.mode ?? 'hold', amountCents: input.amountCents,
      currency: ctx.dealership.country === 'US' ? 'USD' : 'CAD',
    }, deps.clock.now());
    await recordByStaff(deps.timeline, ctx, orderId, 'deposit', 'deposit.amount_set', { deposit_id: created.id, amount_cents: created.amountCents, mode: created.mode });
    return E.right(created);
  };

/** PATCH customdeposit/{id}/: another amount (or mode) for an unpaid deposit. */
export const updateCustomDeposit = (deps: DepositDeps) =>
  (ctx: DealershipContext, depositId: number, input: CustomDepositInput): TE.TaskEither<CustomDepositError, Deposit> => async () => {
    if (!mayManageDeposits(ctx)) return E.left(forbidden('manage_deposits'));
    const bad = checkAmount(input);
    if (bad !== null) return E.left(bad);
    const d = await deps.deposits.byId(ctx.dealership.id, depositId);
    return d === null ? E.left(notFound) : setAmount(deps, ctx, d, input);
  };

/** DELETE customdeposit/{id}/: withdraws a deposit no one paid (it ends canceled; paid money is refunded or transferred instead). */
export const deleteCustomDeposit = (deps: DepositDeps) =>
  (ctx: DealershipContext, depositId: number): TE.TaskEither<CustomDepositError, Deposit> => async () => {
    if (!mayManageDeposits(ctx)) return E.left(forbidden('manage_deposits'));
    const d = await deps.deposits.byId(ctx.dealership.id, depositId);
    if (d === null) return E.left(notFound);
    if (d.state !== 'created') return E.left({ _tag: 'DepositRefusal', code: 'deposit.amount_locked', state: d.state, action: 'cancel' });
    const step = applyDepositAction(d, { type: 'cancel' }, deps.clock.now());
    if (E.isLeft(step)) return step;
    if (!(await deps.deposits.save([step.right.deposit]))) return E.left({ _tag: 'DepositChanged' });
    await recordByStaff(deps.timeline, ctx, d.orderId, 'deposit', 'deposit.withdrawn', { deposit_id: d.id });
    return E.right(step.right.deposit);
  };

/** The deposit desk's use cases bound to their ports (the money actions are in deposit-use-cases.ts). */
export const depositDeskUseCases = (deps: DepositDeskDeps) => ({
  get: getDeposit(deps),
  orderOf: depositOrder(deps),
  transferableOrders: transferableOrders(deps),
  transferNote: transferNote(deps),
  resendReceipt: resendReceipt(deps),
  createCustom: createCustomDeposit(deps),
  updateCustom: updateCustomDeposit(deps),
  deleteCustom: deleteCustomDeposit(deps),
});
export type DepositDeskUseCases = ReturnType<typeof depositDeskUseCases>;
