import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerAddonContext, DealContext } from '@dealer-panel/core/addons/addon-use-cases';
import { addonRoutes as R } from '../../contract/addons/addon-routes';
import { FallbackPriceRequest, PrepareDataRequest } from '../../contract/addons/addons';
import { customerAccessoryBody, customerPlanBody, questionBody } from './addon-body';
import { paged, text, type Query } from './addon-query';
import { optionalSession } from '../access/session-guard';
import { customerSession } from '../customers/customer-sign-in-routes';
import { dealerProblem } from '../dealer-errors';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import type { RouteRateLimit } from '../platform/rate-limits';
import { fastifyPath } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Who asks: the `dealership` and `channel` query parameters, and the dealership of a verified session if any. */
async function customerOf(deps: ServerDeps, request: FastifyRequest): Promise<CustomerAddonContext> {
  const q = request.query as Query;
  const session = await optionalSession(deps, request);
  return {
    dealership: q.dealership,
    channel: text(q, 'channel') ?? null,
    // A staff session (a dealer logged in as the customer), else the customer's own sign-in (compulsory_login).
    sessionDealershipId: session !== null && session.session.fullyAuthenticated ? session.dealership?.id ?? null : customerSession(request)?.dealershipId ?? null,
  };
}

/** A use case's Right through `body`, its Left as problem+json. */
async function send<A>(reply: FastifyReply, result: E.Either<Parameters<typeof dealerProblem>[0], A>, body: (a: A) => unknown): Promise<unknown> {
  return E.isLeft(result) ? sendProblem(reply, dealerProblem(result.left)) : reply.send(body(result.right));
}

/** The deal keys of a request, those given only. */
function dealContext(values: { readonly [K in keyof DealContext]-?: DealContext[K] | undefined }): DealContext {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** Every pre-installed accessory comes in `pre_installed`; `results` pages the optional ones (unless an origin is asked for). */
function customerAccessories(deps: ServerDeps): Handler {
  return async (request, reply) => {
    const ctx = await customerOf(deps, request);
    const q = request.query as Query;
    const [list, installed] = await Promise.all([
      deps.customerAddons.listAccessories(ctx, text(q, 'origin') === undefined ? { ...q, origin: 'optional' } : q)(),
      deps.customerAddons.listAccessories(ctx, { ...q, origin: 'installed', page: '1', page_size: '100' })(),
    ]);
    return send(reply, list, (p) => ({
      ...paged(request, p), pricing_locked: p.locked, results: p.results.map((a) => customerAccessoryBody(a, p.locked)),
      pre_installed: E.isRight(installed) ? installed.right.results.map((a) => customerAccessoryBody(a, p.locked)) : [],
    }));
  };
}

function customerQuestions(deps: ServerDeps): Handler {
  return async (request, reply) => send(reply, await deps.customerAddons.questions(await customerOf(deps, request))(), (qs) => ({ results: qs.map(questionBody) }));
}

function customerPlans(deps: ServerDeps): Handler {
  return async (request, reply) => {
    const ctx = await customerOf(deps, request);
    return send(reply, await deps.customerAddons.listPlans(ctx, request.query as Query)(), (p) => ({
      ...paged(request, p), pricing_locked: p.locked, results: p.results.map((plan) => customerPlanBody({ plan, price: null, locked: p.locked })),
    }));
  };
}

/** One plan priced for the deal the query describes (a bad number is -1, refused by the use case). */
function customerPlan(deps: ServerDeps): Handler {
  return async (request, reply) => {
    const raw = (request.params as { id?: string }).id ?? '';
    if (!/^\d{1,9}$/.test(raw)) return sendProblem(reply, problem(404, 'not_found'));
    const q = request.query as Query;
    const num = (key: string): number | undefined => {
      const v = text(q, key);
      return v === undefined ? undefined : /^\d{1,9}$/.test(v) ? Number(v) : -1;
    };
    const deal = dealContext({
      vehicle: num('vehicle'), term: num('term'), rate: text(q, 'rate'), totalPurchasePrice: text(q, 'total_purchase_price'), paymentType: text(q, 'payment_type'),
    });
    if (deal.vehicle === -1) return sendProblem(reply, problem(400, 'invalid_query', { errors: { vehicle: ['list.invalid_number'] } }));
    return send(reply, await deps.customerAddons.pricedPlan(await customerOf(deps, request), Number(raw), deal)(), customerPlanBody);
  };
}

function prepareData(deps: ServerDeps): Handler {
  return async (request, reply) => {
    const decoded = decodeBody(PrepareDataRequest, request.body);
    if (E.isLeft(decoded)) return sendProblem(reply, decoded.left);
    const b = decoded.right;
    const deal = dealContext({ vehicle: b.vehicle, term: b.term, rate: b.rate, totalPurchasePrice: b.total_purchase_price, paymentType: b.payment });
    const result = await deps.customerAddons.prepareData(await customerOf(deps, request), deal)();
    return send(reply, result, (plans) => ({ ready: true as const, pricing_locked: plans[0]?.locked ?? false, results: plans.map(customerPlanBody) }));
  };
}

function logFallbackPrice(deps: ServerDeps): Handler {
  return async (request, reply) => {
    const decoded = decodeBody(FallbackPriceRequest, request.body);
    if (E.isLeft(decoded)) return sendProblem(reply, decoded.left);
    const { plan, price, term, vehicle, reason } = decoded.right;
    const input = { plan, price, ...(term === undefined ? {} : { term }), ...(vehicle === undefined ? {} : { vehicle }), ...(reason === undefined ? {} : { reason }) };
    return send(reply, await deps.customerAddons.logFallbackPrice(await customerOf(deps, request), input, request.ip)(), () => ({ detail: 'logged' as const }));
  };
}

/** An uploaded image or PDF by its id: immutable, so cached for a year and revalidated by its hash. */
function mediaFile(deps: ServerDeps): Handler {
  return async (request, reply) => {
    const id = (request.params as { id?: string }).id ?? '';
    const file = await deps.addons.media(id);
    if (file === null) return sendProblem(reply, problem(404, 'not_found'));
    const etag = `"${file.sha256}"`;
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Content-Disposition', `inline; filename="${file.fileName.replace(/[^\w. -]/g, '_')}"`);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(file.contentType).send(Buffer.from(file.bytes));
  };
}

/** The customer side: no dealer session needed; the dealership is the `dealership` query parameter. Rate-limited per address. */
export function registerCustomerAddonRoutes(app: FastifyInstance, deps: ServerDeps, customerLimit: RouteRateLimit, fallbackLimit: RouteRateLimit): void {
  const rl = { config: { rateLimit: customerLimit } };
  app.get(R.customerAccessories.path, rl, customerAccessories(deps));
  app.get(R.customerQuestions.path, rl, customerQuestions(deps));
  app.get(R.customerPlans.path, rl, customerPlans(deps));
  app.get(fastifyPath(R.customerPlan.path), rl, customerPlan(deps));
  app.post(R.prepareData.path, rl, prepareData(deps));
  app.post(R.logFallbackPrice.path, { config: { rateLimit: fallbackLimit } }, logFallbackPrice(deps));
  app.get(fastifyPath(R.media.path), rl, mediaFile(deps));
}
