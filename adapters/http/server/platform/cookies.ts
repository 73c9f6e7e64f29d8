import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const DEVICE_COOKIE = 'dp_device';
export const LANGUAGE_COOKIE = 'dp_language';
/** The language the last person to sign out of this browser used: the sign-in page's, below a user's own. */
export const LAST_LANGUAGE_COOKIE = 'dp_last_language';

export interface CookiePolicy {
  readonly secure: boolean;
}

export function readSignedCookie(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

export function setSessionCookie(reply: FastifyReply, policy: CookiePolicy, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: policy.secure, signed: true });
}

export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: policy.secure });
}

export function setDeviceCookie(reply: FastifyReply, policy: CookiePolicy, token: string, maxAgeSeconds: number): void {
  reply.setCookie(DEVICE_COOKIE, token, { path: '/api/dealer/user/', httpOnly: true, sameSite: 'lax', secure: policy.secure, signed: true, maxAge: maxAgeSeconds });
}
