import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessRoutes as R } from '../../contract/access/access-routes';
import { REMEMBER_DEVICE_MS } from '@dealer-panel/core/access/session';
import { DEVICE_COOKIE, LANGUAGE_COOKIE, LAST_LANGUAGE_COOKIE, clearSessionCookie, readSignedCookie, setDeviceCookie, setSessionCookie, type CookiePolicy } from '../platform/cookies';
import { decodeBody } from '../platform/decode';
import { accessProblem } from './access-errors';
import { sendProblem } from '../platform/problem';
import type { ServerDeps } from '../server-deps';
import { optionalSession, requireSession } from './session-guard';
import { dealershipSummary, userBody } from './user-body';
import { registerVerificationRoutes } from './verification-routes';
import { registerSecondFactorRoutes } from './second-factor-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerPasskeyRoutes } from './passkey-routes';
import type { RateLimits } from '../platform/rate-limits';
import { fullName } from '@dealer-panel/core/shared/person-name';

export function registerAccessRoutes(app: FastifyInstance, deps: ServerDeps, policy: CookiePolicy, limits: RateLimits): void {
  app.post(R.login.path, { config: { rateLimit: limits.login } }, async (request, reply) => {
    const body = decodeBody(R.login.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const language = request.cookies[LANGUAGE_COOKIE] ?? null;
    const result = await deps.access.signIn({
      email: body.right.email, password: body.right.password, ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '', deviceToken: readSignedCookie(request, DEVICE_COOKIE), language,
    })();
    if (E.isLeft(result)) return sendProblem(reply, accessProblem(result.left));
    setSessionCookie(reply, policy, result.right.sessionToken);
    return {
      redirect: false,
      url: null,
      prompt_dealership_select: result.right.promptDealershipSelect,
      total_managed_dealerships: result.right.totalManagedDealerships,
      user: userBody(result.right.context),
    };
  });

  app.post(R.logout.path, async (request, reply) => {
    const ctx = await optionalSession(deps, request);
    await deps.access.signOut(ctx, request.ip);
    clearSessionCookie(reply, policy);
    // The sign-in page that follows stays in the language the person was using.
    const language = ctx?.session.language ?? request.cookies[LANGUAGE_COOKIE] ?? ctx?.user.language;
    if (language) reply.setCookie(LAST_LANGUAGE_COOKIE, language, { path: '/', sameSite: 'lax', secure: policy.secure, maxAge: 365 * 24 * 3600 });
    return { redirect_url: '/dealer/login' };
  });

  app.get(R.currentUser.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'session');
    if (!ctx) return reply;
    return { user: userBody(ctx), total_managed_dealerships: await deps.access.countManagedDealerships(ctx) };
  });

  app.get(R.managedDealerships.path, async (request: FastifyRequest<{ Querystring: { name?: string } }>, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    const name = typeof request.query.name === 'string' ? request.query.name : '';
    return (await deps.access.listManagedDealerships(ctx, name)).map(dealershipSummary);
  });

  app.post(R.transferSession.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    const body = decodeBody(R.transferSession.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const moved = await deps.access.transferSession(ctx, { dealershipId: body.right.dealership_id, ip: request.ip })();
    if (E.isLeft(moved)) return sendProblem(reply, accessProblem(moved.left));
    return { user: userBody(moved.right), total_managed_dealerships: await deps.access.countManagedDealerships(moved.right) };
  });

  app.get(R.assignableDealerUsers.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    return (await deps.access.assignableDealerUsers(ctx)).map((u) => ({ id: u.id, full_name: fullName(u), email: u.email, role: u.role }));
  });

  const rememberDevice = (reply: FastifyReply, token: string | null) => {
    if (token) setDeviceCookie(reply, policy, token, REMEMBER_DEVICE_MS / 1000);
  };
  const rotateSession = (reply: FastifyReply, token: string) => setSessionCookie(reply, policy, token);
  registerVerificationRoutes(app, deps, limits, rememberDevice, rotateSession);
  registerPasskeyRoutes(app, deps, limits, { rememberDevice, rotateSession });
  registerSecondFactorRoutes(app, deps, limits, rememberDevice, rotateSession);
  registerPasswordRoutes(app, deps, limits);
}
