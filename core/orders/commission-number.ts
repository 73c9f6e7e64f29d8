import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { Clock } from '../shared/ports/clock';
import { invalidInput, notFound, type InvalidInput, type NotFound } from '../shared/errors';
import type { OrderView } from './order';
import type { OrderArchived } from './order-errors';
import type { OrderRepository } from './order-repository';
import type { DealTimeline } from './deal-timeline';
import { recordByStaff } from './order-timeline';

/**
 * A commission number (spec: "change commission number (validated first)"; its rule is not
 * shown). Decided: the deal number a DMS gives, 1 to 20 letters, digits and hyphens starting with
 * a letter or a digit, kept in upper case, unique among the dealership's deals.
 */
const COMMISSION_NUMBER = /^[A-Z0-9][A-Z0-9-]{0,19}$/;

export function normalizeCommissionNumber(value: string): string | null {
  const upper = value.trim().toUpperCase();
  return COMMISSION_NUMBER.test(upper) ? upper : null;
}

type Deps = { readonly orders: OrderRepository; readonly clock: Clock; readonly timeline: DealTimeline };

async function check(deps: Deps, ctx: DealershipContext, id: number, value: string): Promise<E.Either<InvalidInput | NotFound, string>> {
  const order = await deps.orders.byId(ctx.dealership.id, id);
  if (order === null) return E.left(notFound);
  if (value.trim() === '') return E.left(invalidInput({ commission_number: ['required'] }));
  const number = normalizeCommissionNumber(value);
  if (number === null) return E.left(invalidInput({ commission_number: ['commission_number.invalid'] }));
  if (await deps.orders.commissionNumberTaken(ctx.dealership.id, number, id)) return E.left(invalidInput({ commission_number: ['commission_number.taken'] }));
  return E.right(number);
}

/** POST order/{id}/validate_commission_number/: whether the number may be given to this deal. */
export const validateCommissionNumber = (deps: Deps) =>
  (ctx: DealershipContext, id: number, value: string): TE.TaskEither<InvalidInput | NotFound, { readonly commissionNumber: string }> => async () => {
    const checked = await check(deps, ctx, id, value);
    return E.isLeft(checked) ? checked : E.right({ commissionNumber: checked.right });
  };

/** POST order/{id}/change_commission_number/: checks the number again (the server decides) and keeps it. */
export const changeCommissionNumber = (deps: Deps) =>
  (ctx: DealershipContext, id: number, value: string): TE.TaskEither<InvalidInput | NotFound | OrderArchived, OrderView> => async () => {
    const checked = await check(deps, ctx, id, value);
    if (E.isLeft(checked)) return checked;
    const current = await deps.orders.byId(ctx.dealership.id, id);
    if (current?.isArchived) return E.left({ _tag: 'OrderArchived' });
    const saved = await deps.orders.setCommissionNumber(ctx.dealership.id, id, checked.right, deps.clock.now());
    if (saved === 'taken') return E.left(invalidInput({ commission_number: ['commission_number.taken'] }));
    if (saved !== null) await recordByStaff(deps.timeline, ctx, id, 'status', 'deal.commission_number_changed', { number: checked.right });
    const view = saved === null ? null : await deps.orders.view(ctx.dealership.id, id);
    return view ? E.right(view) : E.left(notFound);
  };
