import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOMER_LINK_KINDS, type CustomerLink, type CustomerLinkKind } from '@dealer-panel/core/customers/customer-links';
import { customerRoutes as R } from '../../contract/customer-routes';
import type { CustomerLinkResponse } from '../../contract/customers';
import { customerLinkNotFoundPage, customerLinkPage } from './customer-link-page';
import { problem, sendProblem } from '../platform/problem';
import { fastifyPath } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

const linkBody = (l: CustomerLink): CustomerLinkResponse => ({
  kind: l.kind, dealership_name: l.dealershipName, dealership_city: l.dealershipCity, customer_first_name: l.customerFirstName,
  language: l.language, vehicle: l.vehicle,
});

/** Nothing of a customer page is cached, indexed, or sent on as a referrer (the token is in the URL). */
const privately = (reply: FastifyReply) => reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex').header('Cache-Control', 'no-store');

/**
 * The links the dealership sends customers (issue 5): /invitation/<token> and /deal/<token>[/<step>]
 * answer a small page in the customer's language (friendly 404 for an unknown token), and
 * GET /api/customer/link/{kind}/{token}/ the same facts as JSON for the customer app to come.
 */
export function registerCustomerLinkRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const resolve = deps.customers.link;

  app.get(fastifyPath(R.link.path), async (request, reply) => {
    const { kind, token } = request.params as { kind: string; token: string };
    privately(reply);
    const link = (CUSTOMER_LINK_KINDS as readonly string[]).includes(kind) ? await resolve(kind as CustomerLinkKind, token) : null;
    if (!link) return sendProblem(reply, problem(404, 'not_found'));
    return linkBody(link);
  });

  const htmlPage = (kind: CustomerLinkKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.params as { token: string };
    privately(reply).type('text/html; charset=utf-8');
    const link = await resolve(kind, token);
    if (!link) return reply.code(404).send(customerLinkNotFoundPage(request.headers['accept-language']));
    // The customer's page never fails for the records kept about the visit.
    await deps.linkOpened(link).catch((error: unknown) => request.log.error({ err: error }, 'recording a customer link visit failed'));
    return reply.send(customerLinkPage(link));
  };
  app.get('/invitation/:token', htmlPage('invitation'));
  app.get('/deal/:token', htmlPage('deal'));
  app.get('/deal/:token/:step', htmlPage('deal'));
}
