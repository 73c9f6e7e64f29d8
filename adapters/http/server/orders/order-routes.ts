import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderUpdateInput } from '@dealer-panel/core/orders/order-form';
import type { DealUrl } from '@dealer-panel/core/orders/order-links';
import { orderRoutes as R } from '../../contract/orders/order-routes';
import type { OrderUpdateRequest } from '../../contract/orders/orders';
import { decodeBody } from '../platform/decode';
import { accessoryBody, planBody } from '../addons/addon-body';
import { defined, orderBody, orderCreateInput } from './order-body';
import { sendProblem } from '../platform/problem';
import { answer, fastifyPath, mayReach, scoped, visibleWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

/** The vehicle is dropped from an update (spec 001 section 5): the codec does not even read it. */
function updateInput(b: OrderUpdateRequest): OrderUpdateInput {
  return defined<OrderUpdateInput>({
    customer: b.customer, paymentType: b.payment_type, paymentIncludeTax: b.payment_include_tax, accessoryIds: b.accessory_ids,
    installAccessoryIds: b.install_accessory_ids, protectionIds: b.protection_ids, incentives: b.incentives, proposedAppointment: b.proposed_appointment, note: b.note,
  });
}

const dealUrl = (request: FastifyRequest): DealUrl => (token, step) =>
  `${request.protocol}://${request.host}/deal/${encodeURIComponent(token)}${step === null ? '' : `/${step}`}`;

/** The same list URL at another page, or null when there is no such page. */
function pageUrl(request: FastifyRequest, page: number, exists: boolean): string | null {
  if (!exists) return null;
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.toString();
}

export function registerOrderRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const O = deps.orders;

  app.get(R.list.path, scoped(deps, async (ctx, request, reply) =>
    answer(reply, O.list(ctx, request.query as Record<string, unknown>), (p) => ({
      count: p.count,
      next: pageUrl(request, p.page + 1, p.page * p.pageSize < p.count),
      previous: pageUrl(request, p.page - 1, p.page > 1),
      results: p.results.map((o) => orderBody(o, ctx.dealership)),
    }))));

  app.post(R.create.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.create.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    if (body.right.customer !== undefined && !(await mayReach(deps, ctx, { kind: 'customer', id: body.right.customer }, reply))) return reply;
    return answer(reply, O.create(ctx, orderCreateInput(body.right)), (o) => orderBody(o, ctx.dealership), 201);
  }));

  app.get(fastifyPath(R.fetch.path), visibleWithId(deps, 'order', async (ctx, id, _request, reply) =>
    answer(reply, O.get(ctx, id), (o) => orderBody(o, ctx.dealership))));

  app.get(fastifyPath(R.addons.path), visibleWithId(deps, 'order', async (ctx, id, _request, reply) =>
    answer(reply, deps.orderAddons(ctx, id), (a) => ({ accessories: a.accessories.map(accessoryBody), protection_plans: a.plans.map(planBody) }))));

  for (const method of ['put', 'patch'] as const) {
    app[method](fastifyPath(R.update.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) => {
      const body = decodeBody(R.update.body, request.body);
      if (E.isLeft(body)) return sendProblem(reply, body.left);
      if (body.right.customer !== undefined && !(await mayReach(deps, ctx, { kind: 'customer', id: body.right.customer }, reply))) return reply;
      return answer(reply, O.update(ctx, id, updateInput(body.right), request.ip), (o) => orderBody(o, ctx.dealership));
    }));
  }

  app.delete(fastifyPath(R.remove.path), visibleWithId(deps, 'order', async (ctx, id, _request, reply) =>
    answer(reply, O.remove(ctx, id), () => null, 204)));

  app.patch(fastifyPath(R.setArchiveStatus.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) => {
    const body = decodeBody(R.setArchiveStatus.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const reason = body.right.archive_reason ?? null;
    const input = body.right.id === undefined ? { archived: body.right.archivedStatus, reason } : { archived: body.right.archivedStatus, bodyId: body.right.id, reason };
    return answer(reply, O.setArchiveStatus(ctx, id, input, request.ip), (o) => orderBody(o, ctx.dealership));
  }));

  app.post(fastifyPath(R.confirm.path), visibleWithId(deps, 'order', async (ctx, id, _request, reply) =>
    answer(reply, O.confirm(ctx, id), (o) => orderBody(o, ctx.dealership))));

  app.post(fastifyPath(R.sendLink.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) =>
    answer(reply, O.sendLink(ctx, id, dealUrl(request)), (r) => ({ detail: 'sent', sent_to: r.sentTo }))));

  app.post(fastifyPath(R.validateCommissionNumber.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) => {
    const body = decodeBody(R.validateCommissionNumber.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, O.validateCommissionNumber(ctx, id, body.right.commission_number), (r) => ({ valid: true as const, commission_number: r.commissionNumber }));
  }));

  app.post(fastifyPath(R.changeCommissionNumber.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) => {
    const body = decodeBody(R.changeCommissionNumber.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, O.changeCommissionNumber(ctx, id, body.right.commission_number), (o) => orderBody(o, ctx.dealership));
  }));

  app.get(fastifyPath(R.easyLinks.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) =>
    answer(reply, O.easyLinks(ctx, id, dealUrl(request)), (l) => ({ order_link: l.orderLink, steps: l.steps.map((s) => ({ ...s })) }))));
}
