import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as t from 'io-ts';
import type * as TE from 'fp-ts/TaskEither';
import type { AddonPage } from '@dealer-panel/core/addons/addon-use-case-support';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import type { NewMedia } from '@dealer-panel/core/shared/media';
import type { SideTable } from '@dealer-panel/core/addons/addon-repository';
import type { DealerAddonUseCases } from '@dealer-panel/core/addons/addon-use-cases';
import { addonRoutes as R } from '../../contract/addons/addon-routes';
import { AccessoryRequest, PenProductRequest, PlanPriceRequest, PlanTypeRequest, ProtectionPlanRequest, QuestionRequest } from '../../contract/addons/addons';
import { accessoryBody, penProductBody, planBody, planTypeBody, priceBody, questionBody } from './addon-body';
import { paged, text, type Query } from './addon-query';
import { dealerProblem, type DealerError } from '../dealer-errors';
import { decodeBody } from '../platform/decode';
import { isProblem, problem, sendProblem } from '../platform/problem';
import { answer, fastifyPath, scoped, scopedWithId, type ScopedHandler } from '../platform/route-helpers';
import { checkPdf, cleanImage, readOneImage, readUploads, type Upload } from '../platform/uploads';
import type { ServerDeps } from '../server-deps';

type IdHandler = (ctx: DealershipContext, id: number, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type SideRoutes = { readonly list: string; readonly create: string; readonly fetch: string; readonly update: string; readonly remove: string };

const MODES = ['put', 'patch'] as const;

/** Decodes a JSON body, then runs `then` with it; 400 per field otherwise. */
function withBody<C extends t.Mixed>(codec: C, reply: FastifyReply, body: unknown, then: (b: t.TypeOf<C>) => Promise<unknown>): unknown {
  const decoded = decodeBody(codec, body);
  return E.isLeft(decoded) ? sendProblem(reply, decoded.left) : then(decoded.right);
}

/** POST accessory/{id}/image/: one image in the multipart field `image`, checked and re-encoded. */
function accessoryImage(A: DealerAddonUseCases): IdHandler {
  return async (ctx, id, request, reply) => {
    const denied = A.mayEdit(ctx);
    if (denied !== null) return sendProblem(reply, dealerProblem(denied));
    const image = await readOneImage(request, 'image');
    if (isProblem(image)) return sendProblem(reply, image);
    return answer(reply, A.setAccessoryImage(ctx, id, image), accessoryBody);
  };
}

/** A plan's uploads checked: the image re-encoded, the PDF recognised; per-field errors otherwise. */
async function planMediaOf(uploads: readonly Upload[]): Promise<{ readonly media: { image?: NewMedia; pdf?: NewMedia }; readonly errors: Record<string, string[]> }> {
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
  return { media, errors };
}

/** PATCH protection-plan/{id}/media/: image_media and/or pdf_media as multipart/form-data. */
function planMedia(A: DealerAddonUseCases): IdHandler {
  return async (ctx, id, request, reply) => {
    const denied = A.mayEdit(ctx);
    if (denied !== null) return sendProblem(reply, dealerProblem(denied));
    if (!request.isMultipart()) return sendProblem(reply, problem(415, 'multipart_required', { detail: 'Send the files as multipart/form-data in image_media and pdf_media.' }));
    const uploads = await readUploads(request.files(), ['image_media', 'pdf_media']);
    if (!Array.isArray(uploads)) return sendProblem(reply, uploads);
    const { media, errors } = await planMediaOf(uploads);
    if (Object.keys(errors).length > 0) return sendProblem(reply, problem(400, 'invalid_input', { errors }));
    return answer(reply, A.setPlanMedia(ctx, id, media), planBody);
  };
}

/** GET price/?plan=: the price rows, of one plan when asked. */
function listPrices(A: DealerAddonUseCases): ScopedHandler {
  return async (ctx, request, reply) => {
    const raw = text(request.query as Query, 'plan');
    if (raw !== undefined && !/^\d{1,9}$/.test(raw)) return sendProblem(reply, problem(400, 'invalid_query', { errors: { plan: ['list.invalid_number'] } }));
    return answer(reply, A.listPrices(ctx, raw === undefined ? null : Number(raw)), (rows) => ({ results: rows.map(priceBody) }));
  };
}

/** The five calls of an add-on kind (accessories, protection plans): list, create, fetch, PUT/PATCH, delete. */
interface AddonResource<C extends t.Mixed, Row> {
  readonly routes: { readonly list: string; readonly create: string; readonly fetch: string; readonly update: string; readonly remove: string };
  readonly request: C;
  readonly body: (row: Row) => unknown;
  readonly list: (ctx: DealershipContext, query: Query) => TE.TaskEither<DealerError, AddonPage<Row>>;
  readonly create: (ctx: DealershipContext, b: t.TypeOf<C>) => TE.TaskEither<DealerError, Row>;
  readonly fetch: (ctx: DealershipContext, id: number) => TE.TaskEither<DealerError, Row>;
  readonly update: (ctx: DealershipContext, id: number, b: t.TypeOf<C>, mode: (typeof MODES)[number]) => TE.TaskEither<DealerError, Row>;
  readonly remove: (ctx: DealershipContext, id: number) => TE.TaskEither<DealerError, null>;
}

function registerResource<C extends t.Mixed, Row>(scope: FastifyInstance, deps: ServerDeps, r: AddonResource<C, Row>): void {
  scope.get(r.routes.list, scoped(deps, async (ctx, request, reply) =>
    answer(reply, r.list(ctx, request.query as Query), (p) => ({ ...paged(request, p), results: p.results.map(r.body) }))));
  scope.post(r.routes.create, scoped(deps, async (ctx, request, reply) =>
    withBody(r.request, reply, request.body, (b) => answer(reply, r.create(ctx, b), r.body, 201))));
  scope.get(fastifyPath(r.routes.fetch), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, r.fetch(ctx, id), r.body)));
  for (const mode of MODES) {
    scope[mode](fastifyPath(r.routes.update), scopedWithId(deps, async (ctx, id, request, reply) =>
      withBody(r.request, reply, request.body, (b) => answer(reply, r.update(ctx, id, b, mode), r.body))));
  }
  scope.delete(fastifyPath(r.routes.remove), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, r.remove(ctx, id), () => null, 204)));
}

