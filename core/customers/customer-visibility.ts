import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { isSuperAdminActor, type Actor } from '../access/actor';
import { hasPermission } from '../access/permissions';
import type { DealershipContext } from '../access/dealership-context';
import { notFound, type NotFound } from '../shared/errors';
import type { SalesRepFilter } from './customer-list-query';

/**
 * Whose customers a user sees (decision, docs/decisions/customers.md "Customer data by role"; PIPEDA
 * principle 4.7 and Québec's Law 25 s. 20: personal information is open only to the staff whose
 * duties need it). A sales rep works the customers assigned to them and the unassigned ones (the
 * leads any rep may pick up); sales managers, admins and the organization roles see the whole store.
 */
export type CustomerScope =
  | { readonly kind: 'store' }
  | { readonly kind: 'own'; readonly repId: number };

export function customerScope(ctx: { readonly actor: DealershipContext['actor']; readonly user: Pick<DealershipContext['user'], 'id'> }): CustomerScope {
  if (ctx.actor.role === 'dealer_sales_rep' && !isSuperAdminActor(ctx.actor)) return { kind: 'own', repId: ctx.user.id };
  return { kind: 'store' };
}

/** Whether a customer assigned to `repId` (null: unassigned) is open to the scope. */
export function mayOpenCustomer(scope: CustomerScope, repId: number | null): boolean {
  return scope.kind === 'store' || repId === null || repId === scope.repId;
}

/**
 * The list's sales-rep filter narrowed to what the scope may see: a rep's own customers and the
 * unassigned ones, intersected with the filter asked for (asking for another rep gives nothing).
 */
export function scopedSalesRepFilter(scope: CustomerScope, asked: SalesRepFilter | null): SalesRepFilter | null {
  if (scope.kind === 'store') return asked;
  if (asked === null) return { ids: [scope.repId], unassigned: true };
  return { ids: asked.ids.filter((id) => id === scope.repId), unassigned: asked.unassigned };
}

/**
 * Who may take the store's customers out of the panel as a file: can_export_customers, by default
 * sales managers, admins and the organization roles, not sales reps (they work their own customers
 * on screen; an admin may let one export what they see). Never the manufacturer's corporate users
 * (a file handed to a third party) nor a user without a role.
 */
export function mayExportCustomers(actor: Actor): boolean {
  return hasPermission(actor, 'can_export_customers');
}

/** What a path id names: a customer, a deal, or one of a deal's payment types. */
export type CustomerTarget =
  | { readonly kind: 'customer'; readonly id: number }
  | { readonly kind: 'order'; readonly id: number }
  | { readonly kind: 'payment-type'; readonly id: number }
  | { readonly kind: 'custom-fee'; readonly id: number }
  | { readonly kind: 'custom-discount'; readonly id: number };

/**
 * Reads whom the customer behind a target is assigned to. Contract: `found: false` for an unknown
 * id and for another dealership's (never told apart); `repId` null for an unassigned customer.
 */
export interface CustomerOwnerReader {
  ownerOf(dealershipId: number, target: CustomerTarget): Promise<{ readonly found: false } | { readonly found: true; readonly repId: number | null }>;
}

/**
 * NotFound when the target does not exist at the session's dealership or its customer is not open
 * to the user (a rep asking for a colleague's customer learns nothing, not even that it exists).
 * Unknown ids pass through: the use case answers them as it always has.
 */
export const requireVisibleCustomer = (deps: { readonly customerOwners: CustomerOwnerReader }) =>
  (ctx: DealershipContext, target: CustomerTarget): TE.TaskEither<NotFound, void> => async () => {
    const scope = customerScope(ctx);
    if (scope.kind === 'store') return E.right(undefined);
    const owner = await deps.customerOwners.ownerOf(ctx.dealership.id, target);
    if (!owner.found) return E.right(undefined);
    return mayOpenCustomer(scope, owner.repId) ? E.right(undefined) : E.left(notFound);
  };
