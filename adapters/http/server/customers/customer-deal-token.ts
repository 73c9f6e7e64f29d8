import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendProblem } from '../platform/problem';
import { pathId } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { staffViewer } from '../access/staff-viewer';

/** The header the customer's credential travels in (decision: the deal link's token, docs/decisions/quotes.md "The customer's credential…"). */
export const CUSTOMER_LINK_HEADER = 'x-deal-token';

/** The deal a customer call is about: its store and id. */
export interface CustomerDealRef {
  readonly dealershipId: number;
  readonly orderId: number;
}

/**
 * The deal whose link token the request carries (X-Deal-Token); when the path names a deal, it must
 * be that one. 401 `customer_token_required` without a token, 404 for an unknown token or another
 * deal (as unknown), and null then (the problem is sent). A call that passes is the customer signed
 * in by their deal link: the first one opens their account (`customerSignedIn`), which never fails
 * the call.
 */
export async function customerDealOf(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply, withId: boolean): Promise<CustomerDealRef | null> {
  const token = request.headers[CUSTOMER_LINK_HEADER];
  reply.header('Cache-Control', 'no-store');
  if (typeof token !== 'string' || token === '') {
    await sendProblem(reply, problem(401, 'customer_token_required', { detail: 'Send the deal link\'s token in the X-Deal-Token header.' }));
    return null;
  }
  const link = await deps.customers.link('deal', token);
  const id = withId ? pathId(request) : null;
  if (link === null || link.owner.orderId === null || (withId && id !== link.owner.orderId)) {
    await sendProblem(reply, problem(404, 'not_found'));
    return null;
  }
  // A staff member looking at the customer's view (login_as_customer) is not the customer signing in.
  if ((await staffViewer(deps, request, link.owner.dealershipId)) === null) {
    await deps.customerSignedIn(link.owner).catch((error: unknown) => request.log.error({ err: error }, 'recording the customer\'s sign-in failed'));
  }
  return { dealershipId: link.owner.dealershipId, orderId: link.owner.orderId };
}
