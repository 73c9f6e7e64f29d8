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

/**
 * Signed cookies recently found valid, and their values: the same session cookie comes with every
 * request of a page, and checking its signature (an HMAC) was 2 % of a request's CPU (issue 34.4).
 * Only a text whose signature checked is kept, so a forged one is checked every time; bounded.
 */
const validSigned = new WeakMap<object, Map<string, string>>();
const MAX_VALID_SIGNED = 1_000;

export function readSignedCookie(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  // Per server (each has its own secret).
  let valid = validSigned.get(request.server);
  if (valid === undefined) { valid = new Map(); validSigned.set(request.server, valid); }
  const known = valid.get(raw);
  if (known !== undefined) return known;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  if (valid.size >= MAX_VALID_SIGNED) valid.clear();
  valid.set(raw, unsigned.value);
  return unsigned.value;
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
