import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, type CookiePolicy } from './cookies';
import { problem, sendProblem } from './problem';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a form post from another site that proves itself otherwise (the SSO assertion consumer). */
    csrf?: false;
  }
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit anti-forgery: a readable `csrftoken` cookie (set on any answer that lacks it) must be
 * echoed in `X-CSRFToken` on every unsafe request, else 403 csrf_failed. A cross-site page can
 * neither read the cookie nor set the header, and SameSite=Lax keeps the session cookie home.
 */
export function registerCsrf(app: FastifyInstance, policy: CookiePolicy): void {
  app.addHook('onRequest', async (request, reply) => {
    let token = request.cookies[CSRF_COOKIE];
    if (!token || token.length < 32) {
      token = randomBytes(24).toString('base64url');
      reply.setCookie(CSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', secure: policy.secure, maxAge: 365 * 24 * 3600 });
      request.cookies[CSRF_COOKIE] = undefined;
    }
    if (!UNSAFE.has(request.method) || request.routeOptions.config.csrf === false) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (typeof header !== 'string' || !cookie || !same(header, cookie)) {
      return sendProblem(reply, problem(403, 'csrf_failed', { detail: 'The anti-forgery token is missing or does not match.' }));
    }
  });
}
