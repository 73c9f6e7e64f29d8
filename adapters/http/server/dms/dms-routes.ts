import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import type { DmsPush } from '@dealer-panel/core/dms/dms-push';
import type { SyncInfo } from '@dealer-panel/core/dms/dms-use-cases';
import { dmsRoutes as R } from '../../contract/dms/dms-routes';
import { decodeBody } from '../platform/decode';
import { sendProblem } from '../platform/problem';
import { answer, fastifyPath, visibleWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function pushBody(p: DmsPush) {
  return {
    id: p.id, state: p.state, job_id: p.jobId, attempts: p.attempts, requested_at: p.requestedAt.toISOString(),
    requested_by: p.requestedByUserId === null ? null : { id: p.requestedByUserId, name: p.requestedByName },
    started_at: iso(p.startedAt), finished_at: iso(p.finishedAt), next_retry_at: iso(p.nextRetryAt), dms_deal_number: p.dmsDealNumber,
    field_errors: p.fieldErrors.map((e) => ({ field: e.field, code: e.code, limit: e.limit })), failure: p.failure,
  };
}

const syncBody = (s: SyncInfo) => ({
  order_id: s.orderId, dms_system: s.system, dms_deal_number: s.dmsDealNumber, last_pushed_at: iso(s.lastPushedAt),
  last_push: s.lastPush === null ? null : pushBody(s.lastPush), history: s.history.map(pushBody), may_push: s.mayPush,
});

/** The DMS link's two calls; the deal must be one the session's user may see (404 otherwise, as every deal call). */
export function registerDmsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get(fastifyPath(R.syncInfo.path), visibleWithId(deps, 'order', async (ctx, id, _request, reply) =>
    answer(reply, deps.dms.syncInfo(ctx, id), syncBody)));

  app.post(fastifyPath(R.schedulePush.path), visibleWithId(deps, 'order', async (ctx, id, request, reply) => {
    const body = decodeBody(R.schedulePush.body, request.body ?? {});
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    return answer(reply, deps.dms.schedulePush(ctx, id), (r) => ({ created: r.created, push: pushBody(r.push) }), 202);
  }));
}
