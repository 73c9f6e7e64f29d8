import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInRequired, type CustomerSessionClaim } from '@dealer-panel/core/customers/customer-sign-in';
import { shopRoutes as R } from '../../contract/customers/shop-routes';
import { staffViewer } from '../access/staff-viewer';
import { readSignedCookie, type CookiePolicy } from '../platform/cookies';
import { dealerProblem } from '../dealer-errors';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import { limitKey, type RateLimits, type RouteRateLimit } from '../platform/rate-limits';
import { codeSendLimiter } from '../platform/account-rate-limit';
import type { ServerDeps } from '../server-deps';

/** The customer's session cookie: `<store>.<deal>.<expiry ms>`, signed with the cookie secret. */
export const CUSTOMER_SESSION_COOKIE = 'customer_session';
const SESSION_MS = 12 * 3600_000;
const TOKEN_HEADER = 'x-deal-token';

/** The customer's session of the request, if its cookie is genuine and not expired. */
export function customerSession(request: FastifyRequest, now = Date.now()): CustomerSessionClaim | null {
  const value = readSignedCookie(request, CUSTOMER_SESSION_COOKIE);
  const m = value === undefined ? null : /^(\d{1,10})\.(\d{1,10})\.(\d{1,15})$/.exec(value);
  if (m === null || Number(m[3]) <= now) return null;
  return { dealershipId: Number(m[1]), orderId: Number(m[2]) };
}

/** The calls a link opens without sign-in: the link's facts, and signing in itself. */
const OPEN = /^\/api\/customer\/(link|sign_in)\//;

/**
 * compulsory_login (docs/decisions/shop.md "The customer app (shop)"): a customer call carrying a deal
 * link's token, for a store that asks customers to sign in, answers 401 customer_sign_in_required
 * unless the browser has the customer's session for that deal, or is a staff member's of the store.
 * An unknown token passes on, for the route to answer its own 404.
 */
export function registerCustomerSignIn(app: FastifyInstance, deps: ServerDeps, policy: CookiePolicy, limits: RateLimits): void {
  app.addHook('preHandler', async (request, reply) => {
    const token = request.headers[TOKEN_HEADER];
    if (typeof token !== 'string' || token === '' || !request.url.startsWith('/api/customer/') || OPEN.test(request.url)) return;
    const deal = await deps.customerSignIn.deal(token);
    if (deal === null || !deal.compulsoryLogin) return;
    const staff = (await staffViewer(deps, request, deal.dealershipId)) !== null;
    if (signInRequired(deal, customerSession(request), staff)) {
      await sendProblem(reply, problem(401, 'customer_sign_in_required', { detail: 'The dealership asks its customers to sign in: send_code/, then verify/.' }));
    }
  });

  const tokenOf = (request: FastifyRequest, reply: FastifyReply): string | null => {
    const token = request.headers[TOKEN_HEADER];
    if (typeof token === 'string' && token !== '') return token;
    void sendProblem(reply, problem(401, 'customer_token_required', { detail: 'Send the deal link\'s token in X-Deal-Token.' }));
    return null;
  };

  // Counted per deal link (its customer) as staff codes are per account (issue 29.3): customers in the showroom share its address.
  const codeSent = codeSendLimiter(app, 'customer-code', limits);
  app.post(R.sendCode.path, { config: { rateLimit: limits.codesPerAddress } }, async (request, reply) => {
    const token = tokenOf(request, reply);
    if (token === null) return reply;
    if (!(await codeSent(request, reply, token))) return reply;
    const result = await deps.customerSignIn.sendCode(token)();
    if (E.isLeft(result)) return sendProblem(reply, dealerProblem(result.left));
    return { sent_to: result.right.sentTo };
  });

  const perLink: RouteRateLimit = { ...limits.codes, keyGenerator: (request) => limitKey('customer-verify', String(request.headers[TOKEN_HEADER] ?? request.ip)) };
  app.post(R.verifyCode.path, { config: { rateLimit: perLink } }, async (request, reply) => {
    const token = tokenOf(request, reply);
    if (token === null) return reply;
    const body = decodeBody(R.verifyCode.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const result = await deps.customerSignIn.verify(token, body.right.code)();
    if (E.isLeft(result)) return sendProblem(reply, dealerProblem(result.left));
    const { dealershipId, orderId } = result.right;
    // The customer's own sign-in opens their account as their links do (customerSignedIn; the first one tells the staff).
    const link = await deps.customers.link('deal', token);
    if (link !== null) await deps.customerSignedIn(link.owner).catch((error: unknown) => request.log.error({ err: error }, 'recording the customer\'s sign-in failed'));
    reply.setCookie(CUSTOMER_SESSION_COOKIE, `${dealershipId}.${orderId}.${Date.now() + SESSION_MS}`,
      { path: '/', httpOnly: true, sameSite: 'lax', secure: policy.secure, signed: true, maxAge: SESSION_MS / 1000 });
    return { order: orderId };
  });
}
