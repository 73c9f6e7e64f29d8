import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { can } from '../access/corporate-restrictions';
import type { Clock } from '../shared/ports/clock';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import { automaticRep, isAssignable, type AssignDeps } from './assign-rep';
import type { CustomerView, LeadType } from './customer';
import type { DuplicateCustomer } from './customer-errors';
import { validateCustomer, type CustomerDraft } from './customer-form';

export interface CustomerWriteDeps extends AssignDeps {
  readonly clock: Clock;
}

export interface CustomerCommand {
  readonly draft: CustomerDraft;
  /** assigned_dealer: a user id, null for nobody, undefined when not sent. */
  readonly assignedDealer: number | null | undefined;
  /** Decided: duplicates answer 409 unless the request says allow_duplicate: true (after the warning). */
  readonly allowDuplicate: boolean;
  /** Where the lead came from; walk_in (someone at the desk typed it) unless told (an ADF import says its provider's). */
  readonly leadType?: LeadType;
}

export type CreateCustomerError = Forbidden | InvalidInput | DuplicateCustomer | NotFound;

/** POST customer/: a new customer of the session's dealership (spec 000 section 4). */
export const createCustomer = (deps: CustomerWriteDeps) =>
  (ctx: DealershipContext, command: CustomerCommand): TE.TaskEither<CreateCustomerError, CustomerView> => async () => {
    if (!can(ctx.actor, 'create_customer')) return E.left(forbidden('create_customer'));
    const fields = validateCustomer(command.draft, null, ctx.dealership.country);
    if (E.isLeft(fields)) return E.left(invalidInput(fields.left));
    const rep = await chosenRep(deps, ctx, command.assignedDealer);
    if (E.isLeft(rep)) return rep;
    if (!command.allowDuplicate) {
      const duplicates = await deps.customers.duplicates(ctx.dealership.id, fields.right, null);
      if (duplicates.length > 0) return E.left({ _tag: 'DuplicateCustomer', duplicates });
    }
    const created = await deps.customers.create(ctx.dealership.id, {
      ...fields.right, salesRepId: rep.right, language: ctx.dealership.defaultLanguage, leadType: command.leadType ?? 'walk_in',
    }, deps.clock.now());
    const view = await deps.customers.view(ctx.dealership.id, created.id);
    return view ? E.right(view) : E.left(notFound);
  };

/** The rep asked for (checked), nobody (null), or the automatic choice when none was sent. */
export async function chosenRep(deps: AssignDeps, ctx: DealershipContext, asked: number | null | undefined): Promise<E.Either<InvalidInput | Forbidden, number | null>> {
  if (asked === undefined) return E.right(await automaticRep(deps, ctx));
  if (!can(ctx.actor, 'assign_dealer_representative')) return E.left(forbidden('assign_dealer_representative'));
  if (asked === null) return E.right(null);
  return (await isAssignable(deps, ctx.dealership.id, asked)) ? E.right(asked) : E.left(invalidInput({ assigned_dealer: ['reference.not_found'] }));
}
