import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import type { LocalTaxRow } from '@dealer-panel/core/payments/local-tax-rates';
import { localTaxRateRoutes as R, LocalTaxRatesRequest, type LocalTaxRateListResponse } from '../../contract/payments/local-tax-rates';
import { decodeClosedBody } from '../platform/decode';
import { isProblem, sendProblem } from '../platform/problem';
import { answer, fastifyPath, scoped } from '../platform/route-helpers';
import { MAX_TABULAR_BYTES, receiveTabularUpload } from '../platform/tabular-upload';
import { registerWithUploads } from '../platform/uploads';
import type { ServerDeps } from '../server-deps';

const listBody = (rows: readonly LocalTaxRow[]): LocalTaxRateListResponse => ({
  results: rows.map((r) => ({ zip_prefix: r.zipPrefix, rate: r.percent, effective_from: r.effectiveFrom })),
});
const FIELDS: ReadonlySet<string> = new Set(['rows']);

/** A store's local tax rates by ZIP (issue 32 item 3): listed, edited, removed, imported from a file. */
export async function registerLocalTaxRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const L = deps.localTaxes;
  app.get(R.list.path, scoped(deps, async (ctx, _request, reply) => answer(reply, L.list(ctx), listBody)));
  app.put(R.save.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeClosedBody(LocalTaxRatesRequest, FIELDS, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, L.save({ ctx, ip: request.ip }, body.right), listBody);
  }));
  app.delete(fastifyPath(R.remove.path), scoped(deps, async (ctx, request, reply) => {
    const params = request.params as Readonly<Record<string, string>>;
    return answer(reply, L.remove({ ctx, ip: request.ip }, params['zip_prefix'] ?? '', params['effective_from'] ?? ''), listBody);
  }));
  await registerWithUploads(app, 1, (scope) => {
    scope.post(R.importFile.path, scoped(deps, async (ctx, request, reply) => {
      const upload = await receiveTabularUpload(request, ['effective_from']);
      if (isProblem(upload)) return sendProblem(reply, upload);
      try {
        const effectiveFrom = upload.fields['effective_from'];
        return await answer(reply, () => L.importFile({ ctx, ip: request.ip }, { source: upload.source, ...(effectiveFrom === undefined ? {} : { effectiveFrom }) }), listBody);
      } finally {
        await upload.discard();
      }
    }));
  }, MAX_TABULAR_BYTES);
}
