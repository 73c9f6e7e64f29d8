import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { can } from '../access/corporate-restrictions';
import type { OrderArchived } from './order-errors';
import type { OrderRepository } from './order-repository';
import type { AuditLog } from '../shared/ports/audit-log';
import { forbidden, notFound, type Forbidden, type NotFound } from '../shared/errors';

export interface LoginAsCustomerDeps {
  readonly orders: Pick<OrderRepository, 'byId'>;
  readonly audit: AuditLog;
}

export interface LoginAsCustomerCommand {
  readonly customerId: number;
  readonly orderId: number;
  readonly ip: string;
}

/**
 * POST login_as_customer/ (spec 000: "Dealers can log in as a customer"; corporate-kind users lose
 * the right). The staff member gets the deal's customer view (the shop, read-only, with a "viewed
 * by" banner); the deal must be the customer's, of the session's store, and active. Every opening
 * is an audit row (`login_as_customer`); each load of the view by staff is another
 * (`customer_view_read`, by the tasks call). Answers the deal link's token the view opens with.
 * The caller checks first that the user may reach the customer (a sales rep: theirs or unassigned).
 */
export const loginAsCustomer = (deps: LoginAsCustomerDeps) =>
  (ctx: DealershipContext, cmd: LoginAsCustomerCommand): TE.TaskEither<Forbidden | NotFound | OrderArchived, { readonly token: string }> => async () => {
    if (!can(ctx.actor, 'login_as_customer')) return E.left(forbidden('login_as_customer'));
    const order = await deps.orders.byId(ctx.dealership.id, cmd.orderId);
    if (order === null || order.customerId !== cmd.customerId) return E.left(notFound);
    if (order.isArchived) return E.left({ _tag: 'OrderArchived' });
    await deps.audit.record({
      action: 'login_as_customer', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip: cmd.ip,
      detail: { customer_id: cmd.customerId, order_id: cmd.orderId },
    });
    return E.right({ token: order.linkToken });
  };

/** A staff member's look at a customer's view (the tasks call with a session of the deal's store): one audit row per load. */
export const recordCustomerViewRead = (deps: Pick<LoginAsCustomerDeps, 'audit'>) =>
  (ctx: { readonly userId: number; readonly dealershipId: number }, orderId: number, ip: string): Promise<void> =>
    deps.audit.record({ action: 'customer_view_read', userId: ctx.userId, dealershipId: ctx.dealershipId, ip, detail: { order_id: orderId } });
