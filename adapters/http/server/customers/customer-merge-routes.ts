import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import type { DuplicateCandidate } from '@dealer-panel/core/customers/customer-merge-repository';
import type { MergeResult } from '@dealer-panel/core/customers/merge-customers';
import { customerMergeRoutes as R, MERGE_WIRE_FIELDS, type DuplicateCustomerBody, type DuplicatesResponse, type LastMergeResponse, type MergeResponse } from '../../contract/customers/customer-merges';
import { decodeBody } from '../platform/decode';
import { sendProblem } from '../platform/problem';
import { answer, fastifyPath, scoped, scopedWithId, visibleWithId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

const candidateBody = (c: DuplicateCandidate): DuplicateCustomerBody => ({
  id: c.id, first_name: c.firstName, last_name: c.lastName, email: c.email, phone: c.phone, postal_code: c.postalCode, city: c.city,
  created: c.createdAt.toISOString(), active_orders: c.activeOrders,
});

const mergeBody = (dryRun: boolean) => (m: MergeResult): MergeResponse => ({
  id: m.id, dry_run: dryRun, keep: m.keptId, merge: m.mergedId,
  fields: m.fields.map((f) => ({ field: MERGE_WIRE_FIELDS[f.field], kept: f.kept, merged: f.merged, result: f.result, source: f.source })),
  counts: { ...m.counts },
});

const isDryRun = (query: unknown): boolean => {
  const v = (query as Record<string, unknown>)['dry_run'];
  return v === '1' || v === 'true';
};

/** Duplicate customers and merge (issue 18 item 4). */
export function registerCustomerMergeRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const M = deps.customerMerges;

  app.get(R.duplicates.path, scoped(deps, async (ctx, request, reply) =>
    answer(reply, M.duplicates(ctx, request.query as Record<string, unknown>), (page): DuplicatesResponse => ({
      count: page.count, current: page.current, last: page.last, limit: page.limit,
      results: page.results.map((p) => ({ score: p.score, reasons: [...p.reasons], customers: [candidateBody(p.customers[0]), candidateBody(p.customers[1])] })),
    }))));

  app.post(R.merge.path, scoped(deps, async (ctx, request, reply) => {
    const body = decodeBody(R.merge.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const dryRun = isDryRun(request.query);
    return answer(reply, M.merge(ctx, { keep: body.right.keep, merge: body.right.merge, dryRun, ip: request.ip }), mergeBody(dryRun));
  }));

  app.post(fastifyPath(R.undo.path), scopedWithId(deps, async (ctx, id, request, reply) =>
    answer(reply, M.undo(ctx, id, request.ip), (r) => ({ id: r.id, undone: true as const }))));

  app.get(fastifyPath(R.lastMerge.path), visibleWithId(deps, 'customer', async (ctx, id, _request, reply) =>
    answer(reply, M.lastMerge(ctx, id), (found): LastMergeResponse => ({
      merge: found === null ? null : {
        id: found.merge.id, merged_id: found.merge.mergedId, merged_name: found.merge.mergedName, merged_at: found.merge.mergedAt.toISOString(), undoable: found.undoable,
      },
    }))));
}
