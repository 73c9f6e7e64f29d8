import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { isAdminActor } from '../access/actor';
import { can } from '../access/corporate-restrictions';
import type { Clock } from '../shared/ports/clock';
import type { AuditLog } from '../shared/ports/audit-log';
import { checkArchiveReason } from '../customers/archive-reasons';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { OrderView } from './order';
import type { OrderAlreadyConfirmed, OrderArchived, OrderNotConfirmable } from './order-errors';
import { checkBodyId } from './order-queries';
import type { OrderRepository } from './order-repository';
import { ENDED_STATUSES } from '../shared/deal-states';
import type { DealTimeline } from './deal-timeline';
import { recordByStaff } from './order-timeline';

type Deps = { readonly orders: OrderRepository; readonly clock: Clock; readonly timeline: DealTimeline; readonly audit: AuditLog };

/**
 * PATCH order/{id}/set_archive_status_order/ {archivedStatus, id, archive_reason?}: is_archived set,
 * recorded with time and user, and the reason when archiving (optional like the customer's: the
 * spec's payload has none); the audit trail keeps it.
 */
export const setOrderArchiveStatus = (deps: Deps) =>
  (ctx: DealershipContext, id: number, input: { readonly archived: boolean; readonly bodyId?: number; readonly reason?: string | null }, ip = ''): TE.TaskEither<InvalidInput | NotFound, OrderView> => async () => {
    const mismatch = checkBodyId(id, input.bodyId);
    if (mismatch !== null) return E.left(mismatch);
    const reason = checkArchiveReason(input.reason, input.archived);
    if ('error' in reason) return E.left(invalidInput({ archive_reason: [reason.error] }));
    const updated = await deps.orders.setArchived(ctx.dealership.id, id, input.archived, ctx.user.id, deps.clock.now(), reason.reason);
    if (updated === null) return E.left(notFound);
    await deps.audit.record({
      action: input.archived ? 'deal_archived' : 'deal_restored', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip,
      detail: { order_id: id, archive_reason: reason.reason },
    });
    await recordByStaff(deps.timeline, ctx, id, 'status', input.archived ? 'status.archived' : 'status.restored');
    const view = await deps.orders.view(ctx.dealership.id, id);
    return view ? E.right(view) : E.left(notFound);
  };

/** POST order/{id}/confirm_order/: the dealer confirms the deal (status completed, time and user kept). */
export const confirmOrder = (deps: Deps) =>
  (ctx: DealershipContext, id: number): TE.TaskEither<NotFound | OrderArchived | OrderAlreadyConfirmed | OrderNotConfirmable, OrderView> => async () => {
    const current = await deps.orders.byId(ctx.dealership.id, id);
    if (current === null) return E.left(notFound);
    if (current.isArchived) return E.left({ _tag: 'OrderArchived' });
    if (current.confirmedAt !== null) return E.left({ _tag: 'OrderAlreadyConfirmed' });
    if (ENDED_STATUSES.includes(current.status)) return E.left({ _tag: 'OrderNotConfirmable', status: current.status });
    await deps.orders.confirm(ctx.dealership.id, id, ctx.user.id, deps.clock.now());
    await recordByStaff(deps.timeline, ctx, id, 'status', 'status.completed');
    const view = await deps.orders.view(ctx.dealership.id, id);
    return view ? E.right(view) : E.left(notFound);
  };

/**
 * DELETE order/{id}/ (designed): admins and sales managers, never corporate-kind users (they may
 * not add deals either); archiving is what the desk does day to day.
 */
export const deleteOrder = (deps: { readonly orders: OrderRepository }) =>
  (ctx: DealershipContext, id: number): TE.TaskEither<Forbidden | NotFound, void> => async () => {
    if (!can(ctx.actor, 'add_order') || !(isAdminActor(ctx.actor) || ctx.role === 'dealer_sales_manager')) return E.left(forbidden('delete_order'));
    return (await deps.orders.delete(ctx.dealership.id, id)) ? E.right(undefined) : E.left(notFound);
  };
