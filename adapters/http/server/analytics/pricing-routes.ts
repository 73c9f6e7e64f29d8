import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import { PREVIEW_PAGE_SIZE } from '@dealer-panel/core/analytics/price-profile-use-cases';
import type { PriceProfileInput } from '@dealer-panel/core/analytics/price-profile';
import { pricingRoutes as R } from '../../contract/analytics/pricing-routes';
import type { PriceProfileRequest } from '../../contract/analytics/pricing';
import { decodeBody } from '../platform/decode';
import { dealerProblem } from '../dealer-errors';
import { sendProblem } from '../platform/problem';
import { answer, fastifyPath, scoped, scopedWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { batchBody, historyBody, previewRowBody, profileBody, reportRowBody } from './pricing-body';
import { pricingCsv } from './pricing-csv';

/** The wire's request as the use case's input (drops the keys not sent: exact optional properties). */
function profileInput(body: PriceProfileRequest): PriceProfileInput {
  return { ...(body.name === undefined ? {} : { name: body.name }), ...(body.rules === undefined ? {} : { rules: body.rules }) } as PriceProfileInput;
}

const pageParam = (query: unknown): number => {
  const v = Number((query as Record<string, unknown> | undefined)?.['page']);
  return Number.isSafeInteger(v) && v > 0 ? v : 1;
};

export function registerPricingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const P = deps.priceProfiles;
  const Q = deps.pricingReport;

  app.get(R.listProfiles.path, scoped(deps, async (ctx, _request, reply) => answer(reply, P.list(ctx), (list) => list.map(profileBody))));
  app.post(R.createProfile.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.createProfile.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, P.create(ctx, profileInput(body.right)), profileBody, 201);
  }));
  app.get(fastifyPath(R.getProfile.path), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, P.get(ctx, id), profileBody)));
  app.put(fastifyPath(R.replaceProfile.path), scopedWithId(deps, async (ctx, id, request, reply) => {
    const body = decodeBody(R.replaceProfile.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, P.update(ctx, id, profileInput(body.right)), profileBody);
  }));
  app.delete(fastifyPath(R.deleteProfile.path), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, P.remove(ctx, id), () => null, 204)));
  app.post(fastifyPath(R.preview.path), scopedWithId(deps, async (ctx, id, request, reply) => {
    const body = decodeBody(R.preview.body, request.body ?? {});
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, P.preview(ctx, id, body.right.page ?? 1), (page) => ({ ...page, results: page.results.map(previewRowBody) }));
  }));
  app.post(fastifyPath(R.apply.path), scopedWithId(deps, async (ctx, id, request, reply) => answer(reply, P.apply(ctx, id, request.ip), batchBody, 201)));
  app.get(R.batches.path, scoped(deps, async (ctx, request, reply) =>
    answer(reply, P.batches(ctx, pageParam(request.query), PREVIEW_PAGE_SIZE), (page) => ({ ...page, results: page.results.map(batchBody) }))));
  app.post(fastifyPath(R.undo.path), scopedWithId(deps, async (ctx, id, request, reply) => answer(reply, P.undo(ctx, id, request.ip), batchBody, 201)));

  app.get(R.report.path, scoped(deps, async (ctx, request, reply) =>
    answer(reply, Q.page(ctx, request.query as Record<string, unknown>), (page) => ({ ...page, results: page.results.map(reportRowBody) }))));
  app.get(R.reportExport.path, scoped(deps, async (ctx, request, reply) => {
    const result = await Q.exportRows(ctx, request.query as Record<string, unknown>)();
    if (E.isLeft(result)) return sendProblem(reply, dealerProblem(result.left));
    const language = ctx.session.language ?? ctx.user.language;
    return reply.header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="pricing-report-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('X-Export-Rows', String(result.right.rows.length)).header('X-Export-Capped', String(result.right.capped))
      .send(pricingCsv(language, result.right.rows));
  }));
  app.get(fastifyPath(R.history.path), scopedWithId(deps, async (ctx, id, _request, reply) => answer(reply, Q.history(ctx, id), historyBody)));
}
