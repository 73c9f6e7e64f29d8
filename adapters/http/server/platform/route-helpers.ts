import * as E from 'fp-ts/Either';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as TE from 'fp-ts/TaskEither';
import { hasUsableRole } from '@dealer-panel/core/access/actor';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import type { CustomerTarget } from '@dealer-panel/core/customers/customer-visibility';
import { dealerProblem, type DealerError } from '../dealer-errors';
import { problem, sendProblem } from './problem';
import type { ServerDeps } from '../server-deps';
import { requireDealership } from '../access/session-guard';
import { idFromText } from '@dealer-panel/core/shared/ids';

/**
 * The address the browser used (scheme and host; with TRUST_PROXY, the proxy's public ones): the
 * base of every link the server writes (e-mails, customer links, SSO service-provider URLs).
 */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** `/api/x/{id}/` → `/api/x/:id/`: the contract writes paths as the spec does, Fastify wants colons. */
export const fastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** A path id: a positive 32-bit integer, else null (answered 404 like an unknown id). */
export function pathId(request: FastifyRequest, name = 'id'): number | null {
  return idFromText((request.params as Record<string, unknown>)[name]);
}

export type ScopedHandler = (ctx: DealershipContext, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * A dealership route: a verified session whose dealership is chosen, by a user with a role there
 * ("users with no role are denied unless super admin": 403 no_role), then the handler.
 */
export function scoped(deps: ServerDeps, handler: ScopedHandler) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const ctx = await requireDealership(deps, request, reply);
    if (!ctx) return reply;
    if (!hasUsableRole(ctx.actor)) return sendProblem(reply, problem(403, 'no_role', { detail: 'You have no role at this dealership.' }));
    return handler(ctx as DealershipContext, request, reply);
  };
}

/** As `scoped`, for routes with an `{id}`: an id that cannot exist answers 404 like an unknown one. */
export function scopedWithId(deps: ServerDeps, handler: (ctx: DealershipContext, id: number, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
  return scoped(deps, async (ctx, request, reply) => {
    const id = pathId(request);
    if (id === null) return sendProblem(reply, problem(404, 'not_found'));
    return handler(ctx, id, request, reply);
  });
}

/**
 * As `scopedWithId`, for a path id that names a customer, a deal or a deal's part: a sales rep
 * reaching a customer assigned to another rep gets the 404 of an unknown id (customer-visibility.ts).
 */
export function visibleWithId(deps: ServerDeps, kind: CustomerTarget['kind'], handler: (ctx: DealershipContext, id: number, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
  return scopedWithId(deps, async (ctx, id, request, reply) => {
    if (!(await mayReach(deps, ctx, { kind, id }, reply))) return reply;
    return handler(ctx, id, request, reply);
  });
}

/** Sends the 404 and answers false when the target's customer is not open to the session's user. */
export async function mayReach(deps: ServerDeps, ctx: DealershipContext, target: CustomerTarget, reply: FastifyReply): Promise<boolean> {
  const visible = await deps.customers.requireVisible(ctx, target)();
  if (E.isRight(visible)) return true;
  await sendProblem(reply, dealerProblem(visible.left));
  return false;
}

/** Answers a use case: its Right through `body` (with `status`), its Left as problem+json. */
export async function answer<A>(reply: FastifyReply, task: TE.TaskEither<DealerError, A>, body: (a: A) => unknown, status = 200): Promise<unknown> {
  const result = await task();
  if (E.isLeft(result)) return sendProblem(reply, dealerProblem(result.left));
  if (status === 204) return reply.code(204).send();
  return reply.code(status).send(body(result.right));
}
