import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { idFromText } from '@dealer-panel/core/shared/ids';
import { stepOf } from '@dealer-panel/core/trade-ins/trade-in-use-cases';
import type { TradeInError } from '@dealer-panel/core/trade-ins/trade-in-errors';
import { tradeInRoutes as R } from '../../contract/trade-ins/trade-in-routes';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import { fastifyPath, mayReach, scoped, scopedWithId, visibleWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { outcomeBody, tradeInBody, tradeInResponse } from './trade-in-body';
import { tradeInProblem } from './trade-in-problems';

async function answerWith<A>(reply: FastifyReply, task: TE.TaskEither<TradeInError, A>, body: (a: A) => unknown): Promise<unknown> {
  const result = await task();
  if (E.isLeft(result)) return sendProblem(reply, tradeInProblem(result.left));
  return reply.send(body(result.right));
}

const asRecord = (body: unknown): Readonly<Record<string, unknown>> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? body as Record<string, unknown> : {});
const query = (request: FastifyRequest): Readonly<Record<string, unknown>> => asRecord(request.query);

/** An optional id of the query string: absent → null; not an id → a per-field error. */
function queryId(q: Readonly<Record<string, unknown>>, name: string, errors: Record<string, [string]>): number | null {
  const raw = q[name];
  if (raw === undefined || raw === '') return null;
  const id = idFromText(raw);
  if (id === null) errors[name] = ['type.number'];
  return id;
}

/** The trade-in calls of endpoints.tsv and the project's own (contract/trade-ins/trade-in-routes.ts). */
export function registerTradeInRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const T = deps.tradeIns;
  const O = deps.tradeInOffers;
  type Handler = (ctx: DealershipContext, id: number, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** A trade-in by its id: unknown, another store's or a colleague's customer's → 404 alike. */
  const byTradeIn = (handler: Handler) => scopedWithId(deps, async (ctx, id, request, reply) => {
    const customerId = await T.customerOf(ctx, id);
    if (customerId === null) return sendProblem(reply, problem(404, 'not_found'));
    if (!(await mayReach(deps, ctx, { kind: 'customer', id: customerId }, reply))) return reply;
    return handler(ctx, id, request, reply);
  });
  /** The body decoded with the route's codec first (types), then read by core (values, per field). */
  const checked = (codec: Parameters<typeof decodeBody>[0], request: FastifyRequest, reply: FastifyReply, go: (raw: Readonly<Record<string, unknown>>) => Promise<unknown>) => {
    const body = decodeBody(codec, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return go(asRecord(request.body));
  };

  app.get(fastifyPath(R.orderTradeIn.path), visibleWithId(deps, 'order', async (ctx, id, _r, reply) => answerWith(reply, T.read(ctx, { orderId: id }), tradeInResponse)));
  app.put(fastifyPath(R.saveOrderTradeIn.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) =>
    checked(R.saveOrderTradeIn.body, request, reply, async (raw) => answerWith(reply, T.save(ctx, { orderId: id }, raw), tradeInResponse))));
  app.get(fastifyPath(R.customerTradeIn.path), visibleWithId(deps, 'customer', async (ctx, id, _r, reply) => answerWith(reply, T.read(ctx, { customerId: id }), tradeInResponse)));
  app.put(fastifyPath(R.saveCustomerTradeIn.path), visibleWithId(deps, 'customer', async (ctx, id, request, reply) =>
    checked(R.saveCustomerTradeIn.body, request, reply, async (raw) => answerWith(reply, T.save(ctx, { customerId: id }, raw), tradeInResponse))));

  app.get(fastifyPath(R.refreshEti.path), visibleWithId(deps, 'customer', async (ctx, id, request, reply) => {
    const q = query(request);
    const errors: Record<string, [string]> = {};
    const tradeInId = queryId(q, 'trade_in', errors);
    const vendor = typeof q['vendor'] === 'string' && q['vendor'] !== '' ? q['vendor'] : null;
    if (Object.keys(errors).length > 0) return sendProblem(reply, problem(400, 'invalid_query', { errors }));
    reply.header('Cache-Control', 'no-store');
    return answerWith(reply, T.refreshEstimates(ctx, id, { tradeInId, vendor }), (results) => ({ results: results.map(outcomeBody) }));
  }));

  app.get(R.availableTradeIns.path, scoped(deps, async (ctx, request, reply) => {
    const q = query(request);
    const errors: Record<string, [string]> = {};
    const user = queryId(q, 'user', errors);
    const page = q['page'] === undefined || q['page'] === '' ? 1 : idFromText(q['page']);
    if (page === null) errors['page'] = ['type.number'];
    if (Object.keys(errors).length > 0) return sendProblem(reply, problem(400, 'invalid_query', { errors }));
    if (user !== null && !(await mayReach(deps, ctx, { kind: 'customer', id: user }, reply))) return reply;
    return answerWith(reply, T.list(ctx, user, page ?? 1), ({ page: p, today, tradeInSystem }) => ({
      ...p, results: p.results.map((t) => tradeInBody(t, tradeInSystem, today, t.orderId === null ? null : stepOf(t, today))),
    }));
  }));

  app.post(fastifyPath(R.tradeinOffer.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) =>
    checked(R.tradeinOffer.body, request, reply, async (raw) => answerWith(reply, O.make(ctx, { orderId: id }, raw, request.ip), tradeInResponse))));
  app.post(fastifyPath(R.makeOffer.path), byTradeIn(async (ctx, id, request, reply) =>
    checked(R.makeOffer.body, request, reply, async (raw) => answerWith(reply, O.make(ctx, { tradeInId: id }, raw, request.ip), tradeInResponse))));
  app.post(fastifyPath(R.answerOffer.path), byTradeIn(async (ctx, id, request, reply) =>
    checked(R.answerOffer.body, request, reply, async (raw) => answerWith(reply, O.answer(ctx, id, raw, request.ip), tradeInResponse))));
}
