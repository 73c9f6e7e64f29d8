import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOMER_LINK_KINDS, type CustomerLink, type CustomerLinkKind } from '@dealer-panel/core/customers/customer-links';
import { customerRoutes as R } from '../../contract/customers/customer-routes';
import type { CustomerLinkResponse } from '../../contract/customers/customers';
import { customerLinkNotFoundPage } from './customer-link-page';
import { shopDealPath } from './shop-routes';
import { staffViewer } from '../access/staff-viewer';
import { problem, sendProblem } from '../platform/problem';
import { fastifyPath } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';

const linkBody = (l: CustomerLink): CustomerLinkResponse => ({
  kind: l.kind, dealership_name: l.dealershipName, dealership_city: l.dealershipCity, customer_first_name: l.customerFirstName,
  language: l.language, vehicle: l.vehicle, order: l.kind === 'deal' ? l.owner.orderId : null,
});

/** Nothing of a customer page is cached, indexed, or sent on as a referrer (the token is in the URL). */
const privately = (reply: FastifyReply) => reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex').header('Cache-Control', 'no-store');

/**
 * The links the dealership sends customers (issue 5): /invitation/<token> and /deal/<token>[/<step>]
 * open the customer app (friendly 404 page for an unknown token), and GET
 * /api/customer/link/{kind}/{token}/ gives the app the link's facts as JSON; its asking is the
 * customer's sign-in by their link (the first opens their account: `customerSignedIn`).
 */
export function registerCustomerLinkRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const resolve = deps.customers.link;

  app.get(fastifyPath(R.link.path), async (request, reply) => {
    const { kind, token } = request.params as { kind: string; token: string };
    privately(reply);
    const link = (CUSTOMER_LINK_KINDS as readonly string[]).includes(kind) ? await resolve(kind as CustomerLinkKind, token) : null;
    if (!link) return sendProblem(reply, problem(404, 'not_found'));
    // Only the customer app asks for a link as JSON (a preview or a link checker fetches the page): the customer signing in.
    // …unless a staff member of the store is looking at the customer's view (login_as_customer).
    if ((await staffViewer(deps, request, link.owner.dealershipId)) === null) {
      await deps.customerSignedIn(link.owner).catch((error: unknown) => request.log.error({ err: error }, 'recording the customer\'s sign-in failed'));
    }
    return linkBody(link);
  });

  /**
   * The links e-mailed to customers open the customer app (shop/): the visit is recorded here, once
   * per opening, then the browser goes on to /shop/deal/<token> (a step's link to the page of its
   * task) or /shop/invitation/<token>. An unknown token keeps its friendly page (404).
   */
  const openLink = (kind: CustomerLinkKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { token, step } = request.params as { token: string; step?: string };
    privately(reply);
    const link = await resolve(kind, token);
    if (!link) return reply.code(404).type('text/html; charset=utf-8').send(customerLinkNotFoundPage(request.headers['accept-language']));
    // The customer's page never fails for the records kept about the visit. A staff member of the
    // store opening the link from the deal card is not the customer: no visit, no notice.
    if ((await staffViewer(deps, request, link.owner.dealershipId)) === null) {
      await deps.linkOpened(link).catch((error: unknown) => request.log.error({ err: error }, 'recording a customer link visit failed'));
    }
    return reply.redirect(kind === 'invitation' ? `/shop/invitation/${encodeURIComponent(token)}` : shopStepPath(token, step));
  };
  app.get('/invitation/:token', openLink('invitation'));
  app.get('/deal/:token', openLink('deal'));
  app.get('/deal/:token/:step', openLink('deal'));
}

/** Each step's page in the customer app; the steps without one (the vehicle, build and price) open the task list. */
const SHOP_STEP_PAGES: Readonly<Record<string, string>> = {
  'customer-quote': 'quotes', 'credit-app': 'credit', 'trade-in': 'trade-in', deposit: 'deposit', appointment: 'appointment', 'file-upload': 'documents',
};

/**
 * The shop page of a deal link's step. `/deal/<token>[/<step>]` is the one address sent to customers
 * and shown on the deal card (short, and its opening is recorded); `/shop/deal/<token>/…` is where
 * the app itself lives, reached by this redirect.
 */
export function shopStepPath(token: string, step: string | undefined): string {
  const base = shopDealPath(token);
  const page = step === undefined ? undefined : SHOP_STEP_PAGES[step];
  return page === undefined ? base : `${base}/${page}`;
}
