import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';
import type { FeeKind, FeeScope } from '@dealer-panel/core/fees/fee-or-discount';
import { feeRoutes as R } from '../../contract/fees/fee-routes';
import { decodeBody } from '../platform/decode';
import { feeBody, feeInput, orderFeesBody } from './fee-body';
import { problem, sendProblem } from '../platform/problem';
import { answer, fastifyPath, mayReach, pathId, scoped, scopedWithId, visibleWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

const queryValue = (query: unknown, key: string): string | undefined => {
  const v = (query as Record<string, unknown> | undefined)?.[key];
  return typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined;
};

type Spec = { readonly path: string };
type BodySpec = { readonly path: string; readonly body: t.Mixed };
type WriteRoutes = { readonly create: BodySpec; readonly put: BodySpec; readonly patch?: BodySpec; readonly del: Spec };

/** Create, replace (and patch, for global rows) and delete one kind of row of one scope. */
function registerFeeWrites(app: FastifyInstance, deps: ServerDeps, kind: FeeKind, scope: FeeScope, routes: WriteRoutes): void {
  const U = deps.fees;
  app.post(routes.create.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(routes.create.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const order = scope === 'custom' ? body.right.order : undefined;
    if (typeof order === 'number' && !(await mayReach(deps, ctx, { kind: 'order', id: order }, reply))) return reply;
    return answer(reply, U.create(kind, scope)(ctx, feeInput(body.right)), (f) => feeBody(f), 201);
  }));
  const edits: [string, BodySpec, 'put' | 'patch'][] = [[fastifyPath(routes.put.path), routes.put, 'put']];
  if (routes.patch) edits.push([fastifyPath(routes.patch.path), routes.patch, 'patch']);
  // A custom row belongs to a deal: a sales rep reaches it only through a customer open to them.
  const byId = scope === 'custom'
    ? (h: Parameters<typeof scopedWithId>[1]) => visibleWithId(deps, kind === 'fee' ? 'custom-fee' : 'custom-discount', h)
    : (h: Parameters<typeof scopedWithId>[1]) => scopedWithId(deps, h);
  for (const [path, spec, mode] of edits) {
    app[mode](path, byId(async (ctx, id, request, reply) => {
      const body = decodeBody(spec.body, request.body);
      if (E.isLeft(body)) return sendProblem(reply, body.left);
      return answer(reply, U.update(kind, scope, mode)(ctx, id, feeInput(body.right)), (f) => feeBody(f));
    }));
  }
  app.delete(fastifyPath(routes.del.path), byId(async (ctx, id, _request, reply) =>
    answer(reply, U.remove(kind, scope)(ctx, id), () => null, 204)));
}

export function registerFeeRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const U = deps.fees;

  const globals: readonly { kind: FeeKind; list: Spec; create: BodySpec; put: BodySpec; patch: BodySpec; del: Spec; add: typeof R.addGlobalFeeToOrder }[] = [
    { kind: 'fee', list: R.listGlobalFees, create: R.createGlobalFee, put: R.replaceGlobalFee, patch: R.patchGlobalFee, del: R.deleteGlobalFee, add: R.addGlobalFeeToOrder },
    { kind: 'discount', list: R.listGlobalDiscounts, create: R.createGlobalDiscount, put: R.replaceGlobalDiscount, patch: R.patchGlobalDiscount, del: R.deleteGlobalDiscount, add: R.addGlobalDiscountToOrder },
  ];
  const customs: readonly { kind: FeeKind; list: Spec; create: BodySpec; put: BodySpec; del: Spec }[] = [
    { kind: 'fee', list: R.listCustomFees, create: R.createCustomFee, put: R.replaceCustomFee, del: R.deleteCustomFee },
    { kind: 'discount', list: R.listCustomDiscounts, create: R.createCustomDiscount, put: R.replaceCustomDiscount, del: R.deleteCustomDiscount },
  ];

  for (const g of globals) {
    app.get(g.list.path, scoped(deps, async (ctx, _request, reply) =>
      answer(reply, U.listGlobal(g.kind)(ctx), (items) => items.map((i) => feeBody(i.fee, i.openOrders)))));
    registerFeeWrites(app, deps, g.kind, 'global', g);
    app.post(fastifyPath(g.add.path), scopedWithId(deps, async (ctx, id, request, reply) => {
      const body = decodeBody(g.add.body, request.body);
      if (E.isLeft(body)) return sendProblem(reply, body.left);
      if (!(await mayReach(deps, ctx, { kind: 'order', id: body.right.order_id }, reply))) return reply;
      return answer(reply, U.setIncluded(ctx, { orderId: body.right.order_id, feeId: id, included: true, kind: g.kind }),
        (r) => orderFeesBody(body.right.order_id, r.method, r.lines));
    }));
  }
  for (const c of customs) {
    app.get(c.list.path, scoped(deps, async (ctx, request, reply) => {
      const order = Number(queryValue(request.query, 'order'));
      if (Number.isSafeInteger(order) && order > 0 && !(await mayReach(deps, ctx, { kind: 'order', id: order }, reply))) return reply;
      return answer(reply, U.listCustom(c.kind)(ctx, queryValue(request.query, 'order')), (fees) => fees.map((f) => feeBody(f)));
    }));
    registerFeeWrites(app, deps, c.kind, 'custom', c);
  }

  app.get(fastifyPath(R.orderFees.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) =>
    answer(reply, U.orderFees(ctx, id, queryValue(request.query, 'method')), (r) => orderFeesBody(id, r.method, r.lines))));

  app.put(fastifyPath(R.setOrderFeeIncluded.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) => {
    const feeId = pathId(request, 'feeId');
    if (feeId === null) return sendProblem(reply, problem(404, 'not_found'));
    const body = decodeBody(R.setOrderFeeIncluded.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, U.setIncluded(ctx, { orderId: id, feeId, included: body.right.included }), (r) => orderFeesBody(id, r.method, r.lines));
  }));
}
