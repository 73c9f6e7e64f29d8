import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { canManageFeesAndDiscounts } from './fees-and-discounts-access';
import type { OrderRepository } from '../orders/order-repository';
import type { Clock } from '../shared/ports/clock';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type InvalidQuery, type NotFound } from '../shared/errors';
import { orderFeeLines, type DealFacts, type OrderFeeLine } from './applicable-fees';
import { checkFeeValues, DEFAULT_FEE_VALUES, storeLanguageOf, type FeeInput, type FeeValues } from './fee-form';
import { FEE_PAYMENT_METHODS, type FeeKind, type FeeOrDiscount, type FeePaymentMethod, type FeeScope } from './fee-or-discount';
import type { FeeRepository } from './fee-repository';
import { idFromText, isId } from '../shared/ids';

export interface FeeDeps {
  readonly fees: FeeRepository;
  readonly orders: Pick<OrderRepository, 'byId' | 'view'>;
  readonly clock: Clock;
}

/** A global row with how many open deals carry it (the delete confirmation says it). */
export interface GlobalFeeListItem {
  readonly fee: FeeOrDiscount;
  readonly openOrders: number;
}

export type WriteError = Forbidden | InvalidInput | NotFound;

/**
 * Writes follow spec 002 section 6 (canManageFeesAndDiscounts) and corporate-kind users never
 * write (they may look, not act). Reads are open to every staff member with a role.
 */
export function mayWriteFees(ctx: DealershipContext): boolean {
  return !ctx.actor.isCorporate && canManageFeesAndDiscounts(ctx.actor, ctx.dealership);
}

const denied = (): E.Either<Forbidden, never> => E.left(forbidden('edit_fees_and_discounts'));

/** A row of this kind and scope in the dealership, else null (answered 404 either way). */
async function ownRow(deps: FeeDeps, ctx: DealershipContext, kind: FeeKind, scope: FeeScope, id: number): Promise<FeeOrDiscount | null> {
  const fee = await deps.fees.byId(ctx.dealership.id, id);
  return fee !== null && fee.kind === kind && fee.scope === scope ? fee : null;
}

/** GET fees|discounts/global/: the dealership's global rows, each with its open-deal count. */
export const listGlobalFees = (deps: FeeDeps) =>
  (kind: FeeKind) => (ctx: DealershipContext): TE.TaskEither<never, readonly GlobalFeeListItem[]> => async () => {
    const fees = await deps.fees.list(ctx.dealership.id, kind, 'global', null);
    const counts = await deps.fees.openOrdersCarrying(ctx.dealership.id, fees.map((f) => f.id));
    return E.right(fees.map((fee) => ({ fee, openOrders: counts.get(fee.id) ?? 0 })));
  };

/** A positive integer id of a query parameter, else undefined. */
function readId(value: string): number | undefined {
  return idFromText(value) ?? undefined;
}

/** GET fees|discounts/custom/?order=: the custom rows of one deal (of every deal without ?order=). */
export const listCustomFees = (deps: FeeDeps) =>
  (kind: FeeKind) => (ctx: DealershipContext, order: string | undefined): TE.TaskEither<InvalidQuery | NotFound, readonly FeeOrDiscount[]> => async () => {
    let orderId: number | null = null;
    if (order !== undefined && order !== '') {
      const id = readId(order);
      if (id === undefined) return E.left({ _tag: 'InvalidQuery', errors: { order: ['reference.invalid'] } });
      if ((await deps.orders.byId(ctx.dealership.id, id)) === null) return E.left(notFound);
      orderId = id;
    }
    return E.right(await deps.fees.list(ctx.dealership.id, kind, 'custom', orderId));
  };

/** The order a custom row belongs to: required on create, in the dealership. */
async function checkOrder(deps: FeeDeps, ctx: DealershipContext, order: number | undefined, current: number | null): Promise<{ readonly orderId: number } | { readonly error: string }> {
  if (order === undefined) return current === null ? { error: 'required' } : { orderId: current };
  if (order === current) return { orderId: order };
  if (!isId(order)) return { error: 'reference.not_found' };
  return (await deps.orders.byId(ctx.dealership.id, order)) === null ? { error: 'reference.not_found' } : { orderId: order };
}

/** POST: a new row; custom rows need `order`, a deal of the dealership. */
export const createFee = (deps: FeeDeps) =>
  (kind: FeeKind, scope: FeeScope) => (ctx: DealershipContext, input: FeeInput): TE.TaskEither<WriteError, FeeOrDiscount> => async () => {
    if (!mayWriteFees(ctx)) return denied();
    const checked = checkFeeValues(kind, scope, { ...DEFAULT_FEE_VALUES, name: '', amountCents: null }, input, storeLanguageOf(ctx.dealership.defaultLanguage));
    const order = scope === 'custom' ? await checkOrder(deps, ctx, input.order, null) : null;
    const errors = { ...(checked.ok ? {} : checked.errors), ...(order !== null && 'error' in order ? { order: [order.error] as [string] } : {}) };
    if (!checked.ok || Object.keys(errors).length > 0) return E.left(invalidInput(errors));
    const orderId = order !== null && 'orderId' in order ? order.orderId : null;
    const fee = await deps.fees.create(ctx.dealership.id, { ...checked.values, kind, scope, orderId, createdBy: ctx.user.id }, deps.clock.now());
    return E.right(fee);
  };

/**
 * PUT replaces the row (fields not sent go back to their defaults; name and amount are required),
 * PATCH changes the fields sent. Nothing changes when anything is wrong.
 */
