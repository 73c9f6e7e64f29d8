import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import type { CustomerDealTasks } from '@dealer-panel/core/orders/customer-tasks-use-case';
import { tasksToDo } from '@dealer-panel/core/customers/customer-tasks';
import { shopRoutes as R } from '../../contract/customers/shop-routes';
import type { CustomerTasksResponse } from '../../contract/customers/shop';
import { staffViewer, type StaffViewer } from '../access/staff-viewer';
import { dealerProblem } from '../dealer-errors';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import { fastifyPath, mayReach, pathId, scoped } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

/** The shop's path of a deal's customer view (served by the customer app, shop/). */
export const shopDealPath = (token: string): string => `/shop/deal/${encodeURIComponent(token)}`;

const tasksBody = (d: CustomerDealTasks, viewer: StaffViewer | null): CustomerTasksResponse => ({
  order: d.orderId,
  dealership: { id: d.link.owner.dealershipId, name: d.link.dealershipName, city: d.link.dealershipCity, country: d.country },
  customer: { first_name: d.link.customerFirstName, language: d.link.language },
  vehicle: d.link.vehicle,
  quote_flow: d.quoteFlowId,
  tasks: d.tasks.map((t) => ({ step: t.step, status: t.status, state: t.state, action: t.action })),
  to_do: tasksToDo(d.tasks),
  viewed_by: viewer === null ? null : { name: viewer.name },
  read_only: viewer !== null,
});

/** GET /api/customer/tasks/{id}/ (the deal link's token) and POST login_as_customer/ (a staff session). */
export function registerShopRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get(fastifyPath(R.tasks.path), async (request, reply) => {
    const token = request.headers['x-deal-token'];
    reply.header('Referrer-Policy', 'no-referrer');
    if (typeof token !== 'string' || token === '') return sendProblem(reply, problem(401, 'customer_token_required', { detail: 'Send the deal link\'s token in X-Deal-Token.' }));
    const id = pathId(request);
    if (id === null) return sendProblem(reply, problem(404, 'not_found'));
    const result = await deps.shop.tasks(token, id)();
    if (E.isLeft(result)) return sendProblem(reply, problem(404, 'not_found'));
    const viewer = await staffViewer(deps, request, result.right.link.owner.dealershipId);
    if (viewer !== null) await deps.shop.recordViewRead(viewer, id, request.ip);
    return tasksBody(result.right, viewer);
  });

  app.post(R.loginAsCustomer.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.loginAsCustomer.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    // A sales rep reaches only their own and unassigned customers (404 as unknown otherwise).
    if (!(await mayReach(deps, ctx, { kind: 'order', id: body.right.order_id }, reply))) return reply;
    const result = await deps.shop.loginAsCustomer(ctx, { customerId: body.right.customer_id, orderId: body.right.order_id, ip: request.ip })();
    if (E.isLeft(result)) return sendProblem(reply, dealerProblem(result.left));
    return { url: shopDealPath(result.right.token) };
  }));
}
