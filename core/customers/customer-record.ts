import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { notFound, type NotFound } from '../shared/errors';
import type { CustomerView } from './customer';
import type { CustomerRepository, Prequal } from './customer-repository';

/** GET dealership/customers/{id}/: the record, scoped to the session's dealership. */
export const customerRecord = (deps: { readonly customers: CustomerRepository }) =>
  (ctx: DealershipContext, id: number): TE.TaskEither<NotFound, CustomerView> => async () => {
    const view = await deps.customers.view(ctx.dealership.id, id);
    return view ? E.right(view) : E.left(notFound);
  };

/** GET customer/{id}/prequal_details/: the soft-check pre-qualification, null when the customer has none. */
export const prequalDetails = (deps: { readonly customers: CustomerRepository }) =>
  (ctx: DealershipContext, id: number): TE.TaskEither<NotFound, Prequal | null> => async () => {
    const found = await deps.customers.prequal(ctx.dealership.id, id);
    return found.found ? E.right(found.prequal) : E.left(notFound);
  };
