import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type * as t from 'io-ts';
import type { NewMedia } from '@dealer-panel/core/addons/addon';
import type { AddonPage, CustomerAddonContext, DealContext } from '@dealer-panel/core/addons/addon-use-cases';
import type { SideTable } from '@dealer-panel/core/addons/addon-repository';
import { addonRoutes as R } from '../../contract/addon-routes';
import {
  AccessoryRequest, FallbackPriceRequest, PenProductRequest, PlanPriceRequest, PlanTypeRequest, PrepareDataRequest, ProtectionPlanRequest, QuestionRequest,
} from '../../contract/addons';
import {
  accessoryBody, customerAccessoryBody, customerPlanBody, penProductBody, planBody, planTypeBody, priceBody, questionBody,
} from './addon-body';
import type { CookiePolicy } from '../platform/cookies';
import { dealerProblem } from '../platform/dealer-errors';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import type { RouteRateLimit } from '../platform/rate-limits';
import { answer, fastifyPath, scoped, scopedWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { optionalSession } from '../access/session-guard';
import { MAX_UPLOAD_BYTES, checkPdf, cleanImage, readUploads } from '../platform/uploads';

type Query = Record<string, unknown>;

/** The same list URL at another page, or null when there is no such page. */
function pageUrl(request: FastifyRequest, page: number, exists: boolean): string | null {
  if (!exists) return null;
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.toString();
}

const paged = <T>(request: FastifyRequest, p: AddonPage<T>) => ({
  count: p.count, next: pageUrl(request, p.page + 1, p.page * p.pageSize < p.count), previous: pageUrl(request, p.page - 1, p.page > 1),
});

const text = (q: Query, key: string): string | undefined => {
  const v = q[key];
  const s = Array.isArray(v) ? v[v.length - 1] : v;
  return typeof s === 'string' && s.trim() !== '' ? s.trim() : undefined;
};

export async function registerAddonRoutes(app: FastifyInstance, deps: ServerDeps, policy: CookiePolicy, customerLimit: RouteRateLimit): Promise<void> {
  const A = deps.addons;
  const C = deps.customerAddons;

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 4, parts: 6 } });

    /** Decodes a JSON body, then runs `then` with it; 400 per field otherwise. */
    const withBody = <C extends t.Mixed>(codec: C, reply: FastifyReply, body: unknown, then: (b: t.TypeOf<C>) => Promise<unknown>) => {
      const decoded = decodeBody(codec, body);
      return E.isLeft(decoded) ? sendProblem(reply, decoded.left) : then(decoded.right);
    };

    // ---- accessories ----
    scope.get(R.accessoryList.path, scoped(deps, policy, async (ctx, request, reply) =>
      answer(reply, A.listAccessories(ctx, request.query as Query), (p) => ({ ...paged(request, p), results: p.results.map(accessoryBody) }))));
    scope.post(R.accessoryCreate.path, scoped(deps, policy, async (ctx, request, reply) =>
      withBody(AccessoryRequest, reply, request.body, (b) => answer(reply, A.createAccessory(ctx, b), accessoryBody, 201))));
    scope.get(fastifyPath(R.accessoryFetch.path), scopedWithId(deps, policy, async (ctx, id, _request, reply) =>
      answer(reply, A.getAccessory(ctx, id), accessoryBody)));
    for (const mode of ['put', 'patch'] as const) {
      scope[mode](fastifyPath(R.accessoryUpdate.path), scopedWithId(deps, policy, async (ctx, id, request, reply) =>
        withBody(AccessoryRequest, reply, request.body, (b) => answer(reply, A.updateAccessory(ctx, id, b, mode), accessoryBody))));
    }
    scope.delete(fastifyPath(R.accessoryRemove.path), scopedWithId(deps, policy, async (ctx, id, _request, reply) =>
      answer(reply, A.deleteAccessory(ctx, id), () => null, 204)));
    scope.post(fastifyPath(R.accessoryImage.path), scopedWithId(deps, policy, async (ctx, id, request, reply) => {
      const denied = A.mayEdit(ctx);
      if (denied !== null) return sendProblem(reply, dealerProblem(denied));
      if (!request.isMultipart()) return sendProblem(reply, problem(415, 'multipart_required', { detail: 'Send the image as multipart/form-data in the field image.' }));
      const uploads = await readUploads(request.files(), ['image']);
      if (!Array.isArray(uploads)) return sendProblem(reply, uploads);
      const upload = uploads[0];
      if (upload === undefined) return sendProblem(reply, problem(400, 'invalid_input', { errors: { image: ['required'] } }));
      const image = await cleanImage(upload);
      if (image === null) return sendProblem(reply, problem(400, 'invalid_input', { errors: { image: ['file.not_an_image'] } }));
      return answer(reply, A.setAccessoryImage(ctx, id, image), accessoryBody);
    }));

    // ---- protection plans ----
    scope.get(R.planList.path, scoped(deps, policy, async (ctx, request, reply) =>
      answer(reply, A.listPlans(ctx, request.query as Query), (p) => ({ ...paged(request, p), results: p.results.map(planBody) }))));
    scope.post(R.planCreate.path, scoped(deps, policy, async (ctx, request, reply) =>
      withBody(ProtectionPlanRequest, reply, request.body, (b) => answer(reply, A.createPlan(ctx, b), planBody, 201))));
    scope.get(fastifyPath(R.planFetch.path), scopedWithId(deps, policy, async (ctx, id, _request, reply) => answer(reply, A.getPlan(ctx, id), planBody)));
    for (const mode of ['put', 'patch'] as const) {
      scope[mode](fastifyPath(R.planUpdate.path), scopedWithId(deps, policy, async (ctx, id, request, reply) =>
        withBody(ProtectionPlanRequest, reply, request.body, (b) => answer(reply, A.updatePlan(ctx, id, b, mode), planBody))));
    }
    scope.delete(fastifyPath(R.planRemove.path), scopedWithId(deps, policy, async (ctx, id, _request, reply) =>
      answer(reply, A.deletePlan(ctx, id), () => null, 204)));
    scope.patch(fastifyPath(R.planMedia.path), scopedWithId(deps, policy, async (ctx, id, request, reply) => {
      const denied = A.mayEdit(ctx);
      if (denied !== null) return sendProblem(reply, dealerProblem(denied));
      if (!request.isMultipart()) return sendProblem(reply, problem(415, 'multipart_required', { detail: 'Send the files as multipart/form-data in image_media and pdf_media.' }));
      const uploads = await readUploads(request.files(), ['image_media', 'pdf_media']);
      if (!Array.isArray(uploads)) return sendProblem(reply, uploads);
      const media: { image?: NewMedia; pdf?: NewMedia } = {};
      const errors: Record<string, string[]> = {};
      for (const u of uploads) {
        if (u.field === 'image_media') {
          const image = await cleanImage(u);
          if (image === null) errors.image_media = ['file.not_an_image']; else media.image = image;
        } else {
          const pdf = checkPdf(u);
          if (pdf === null) errors.pdf_media = ['file.not_a_pdf']; else media.pdf = pdf;
        }
      }
      if (Object.keys(errors).length > 0) return sendProblem(reply, problem(400, 'invalid_input', { errors }));
      return answer(reply, A.setPlanMedia(ctx, id, media), planBody);
    }));

    // ---- plan prices ----
    scope.get(R.priceList.path, scoped(deps, policy, async (ctx, request, reply) => {
      const raw = text(request.query as Query, 'plan');
      if (raw !== undefined && !/^\d{1,9}$/.test(raw)) return sendProblem(reply, problem(400, 'invalid_query', { errors: { plan: ['list.invalid_number'] } }));
      return answer(reply, A.listPrices(ctx, raw === undefined ? null : Number(raw)), (rows) => ({ results: rows.map(priceBody) }));
    }));
    scope.post(R.priceCreate.path, scoped(deps, policy, async (ctx, request, reply) =>
      withBody(PlanPriceRequest, reply, request.body, (b) => answer(reply, A.createPrice(ctx, b.plan, b), priceBody, 201))));
    scope.get(fastifyPath(R.priceFetch.path), scopedWithId(deps, policy, async (ctx, id, _request, reply) => answer(reply, A.getPrice(ctx, id), priceBody)));
    for (const mode of ['put', 'patch'] as const) {
      scope[mode](fastifyPath(R.priceUpdate.path), scopedWithId(deps, policy, async (ctx, id, request, reply) =>
        withBody(PlanPriceRequest, reply, request.body, (b) => answer(reply, A.updatePrice(ctx, id, b, mode), priceBody))));
    }
    scope.delete(fastifyPath(R.priceRemove.path), scopedWithId(deps, policy, async (ctx, id, _request, reply) =>
      answer(reply, A.deletePrice(ctx, id), () => null, 204)));

    // ---- plan types, PEN products, questions ----
    const side = <K extends SideTable>(table: K, routes: { list: string; create: string; fetch: string; update: string; remove: string }, codec: t.Mixed, body: (r: never) => unknown) => {
      const b = body as (r: unknown) => unknown;
      scope.get(routes.list, scoped(deps, policy, async (ctx, _request, reply) => answer(reply, A.listSide(table, ctx), (rows) => ({ results: rows.map(b) }))));
      scope.post(routes.create, scoped(deps, policy, async (ctx, request, reply) =>
        withBody(codec, reply, request.body, (input: Record<string, unknown>) => answer(reply, A.createSide(table, ctx, input), b, 201))));
      scope.get(fastifyPath(routes.fetch), scopedWithId(deps, policy, async (ctx, id, _request, reply) => answer(reply, A.getSide(table, ctx, id), b)));
      for (const mode of ['put', 'patch'] as const) {
        scope[mode](fastifyPath(routes.update), scopedWithId(deps, policy, async (ctx, id, request, reply) =>
          withBody(codec, reply, request.body, (input: Record<string, unknown>) => answer(reply, A.updateSide(table, ctx, id, input, mode), b))));
      }
      scope.delete(fastifyPath(routes.remove), scopedWithId(deps, policy, async (ctx, id, _request, reply) => answer(reply, A.deleteSide(table, ctx, id), () => null, 204)));
    };
    side('types', { list: R.planTypeList.path, create: R.planTypeCreate.path, fetch: R.planTypeFetch.path, update: R.planTypeUpdate.path, remove: R.planTypeRemove.path }, PlanTypeRequest, planTypeBody);
    side('pen', { list: R.penProductList.path, create: R.penProductCreate.path, fetch: R.penProductFetch.path, update: R.penProductUpdate.path, remove: R.penProductRemove.path }, PenProductRequest, penProductBody);
    side('questions', { list: R.questionList.path, create: R.questionCreate.path, fetch: R.questionFetch.path, update: R.questionUpdate.path, remove: R.questionRemove.path }, QuestionRequest, questionBody);
  });

  // ---- customer side: no dealer session needed; the dealership is the `dealership` query parameter ----
  const rl = { config: { rateLimit: customerLimit } };
  const customer = async (request: FastifyRequest): Promise<CustomerAddonContext> => {
    const q = request.query as Query;
    const session = await optionalSession(deps, request);
    return {
      dealership: q.dealership,
      channel: text(q, 'channel') ?? null,
      sessionDealershipId: session !== null && session.session.fullyAuthenticated ? session.dealership?.id ?? null : null,
    };
  };
  const send = async <A>(reply: FastifyReply, result: E.Either<Parameters<typeof dealerProblem>[0], A>, body: (a: A) => unknown) =>
    (E.isLeft(result) ? sendProblem(reply, dealerProblem(result.left)) : reply.send(body(result.right)));

  app.get(R.customerAccessories.path, rl, async (request, reply) => {
    const ctx = await customer(request);
    // Every pre-installed accessory comes in `pre_installed`; `results` pages the optional ones (unless an origin is asked for).
    const q = request.query as Query;
    const [list, installed] = await Promise.all([
      C.listAccessories(ctx, text(q, 'origin') === undefined ? { ...q, origin: 'optional' } : q)(),
      C.listAccessories(ctx, { ...q, origin: 'installed', page: '1', page_size: '100' })(),
    ]);
    return send(reply, list, (p) => ({
      ...paged(request, p), pricing_locked: p.locked, results: p.results.map((a) => customerAccessoryBody(a, p.locked)),
      pre_installed: E.isRight(installed) ? installed.right.results.map((a) => customerAccessoryBody(a, p.locked)) : [],
    }));
  });
  app.get(R.customerQuestions.path, rl, async (request, reply) =>
    send(reply, await C.questions(await customer(request))(), (qs) => ({ results: qs.map(questionBody) })));
  app.get(R.customerPlans.path, rl, async (request, reply) => {
    const ctx = await customer(request);
    return send(reply, await C.listPlans(ctx, request.query as Query)(), (p) => ({
      ...paged(request, p), pricing_locked: p.locked, results: p.results.map((plan) => customerPlanBody({ plan, price: null, locked: p.locked })),
    }));
  });
  app.get(fastifyPath(R.customerPlan.path), rl, async (request, reply) => {
    const raw = (request.params as { id?: string }).id ?? '';
    if (!/^\d{1,9}$/.test(raw)) return sendProblem(reply, problem(404, 'not_found'));
    const q = request.query as Query;
    const num = (key: string): number | undefined => {
      const v = text(q, key);
      return v === undefined ? undefined : /^\d{1,9}$/.test(v) ? Number(v) : -1;
    };
    const deal: DealContext = Object.fromEntries(Object.entries({
      vehicle: num('vehicle'), term: num('term'), rate: text(q, 'rate'), totalPurchasePrice: text(q, 'total_purchase_price'), paymentType: text(q, 'payment_type'),
    }).filter(([, v]) => v !== undefined));
    if (deal.vehicle === -1) return sendProblem(reply, problem(400, 'invalid_query', { errors: { vehicle: ['list.invalid_number'] } }));
    return send(reply, await C.pricedPlan(await customer(request), Number(raw), deal)(), customerPlanBody);
  });
  app.post(R.prepareData.path, rl, async (request, reply) => {
    const decoded = decodeBody(PrepareDataRequest, request.body);
    if (E.isLeft(decoded)) return sendProblem(reply, decoded.left);
    const b = decoded.right;
    const deal: DealContext = Object.fromEntries(Object.entries({
      vehicle: b.vehicle, term: b.term, rate: b.rate, totalPurchasePrice: b.total_purchase_price, paymentType: b.payment,
    }).filter(([, v]) => v !== undefined));
    const result = await C.prepareData(await customer(request), deal)();
    return send(reply, result, (plans) => ({ ready: true as const, pricing_locked: plans[0]?.locked ?? false, results: plans.map(customerPlanBody) }));
  });
  app.post(R.logFallbackPrice.path, rl, async (request, reply) => {
    const decoded = decodeBody(FallbackPriceRequest, request.body);
    if (E.isLeft(decoded)) return sendProblem(reply, decoded.left);
    const { plan, price, term, vehicle, reason } = decoded.right;
    const input = { plan, price, ...(term === undefined ? {} : { term }), ...(vehicle === undefined ? {} : { vehicle }), ...(reason === undefined ? {} : { reason }) };
    return send(reply, await C.logFallbackPrice(await customer(request), input, request.ip)(), () => ({ detail: 'logged' as const }));
  });

  // ---- media ----
  app.get(fastifyPath(R.media.path), rl, async (request, reply) => {
    const id = (request.params as { id?: string }).id ?? '';
    const file = await A.media(id);
    if (file === null) return sendProblem(reply, problem(404, 'not_found'));
    const etag = `"${file.sha256}"`;
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Content-Disposition', `inline; filename="${file.fileName.replace(/[^\w. -]/g, '_')}"`);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(file.contentType).send(Buffer.from(file.bytes));
  });
}