function registerAccessoryRoutes(scope: FastifyInstance, deps: ServerDeps): void {
  const A = deps.addons;
  registerResource(scope, deps, {
    routes: { list: R.accessoryList.path, create: R.accessoryCreate.path, fetch: R.accessoryFetch.path, update: R.accessoryUpdate.path, remove: R.accessoryRemove.path },
    request: AccessoryRequest, body: accessoryBody,
    list: A.listAccessories, create: A.createAccessory, fetch: A.getAccessory, update: A.updateAccessory, remove: A.deleteAccessory,
  });
  scope.post(fastifyPath(R.accessoryImage.path), scopedWithId(deps, accessoryImage(A)));
}

function registerPlanRoutes(scope: FastifyInstance, deps: ServerDeps): void {
  const A = deps.addons;
  registerResource(scope, deps, {
    routes: { list: R.planList.path, create: R.planCreate.path, fetch: R.planFetch.path, update: R.planUpdate.path, remove: R.planRemove.path },
    request: ProtectionPlanRequest, body: planBody,
    list: A.listPlans, create: A.createPlan, fetch: A.getPlan, update: A.updatePlan, remove: A.deletePlan,
  });
  scope.patch(fastifyPath(R.planMedia.path), scopedWithId(deps, planMedia(A)));
}

function registerPriceRoutes(scope: FastifyInstance, deps: ServerDeps): void {
  const A = deps.addons;
  scope.get(R.priceList.path, scoped(deps, listPrices(A)));
  scope.post(R.priceCreate.path, scoped(deps, async (ctx, request, reply) =>
    withBody(PlanPriceRequest, reply, request.body, (b) => answer(reply, A.createPrice(ctx, b.plan, b), priceBody, 201))));
  scope.get(fastifyPath(R.priceFetch.path), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, A.getPrice(ctx, id), priceBody)));
  for (const mode of MODES) {
    scope[mode](fastifyPath(R.priceUpdate.path), scopedWithId(deps, async (ctx, id, request, reply) =>
      withBody(PlanPriceRequest, reply, request.body, (b) => answer(reply, A.updatePrice(ctx, id, b, mode), priceBody))));
  }
  scope.delete(fastifyPath(R.priceRemove.path), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, A.deletePrice(ctx, id), () => null, 204)));
}

/** Plan types, PEN products and questions: the same five routes over their side table. */
function registerSideRoutes(scope: FastifyInstance, deps: ServerDeps, table: SideTable, routes: SideRoutes, codec: t.Mixed, body: (r: never) => unknown): void {
  const A = deps.addons;
  const b = body as (r: unknown) => unknown;
  scope.get(routes.list, scoped(deps, async (ctx, _request, reply) => answer(reply, A.listSide(table, ctx), (rows) => ({ results: rows.map(b) }))));
  scope.post(routes.create, scoped(deps, async (ctx, request, reply) =>
    withBody(codec, reply, request.body, (input: Record<string, unknown>) => answer(reply, A.createSide(table, ctx, input), b, 201))));
  scope.get(fastifyPath(routes.fetch), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, A.getSide(table, ctx, id), b)));
  for (const mode of MODES) {
    scope[mode](fastifyPath(routes.update), scopedWithId(deps, async (ctx, id, request, reply) =>
      withBody(codec, reply, request.body, (input: Record<string, unknown>) => answer(reply, A.updateSide(table, ctx, id, input, mode), b))));
  }
  scope.delete(fastifyPath(routes.remove), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, A.deleteSide(table, ctx, id), () => null, 204)));
}

/** The dealer's add-on screens: accessories, protection plans, their prices, plan types, PEN products, questions. */
export function registerDealerAddonRoutes(scope: FastifyInstance, deps: ServerDeps): void {
  registerAccessoryRoutes(scope, deps);
  registerPlanRoutes(scope, deps);
  registerPriceRoutes(scope, deps);
  registerSideRoutes(scope, deps, 'types', {
    list: R.planTypeList.path, create: R.planTypeCreate.path, fetch: R.planTypeFetch.path, update: R.planTypeUpdate.path, remove: R.planTypeRemove.path,
  }, PlanTypeRequest, planTypeBody);
  registerSideRoutes(scope, deps, 'pen', {
    list: R.penProductList.path, create: R.penProductCreate.path, fetch: R.penProductFetch.path, update: R.penProductUpdate.path, remove: R.penProductRemove.path,
  }, PenProductRequest, penProductBody);
  registerSideRoutes(scope, deps, 'questions', {
    list: R.questionList.path, create: R.questionCreate.path, fetch: R.questionFetch.path, update: R.questionUpdate.path, remove: R.questionRemove.path,
  }, QuestionRequest, questionBody);
}
