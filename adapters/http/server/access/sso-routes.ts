import * as E from 'fp-ts/Either';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { connectionName, isSsoSource, type SsoSource } from '@dealer-panel/core/access/sso';
import type { ServiceProviderUrls } from '@dealer-panel/core/access/sso-ports';
import { idFromText } from '@dealer-panel/core/shared/ids';
import { ssoRoutes as R } from '../../contract/access/sso-routes';
import { SsoAcsForm } from '../../contract/access/sso';
import { DEVICE_COOKIE, LANGUAGE_COOKIE, readSignedCookie, setSessionCookie, type CookiePolicy } from '../platform/cookies';
import { problem, sendProblem } from '../platform/problem';
import type { RateLimits } from '../platform/rate-limits';
import { fastifyPath, originOf } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { requireSession } from './session-guard';

interface Target { readonly dealershipId: number; readonly source: SsoSource }

function targetOf(request: FastifyRequest): Target | null {
  const params = request.params as Record<string, unknown>;
  const dealershipId = idFromText(params.dealership);
  const source = typeof params.source === 'string' ? params.source : '';
  return dealershipId !== null && isSsoSource(source) ? { dealershipId, source } : null;
}

/** This store's service provider for the source: entity id (the metadata URL, as is customary) and assertion consumer. */
export function serviceProvider(base: string, t: Target): ServiceProviderUrls {
  const root = `${base}/api/sso/${t.dealershipId}/${t.source}`;
  return { entityId: `${root}/metadata/`, acsUrl: `${root}/acs/` };
}

/** A landing place inside the panel, never another site (`//evil`, `/\\evil`) or the API. */
export function landing(next: unknown): string {
  if (typeof next !== 'string' || next.length > 500) return '/dealer/';
  return /^\/dealer\/[^/\\]/.test(next) || next === '/dealer/' ? next : '/dealer/';
}

/** A SAML response (an assertion with its certificates, base64) fits in 256 KB; the form's only long text. */
const ACS_BODY_LIMIT = 256 * 1024;

const loginPage = (dealershipId: number | null, reason: string) =>
  `/dealer/login?${dealershipId === null ? '' : `store=${dealershipId}&`}sso_error=${reason}`;

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * Manufacturer single sign-on, the sign-in side (issue 13.9): the sign-in page's buttons, the
 * request to the identity provider, the assertion consumer and the service provider's metadata.
 */
export async function registerSsoRoutes(app: FastifyInstance, deps: ServerDeps, policy: CookiePolicy, limits: RateLimits): Promise<void> {
  app.get(fastifyPath(R.options.path), async (request, reply) => {
    const id = idFromText((request.params as Record<string, unknown>).dealership);
    const found = id === null ? null : await deps.sso.options(id);
    if (found === null) return sendProblem(reply, problem(404, 'not_found'));
    return {
      dealership: { id: found.dealership.id, name: found.dealership.name },
      sources: found.connections.map((c) => ({ source: c.source, name: connectionName(c), login_url: `/api/sso/${c.dealershipId}/${c.source}/login/` })),
    };
  });

  app.get(fastifyPath(R.login.path), { config: { rateLimit: limits.verify } }, async (request, reply) => {
    const target = targetOf(request);
    if (target === null) return reply.redirect(loginPage(null, 'unavailable'), 302);
    const next = landing((request.query as Record<string, unknown>).next);
    const url = await deps.sso.start({ ...target, sp: serviceProvider(originOf(request), target), ip: request.ip, relayState: next })();
    return reply.redirect(E.isRight(url) ? url.right : loginPage(target.dealershipId, url.left.reason), 302);
  });

  app.get(fastifyPath(R.metadata.path), async (request, reply) => {
    const target = targetOf(request);
    const xml = target === null ? null : await deps.sso.metadata(target.dealershipId, target.source, serviceProvider(originOf(request), target));
    if (xml === null) return sendProblem(reply, problem(404, 'not_found'));
    return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
  });

  app.get(R.continue.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'session');
    if (!ctx) return reply;
    await deps.sso.continueWithDevice(ctx, readSignedCookie(request, DEVICE_COOKIE));
    return reply.redirect(landing((request.query as Record<string, unknown>).next), 302);
  });

  // The identity provider's form post: no anti-forgery header can come with it. The signed answer to
  // a request we sent (single use, ten minutes) stands in for the token.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: ACS_BODY_LIMIT });
    scope.post(fastifyPath(R.acs.path), { config: { csrf: false, rateLimit: limits.verify, textLimit: ACS_BODY_LIMIT } }, async (request, reply: FastifyReply) => {
      const target = targetOf(request);
      const form = SsoAcsForm.decode(request.body);
      const refuse = (reason: string) => (wantsHtml(request)
        ? reply.redirect(loginPage(target?.dealershipId ?? null, reason), 303)
        : sendProblem(reply, problem(401, 'sso_refused', { detail: reason })));
      if (target === null) return refuse('unavailable');
      if (E.isLeft(form)) return refuse('invalid');
      const result = await deps.sso.complete({
        ...target, sp: serviceProvider(originOf(request), target), ip: request.ip, samlResponse: form.right.SAMLResponse,
        userAgent: request.headers['user-agent'] ?? '', deviceToken: undefined, language: request.cookies[LANGUAGE_COOKIE] ?? null,
      })();
      if (E.isLeft(result)) return refuse(result.left.reason);
      setSessionCookie(reply, policy, result.right.sessionToken);
      const next = landing(form.right.RelayState);
      return reply.redirect(`${R.continue.path}?next=${encodeURIComponent(next)}`, 303);
    });
  });
}
