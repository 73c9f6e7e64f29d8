import * as E from 'fp-ts/Either';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import type { DealUrl } from '@dealer-panel/core/orders/order-links';
import type { QuoteError } from '@dealer-panel/core/quotes/quote-errors';
import { quoteRoutes as R } from '../../contract/quotes/quote-routes';
import { refuseStaffWrite } from '../access/staff-viewer';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import { fastifyPath, mayReach, pathId, scoped, scopedWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { differenceBody, flowBody, praqBody, quoteProblem } from './quote-bodies';

const dealUrl = (request: FastifyRequest): DealUrl => (token, step) =>
  `${request.protocol}://${request.host}/deal/${encodeURIComponent(token)}${step === null ? '' : `/${step}`}`;

async function send<A>(reply: FastifyReply, result: E.Either<QuoteError, A>, body: (a: A) => unknown, status = 200): Promise<unknown> {
  if (E.isLeft(result)) return sendProblem(reply, quoteProblem(result.left));
  if (status === 204) return reply.code(204).send();
  return reply.code(status).send(body(result.right));
}

const asRecord = (body: unknown): Readonly<Record<string, unknown>> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? body as Record<string, unknown> : {});

/** Dealer and customer quote calls (praq). A sales rep reaches only the flows of their own or unassigned customers' deals. */
export function registerQuoteRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const Q = deps.quotes;
  const C = deps.customerQuotes;
  type Handler = (ctx: DealershipContext, id: number, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** A flow's or quote's id: unknown or a colleague's customer's → 404 alike. */
  const reach = (kind: 'flow' | 'quote', handler: Handler) => scopedWithId(deps, async (ctx, id, request, reply) => {
    const orderId = await Q.orderOf(ctx, kind, id);
    if (orderId === null) return sendProblem(reply, problem(404, 'not_found'));
    if (!(await mayReach(deps, ctx, { kind: 'order', id: orderId }, reply))) return reply;
    return handler(ctx, id, request, reply);
  });
  /** The body decoded with the route's codec first (types), then read by core (values, per field). */
  const checked = (codec: Parameters<typeof decodeBody>[0], request: FastifyRequest, reply: FastifyReply, go: (raw: Readonly<Record<string, unknown>>) => Promise<unknown>) => {
    const body = decodeBody(codec, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return go(asRecord(request.body));
  };

  app.get(fastifyPath(R.upsert.path), scopedWithId(deps, async (ctx, id, _request, reply) => {
    if (!(await mayReach(deps, ctx, { kind: 'order', id }, reply))) return reply;
    return send(reply, await Q.upsertFlow(ctx, id), flowBody);
  }));
  app.get(fastifyPath(R.flowQuotes.path), reach('flow', async (ctx, id, _r, reply) => send(reply, await Q.readFlow(ctx, id), flowBody)));
  app.post(fastifyPath(R.createQuote.path), reach('flow', async (ctx, id, request, reply) =>
    checked(R.createQuote.body, request, reply, async (raw) => send(reply, await Q.create(ctx, id, raw), praqBody, 201))));
  app.post(fastifyPath(R.activate.path), reach('flow', async (ctx, id, _r, reply) => send(reply, await Q.activate(ctx, id), flowBody)));
  app.patch(fastifyPath(R.updateExpiry.path), reach('flow', async (ctx, id, request, reply) =>
    checked(R.updateExpiry.body, request, reply, async (raw) => send(reply, await Q.updateExpiry(ctx, id, raw), flowBody))));
  app.get(fastifyPath(R.readQuote.path), reach('quote', async (ctx, id, _r, reply) => send(reply, await Q.read(ctx, id), praqBody)));
  app.patch(fastifyPath(R.updateQuote.path), reach('quote', async (ctx, id, request, reply) =>
    checked(R.updateQuote.body, request, reply, async (raw) => send(reply, await Q.update(ctx, id, raw), praqBody))));
  app.delete(fastifyPath(R.deleteQuote.path), reach('quote', async (ctx, id, _r, reply) => send(reply, await Q.delete(ctx, id), () => null, 204)));
  app.post(fastifyPath(R.reset.path), reach('quote', async (ctx, id, _r, reply) => send(reply, await Q.reset(ctx, id), praqBody)));
  for (const path of [R.difference.path, R.legacyDifference.path]) {
    app.post(fastifyPath(path), reach('quote', async (ctx, id, request, reply) =>
      checked(R.difference.body, request, reply, async (raw) => send(reply, await Q.difference(ctx, id, raw), differenceBody))));
  }
  app.post(R.submit.path, scoped(deps, async (ctx, request, reply) => checked(R.submit.body, request, reply, async (raw) => {
    const flowId = raw['praq_flow'];
    const orderId = typeof flowId === 'number' ? await Q.orderOf(ctx, 'flow', flowId) : null;
    if (orderId !== null && !(await mayReach(deps, ctx, { kind: 'order', id: orderId }, reply))) return reply;
    return send(reply, await Q.submit(ctx, raw, dealUrl(request)), flowBody);
  })));

  // The customer's calls: the deal link's token in X-Deal-Token is the credential (docs/decisions/quotes.md).
  // A write (reset, the primary quote) made from a staff member's view of the customer's deal is refused (login_as_customer is read-only).
  const customer = (handler: (token: string, id: number, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>, withId = true, writes = false) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      const token = request.headers['x-deal-token'];
      if (typeof token !== 'string' || token === '') return sendProblem(reply, problem(401, 'customer_token_required', { detail: 'Send the deal link\'s token in X-Deal-Token.' }));
      const id = withId ? pathId(request) : 0;
      if (id === null) return sendProblem(reply, problem(404, 'not_found'));
      if (writes && (await refuseStaffWrite(deps, request, reply, token))) return reply;
      return handler(token, id, request, reply);
    };
  app.get(fastifyPath(R.customerFlow.path), customer(async (token, id, _r, reply) => send(reply, await C.readFlow(token, id), flowBody)));
  app.get(fastifyPath(R.customerQuote.path), customer(async (token, id, _r, reply) => send(reply, await C.readQuote(token, id), praqBody)));
  app.post(fastifyPath(R.customerReset.path), customer(async (token, id, _r, reply) => send(reply, await C.reset(token, id), praqBody), true, true));
  app.post(fastifyPath(R.customerDifference.path), customer(async (token, id, request, reply) =>
    checked(R.customerDifference.body, request, reply, async (raw) => send(reply, await C.difference(token, id, raw), differenceBody))));
  app.post(fastifyPath(R.customerAddons.path), customer(async (token, id, request, reply) =>
    checked(R.customerAddons.body, request, reply, async (raw) => send(reply, await C.setAddons(token, id, raw), praqBody)), true, true));
  app.post(R.primaryQuote.path, customer(async (token, _id, request, reply) =>
    checked(R.primaryQuote.body, request, reply, async (raw) => send(reply, await C.setPrimary(token, raw), flowBody)), false, true));
}
