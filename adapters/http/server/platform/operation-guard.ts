import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { hasUsableRole } from '@dealer-panel/core/access/actor';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import type { OperationAccess } from '@dealer-panel/core/access/operation-access';
import { allRoutes } from '../../contract/all-routes';
import { requireDealership } from '../access/session-guard';
import type { ServerDeps } from '../server-deps';
import { commonProblem } from './errors';
import { problem, sendProblem } from './problem';
import { fastifyPath } from './route-helpers';

/**
 * Authorization before validation, for every route at once: a route of the contract that carries
 * an `access` rule (contract/operation-access.ts) gets an onRequest hook that answers 401/440/403/409
 * as its handler would, then 403 when the session's role may not call it, before the body is even
 * parsed. A role that may not act learns only that, never which of its fields were wrong. Must be
 * registered before the routes (Fastify's onRoute sees only the routes added after it).
 */
export function registerOperationGuard(app: FastifyInstance, deps: ServerDeps): void {
  const rules = new Map<string, OperationAccess>();
  for (const r of allRoutes) if (r.access !== undefined) rules.set(`${r.method} ${fastifyPath(r.path)}`, r.access);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = methods.map((m) => rules.get(`${m} ${route.url}`)).find((a) => a !== undefined);
    if (access === undefined) return;
    const guard: onRequestAsyncHookHandler = async (request, reply) => {
      const ctx = await requireDealership(deps, request, reply);
      if (!ctx) return reply;
      if (!hasUsableRole(ctx.actor)) return sendProblem(reply, problem(403, 'no_role', { detail: 'You have no role at this dealership.' }));
      const refused = access(ctx as DealershipContext);
      if (refused !== null) return sendProblem(reply, commonProblem(refused));
      return undefined;
    };
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [guard, ...own];
  });
}
