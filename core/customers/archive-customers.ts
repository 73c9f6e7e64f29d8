import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { isAdminActor, type Actor } from '../access/actor';
import { hasPermission } from '../access/permissions';
import { can } from '../access/corporate-restrictions';
import type { Clock } from '../shared/ports/clock';
import type { AuditLog } from '../shared/ports/audit-log';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import { ARCHIVE_STATUSES, type ArchiveStatus } from './customer';
import type { CustomerHasOrders } from './customer-errors';
import type { CustomerRepository } from './customer-repository';
import { isId } from '../shared/ids';
import { checkArchiveReason, type ArchiveReason } from './archive-reasons';

export const MAX_ARCHIVE_IDS = 500;

/** Archiving edits the customer (never a corporate user) and needs can_archive_customers (every role's default; an admin may withdraw it). */
export function mayArchiveCustomers(actor: Actor): boolean {
  return can(actor, 'edit_customer') && hasPermission(actor, 'can_archive_customers');
}

/**
 * POST customer/set_archive_status/ {id_list, status, archive_reason?}: all the customers or none
 * (an id that is not the dealership's answers 404 and changes nothing). Archiving keeps one reason
 * for all, who and when; restoring clears them; the audit trail keeps both. Archiving edits the
 * customer, so corporate-kind users may not.
 */
export const setCustomersArchiveStatus = (deps: { readonly customers: CustomerRepository; readonly clock: Clock; readonly audit: AuditLog }) =>
  (ctx: DealershipContext, input: { readonly ids: readonly number[]; readonly status: string; readonly reason?: string | null }, ip = ''): TE.TaskEither<Forbidden | InvalidInput | NotFound, ArchiveOutcome> => async () => {
    if (!mayArchiveCustomers(ctx.actor)) return E.left(forbidden('archive_customers'));
    const errors: Record<string, [string]> = {};
    if (input.ids.length === 0) errors['id_list'] = ['required'];
    else if (input.ids.length > MAX_ARCHIVE_IDS) errors['id_list'] = ['list.too_long'];
    else if (!input.ids.every(isId)) errors['id_list'] = ['list.invalid_number'];
    const status = ARCHIVE_STATUSES.find((s) => s === input.status);
    if (status === undefined) errors['status'] = ['choice.invalid'];
    const reason = checkArchiveReason(input.reason, status !== 'Active');
    if ('error' in reason) errors['archive_reason'] = [reason.error];
    if (Object.keys(errors).length > 0 || status === undefined || 'error' in reason) return E.left(invalidInput(errors));
    const updated = await deps.customers.setArchiveStatus(ctx.dealership.id, input.ids, { status, reason: reason.reason, by: ctx.user.id, at: deps.clock.now() });
    if (updated === null) return E.left(notFound);
    await deps.audit.record({
      action: status === 'Active' ? 'customers_restored' : 'customers_archived', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip,
      detail: { customer_ids: [...new Set(input.ids)].join(','), status, archive_reason: reason.reason },
    });
    return E.right({ updated, status, archive_reason: reason.reason });
  };

export type ArchiveOutcome = { readonly updated: number; readonly status: ArchiveStatus; readonly archive_reason: ArchiveReason | null };

/**
 * DELETE customer/{id}/ (spec: per-role rights not shown). Decided: admins and sales managers
 * only, never corporate-kind users; a customer with deals is archived instead (409).
 */
export const deleteCustomer = (deps: { readonly customers: CustomerRepository }) =>
  (ctx: DealershipContext, id: number): TE.TaskEither<Forbidden | NotFound | CustomerHasOrders, void> => async () => {
    if (!can(ctx.actor, 'edit_customer') || !(isAdminActor(ctx.actor) || ctx.role === 'dealer_sales_manager')) return E.left(forbidden('delete_customer'));
    const outcome = await deps.customers.delete(ctx.dealership.id, id);
    if (outcome === 'not_found') return E.left(notFound);
    if (outcome === 'has_orders') return E.left({ _tag: 'CustomerHasOrders' });
    return E.right(undefined);
  };
