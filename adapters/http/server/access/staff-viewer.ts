import type { FastifyReply, FastifyRequest } from 'fastify';
import { fullName } from '@dealer-panel/core/shared/person-name';
import { hasUsableRole } from '@dealer-panel/core/access/actor';
import { problem, sendProblem } from '../platform/problem';
import type { ServerDeps } from '../server-deps';
import { optionalSession } from './session-guard';

/** A staff member of the deal's store looking at the customer's view (login_as_customer). */
export interface StaffViewer {
  readonly userId: number;
  readonly dealershipId: number;
  readonly name: string;
}

/**
 * The staff member behind a customer call, when the request carries a verified session whose
 * dealership is the deal's (docs/decisions/shop.md "The customer app (shop)"): the customer's view is then
 * theirs to read, marked and audited, never to write in. Another store's session counts for nothing.
 */
export async function staffViewer(deps: ServerDeps, request: FastifyRequest, dealershipId: number): Promise<StaffViewer | null> {
  if (request.headers.cookie === undefined) return null;
  const ctx = await optionalSession(deps, request);
  if (ctx === null || !ctx.session.fullyAuthenticated || ctx.dealership?.id !== dealershipId || !hasUsableRole(ctx.actor)) return null;
  return { userId: ctx.user.id, dealershipId, name: fullName(ctx.user) };
}

/**
 * Refuses a customer's write made from a staff member's view of it (403 customer_view_read_only)
 * and answers true; false when the caller is not staff of the deal's store. The token's deal is
 * resolved here only for its store; the route's own checks still decide 401 and 404.
 */
export async function refuseStaffWrite(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply, token: string): Promise<boolean> {
  const link = await deps.customers.link('deal', token);
  if (link === null || (await staffViewer(deps, request, link.owner.dealershipId)) === null) return false;
  await sendProblem(reply, problem(403, 'customer_view_read_only', { detail: 'A staff member\'s view of the customer\'s deal is read-only.' }));
  return true;
}
