import type { FastifyRequest } from 'fastify';

export interface RouteRateLimit {
  readonly max: number;
  readonly timeWindow: number;
  readonly keyGenerator?: (request: FastifyRequest) => string;
  readonly hook?: 'onRequest' | 'preHandler';
}

export interface RateLimits {
  readonly login: RouteRateLimit;
  readonly codes: RouteRateLimit;
  readonly verify: RouteRateLimit;
  readonly reset: RouteRateLimit;
  /** The public (customer-side) add-on endpoints and media, per address. */
  readonly customerAddons: RouteRateLimit;
  /** The public fallback-price log: each call writes an audit row, so far fewer per address. */
  readonly fallbackPrice: RouteRateLimit;
  /** The public trade-in gallery and picture links (no sign-in), per address: a page and its pictures are ~10 requests. */
  readonly publicGallery: RouteRateLimit;
  /** The customer's deposit calls (a card payment each, or a look), per address: card testing stays slow. */
  readonly customerDeposit: RouteRateLimit;
  /** The browser's error reports (no session needed), per address: a broken page must not flood the reporter. */
  readonly clientErrors: RouteRateLimit;
}

const minutes = (n: number) => n * 60_000;

function emailKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

/**
 * Limits on the doors an attacker knocks on. Login is counted per address and e-mail (after the
 * body is read) so one office behind one address does not lock out its colleagues.
 */
export function defaultRateLimits(scale = 1): RateLimits {
  return {
    login: { max: 10 * scale, timeWindow: minutes(15), keyGenerator: emailKey, hook: 'preHandler' },
    codes: { max: 5 * scale, timeWindow: minutes(10) },
    verify: { max: 20 * scale, timeWindow: minutes(10) },
    reset: { max: 5 * scale, timeWindow: minutes(60) },
    customerAddons: { max: 300 * scale, timeWindow: minutes(1) },
    fallbackPrice: { max: 30 * scale, timeWindow: minutes(60) },
    publicGallery: { max: 300 * scale, timeWindow: minutes(1) },
    customerDeposit: { max: 30 * scale, timeWindow: minutes(10) },
    clientErrors: { max: 30 * scale, timeWindow: minutes(10) },
  };
}
