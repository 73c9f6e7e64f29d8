import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { can } from '../access/corporate-restrictions';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { FieldErrors } from '../shared/validation';
import type { DealTimeline } from '../orders/deal-timeline';
import { recordByStaff } from '../orders/order-timeline';

/** A named value the dealer keeps with a deal's reservation (save_reserveit_field/). */
export interface ReserveItField {
  readonly name: string;
  readonly value: string;
}

/** The deals' Reserve-It fields, one value per (deal, name). Writes of another store's deal are false; reads empty. */
export interface ReserveItFields {
  list(dealershipId: number, orderId: number): Promise<readonly ReserveItField[] | null>;
  save(dealershipId: number, orderId: number, field: ReserveItField, at: Date): Promise<boolean>;
  remove(dealershipId: number, orderId: number, name: string): Promise<boolean>;
}

const NAME = /^[A-Za-z0-9_.-]{1,60}$/;

/** A field's name (1 to 60 of letters, digits, `_ . -`) and value (at most 500 characters). */
export function checkReserveItField(name: string, value: string | null): FieldErrors | null {
  const errors: Record<string, [string]> = {};
  if (!NAME.test(name)) errors.name = ['reserveit.invalid_name'];
  if (value !== null && value.length > 500) errors.value = ['reserveit.value_too_long'];
  return Object.keys(errors).length === 0 ? null : errors;
}

type Err = Forbidden | NotFound | InvalidInput;

/** save_reserveit_field/ and remove_reserveit_field/: the deal's fields after the change; corporate users look, never act. */
export const reserveItUseCases = (deps: { readonly reserveIt: ReserveItFields; readonly timeline: DealTimeline; readonly clock: { now(): Date } }) => ({
  save: (ctx: DealershipContext, orderId: number, field: ReserveItField): TE.TaskEither<Err, readonly ReserveItField[]> => async () => {
    if (!can(ctx.actor, 'add_order')) return E.left(forbidden('reserveit'));
    const bad = checkReserveItField(field.name, field.value);
    if (bad !== null) return E.left(invalidInput(bad));
    if (!(await deps.reserveIt.save(ctx.dealership.id, orderId, field, deps.clock.now()))) return E.left(notFound);
    await recordByStaff(deps.timeline, ctx, orderId, 'deposit', 'deposit.reserveit_saved', { name: field.name });
    return E.right((await deps.reserveIt.list(ctx.dealership.id, orderId)) ?? []);
  },
  remove: (ctx: DealershipContext, orderId: number, name: string): TE.TaskEither<Err, readonly ReserveItField[]> => async () => {
    if (!can(ctx.actor, 'add_order')) return E.left(forbidden('reserveit'));
    const bad = checkReserveItField(name, null);
    if (bad !== null) return E.left(invalidInput(bad));
    const fields = await deps.reserveIt.list(ctx.dealership.id, orderId);
    if (fields === null) return E.left(notFound);
    if (await deps.reserveIt.remove(ctx.dealership.id, orderId, name)) await recordByStaff(deps.timeline, ctx, orderId, 'deposit', 'deposit.reserveit_removed', { name });
    return E.right((await deps.reserveIt.list(ctx.dealership.id, orderId)) ?? []);
  },
});
export type ReserveItUseCases = ReturnType<typeof reserveItUseCases>;
