import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { can } from '../access/corporate-restrictions';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { CustomerView } from './customer';
import type { DuplicateCustomer } from './customer-errors';
import { contactChanged, validateCustomer } from './customer-form';
import { chosenRep, type CustomerCommand, type CustomerWriteDeps } from './create-customer';

export type UpdateCustomerError = Forbidden | InvalidInput | DuplicateCustomer | NotFound;

/**
 * PUT customer/{id}/: the fields sent replace the stored ones, fields not sent stay (decided: a
 * form that leaves a field out must not blank it). Unknown and read-only fields never get here.
 */
export const updateCustomer = (deps: CustomerWriteDeps) =>
  (ctx: DealershipContext, id: number, command: CustomerCommand): TE.TaskEither<UpdateCustomerError, CustomerView> => async () => {
    if (!can(ctx.actor, 'edit_customer')) return E.left(forbidden('edit_customer'));
    const current = await deps.customers.byId(ctx.dealership.id, id);
    if (current === null) return E.left(notFound);
    const fields = validateCustomer(command.draft, current, ctx.dealership.country);
    if (E.isLeft(fields)) return E.left(invalidInput(fields.left));
    const repChanged = command.assignedDealer !== undefined && command.assignedDealer !== current.salesRepId;
    const rep = repChanged ? await chosenRep(deps, ctx, command.assignedDealer) : E.right(current.salesRepId);
    if (E.isLeft(rep)) return rep;
    if (!command.allowDuplicate && contactChanged(current, fields.right)) {
      const duplicates = await deps.customers.duplicates(ctx.dealership.id, fields.right, id);
      if (duplicates.length > 0) return E.left({ _tag: 'DuplicateCustomer', duplicates });
    }
    await deps.customers.update(ctx.dealership.id, id, { ...fields.right, salesRepId: rep.right }, deps.clock.now());
    const view = await deps.customers.view(ctx.dealership.id, id);
    return view ? E.right(view) : E.left(notFound);
  };