export const updateFee = (deps: FeeDeps) =>
  (kind: FeeKind, scope: FeeScope, mode: 'put' | 'patch') =>
    (ctx: DealershipContext, id: number, input: FeeInput): TE.TaskEither<WriteError, FeeOrDiscount> => async () => {
      if (!mayWriteFees(ctx)) return denied();
      const current = await ownRow(deps, ctx, kind, scope, id);
      if (current === null) return E.left(notFound);
      const base: Parameters<typeof checkFeeValues>[2] = mode === 'patch' ? current : { ...DEFAULT_FEE_VALUES, name: '', amountCents: null };
      const checked = checkFeeValues(kind, scope, base, input, storeLanguageOf(ctx.dealership.defaultLanguage));
      const order = scope === 'custom' ? await checkOrder(deps, ctx, input.order, current.orderId) : null;
      const errors = { ...(checked.ok ? {} : checked.errors), ...(order !== null && 'error' in order ? { order: [order.error] as [string] } : {}) };
      if (!checked.ok || Object.keys(errors).length > 0) return E.left(invalidInput(errors));
      const values: FeeValues = checked.values;
      const updated = await deps.fees.update(ctx.dealership.id, id, values, deps.clock.now());
      if (updated === null) return E.left(notFound);
      if (order !== null && 'orderId' in order && order.orderId !== current.orderId) {
        // Moving a custom row to another deal of the dealership.
        return E.right(await deps.fees.moveToOrder(ctx.dealership.id, id, order.orderId) ?? updated);
      }
      return E.right(updated);
    };

/** DELETE: the row goes, and with it every deal's choice on it (docs/decisions/fees.md). */
export const deleteFee = (deps: FeeDeps) =>
  (kind: FeeKind, scope: FeeScope) => (ctx: DealershipContext, id: number): TE.TaskEither<Forbidden | NotFound, void> => async () => {
    if (!mayWriteFees(ctx)) return denied();
    if ((await ownRow(deps, ctx, kind, scope, id)) === null) return E.left(notFound);
    return (await deps.fees.delete(ctx.dealership.id, id)) ? E.right(undefined) : E.left(notFound);
  };

/** The facts of a deal the applicable-fees rule reads; `method` overrides the deal's payment type. */
async function dealFacts(deps: FeeDeps, ctx: DealershipContext, orderId: number, method: FeePaymentMethod | undefined): Promise<DealFacts | null> {
  const order = await deps.orders.view(ctx.dealership.id, orderId);
  if (order === null) return null;
  const v = order.vehicle;
  return {
    orderId, dealershipId: ctx.dealership.id, method: method ?? order.paymentType,
    condition: v === null ? null : v.condition === 'New' ? 'new' : 'used',
    stockStatus: v?.stockStatus ?? null,
    vehicleType: v?.bodyType ?? null,
  };
}

/** A deal's rows for one payment method. */
export interface OrderFees {
  readonly method: FeePaymentMethod;
  readonly lines: readonly OrderFeeLine[];
}

async function linesOf(deps: FeeDeps, ctx: DealershipContext, facts: DealFacts): Promise<OrderFees> {
  const { fees, choices } = await deps.fees.forOrder(ctx.dealership.id, facts.orderId);
  return { method: facts.method, lines: orderFeeLines(fees, choices, facts) };
}

/** GET order/{id}/fees-and-discounts/?method=: every candidate row of the deal with its state. */
export const orderFees = (deps: FeeDeps) =>
  (ctx: DealershipContext, orderId: number, method: string | undefined): TE.TaskEither<InvalidQuery | NotFound, OrderFees> => async () => {
    const m = method === undefined || method === '' ? undefined : FEE_PAYMENT_METHODS.find((x) => x === method);
    if (method !== undefined && method !== '' && m === undefined) return E.left({ _tag: 'InvalidQuery', errors: { method: ['choice.invalid'] } });
    const facts = await dealFacts(deps, ctx, orderId, m);
    if (facts === null) return E.left(notFound);
    return E.right(await linesOf(deps, ctx, facts));
  };

/**
 * POST fees|discounts/global/{id}/add_to_order/ (included true) and PUT
 * order/{id}/fees-and-discounts/{feeId}/ (included as sent): the deal's choice on a global row.
 * Idempotent. A custom row is always on its deal: it cannot be taken off (delete it instead).
 */
export const setOrderFeeIncluded = (deps: FeeDeps) =>
  (ctx: DealershipContext, input: { readonly orderId: number; readonly feeId: number; readonly included: boolean; readonly kind?: FeeKind }): TE.TaskEither<WriteError, OrderFees> => async () => {
    if (!mayWriteFees(ctx)) return denied();
    const fee = await deps.fees.byId(ctx.dealership.id, input.feeId);
    if (fee === null || (input.kind !== undefined && (fee.kind !== input.kind || fee.scope !== 'global'))) return E.left(notFound);
    const facts = await dealFacts(deps, ctx, input.orderId, undefined);
    if (facts === null) return E.left(notFound);
    if (fee.scope === 'custom') {
      if (fee.orderId !== input.orderId) return E.left(notFound);
      if (!input.included) return E.left(invalidInput({ included: ['fees.custom_always_included'] }));
    } else {
      await deps.fees.setChoice(input.orderId, fee.id, input.included, ctx.user.id, deps.clock.now());
    }
    return E.right(await linesOf(deps, ctx, facts));
  };

/** The fees-and-discounts use cases bound to their ports (what a composition root hands the server). */
export const feeUseCases = (deps: FeeDeps) => ({
  listGlobal: listGlobalFees(deps),
  listCustom: listCustomFees(deps),
  create: createFee(deps),
  update: updateFee(deps),
  remove: deleteFee(deps),
  orderFees: orderFees(deps),
  setIncluded: setOrderFeeIncluded(deps),
});
export type FeeUseCases = ReturnType<typeof feeUseCases>;
