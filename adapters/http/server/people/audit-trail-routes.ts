import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import type { AuditTrailEntry } from '@dealer-panel/core/people/audit-trail';
import type { AuditTrailEntryBody } from '../../contract/people/audit-trail';
import { auditTrailRoutes as R } from '../../contract/people/audit-trail-routes';
import { dealerProblem } from '../dealer-errors';
import { sendProblem } from '../platform/problem';
import { scoped } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

function entryBody(e: AuditTrailEntry): AuditTrailEntryBody {
  return { id: e.id, at: e.at.toISOString(), action: e.action, actor: e.actor, target: e.target, ip: e.ip, detail: { ...e.detail }, before: e.before && { ...e.before }, after: e.after && { ...e.after } };
}

/** GET dealership/audit-trail/ (issue 13.10). */
export function registerAuditTrailRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get(R.auditTrail.path, scoped(deps, async (ctx, request, reply) => {
    const page = await deps.auditTrail.read(ctx, request.query as Record<string, unknown>);
    if (E.isLeft(page)) return sendProblem(reply, dealerProblem(page.left));
    reply.header('Cache-Control', 'no-store');
    return { ...page.right, results: page.right.results.map(entryBody) };
  }));
}
