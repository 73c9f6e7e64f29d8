import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export interface RouteRateLimit {
  readonly max: number;
  readonly timeWindow: number;
  readonly keyGenerator?: (request: FastifyRequest) => string;
  readonly hook?: 'onRequest' | 'preHandler';
}

export interface RateLimits {
  readonly login: RouteRateLimit;
  /** One-time codes sent to one account (a staff member, a deal link) from one address. */
  readonly codes: RouteRateLimit;
  /** One-time codes sent to one account from any address: a password known elsewhere cannot text the phone without end. */
  readonly codesPerAccount: RouteRateLimit;
  /** One-time codes sent from one address to any account: a store's office shares an address, a sprayer is stopped. */
  readonly codesPerAddress: RouteRateLimit;
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
  /** Twilio's status callbacks and replies (signed, no session), per address: a busy store's receipts pass, a flood of forgeries is cut short. */
  readonly textWebhooks: RouteRateLimit;
  /** The public inventory feeds (no session; a secret URL), per address: a listings site fetches a few times a day, a guesser is cut short. */
  readonly inventoryFeeds: RouteRateLimit;
}

const minutes = (n: number) => n * 60_000;

/**
 * A rate-limit key of a kind and its parts, the parts hashed (issue 29.7): a key is stored (a
 * PostgreSQL row under a unique index, a Redis key) and must stay short whatever a request sent,
 * and no e-mail, token or cookie of a request is kept in it as sent.
 */
export function limitKey(kind: string, ...parts: readonly string[]): string {
  return `${kind}|${createHash('sha256').update(parts.join('\n')).digest('base64url')}`;
}

function emailKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return limitKey('login', request.ip, email);
}

/**
 * Limits on the doors an attacker knocks on. Login is counted per address and e-mail (after the
 * body is read) and one-time codes per account (issue 29.3), so one office behind one address does
 * not lock out its colleagues; each door keeps a ceiling per address against spraying.
 */
export function defaultRateLimits(scale = 1): RateLimits {
  return {
    login: { max: 10 * scale, timeWindow: minutes(15), keyGenerator: emailKey, hook: 'preHandler' },
    codes: { max: 5 * scale, timeWindow: minutes(10) },
    codesPerAccount: { max: 10 * scale, timeWindow: minutes(10) },
    codesPerAddress: { max: 60 * scale, timeWindow: minutes(10) },
    verify: { max: 20 * scale, timeWindow: minutes(10) },
    reset: { max: 5 * scale, timeWindow: minutes(60) },
    customerAddons: { max: 300 * scale, timeWindow: minutes(1) },
    fallbackPrice: { max: 30 * scale, timeWindow: minutes(60) },
    publicGallery: { max: 300 * scale, timeWindow: minutes(1) },
    customerDeposit: { max: 30 * scale, timeWindow: minutes(10) },
    clientErrors: { max: 30 * scale, timeWindow: minutes(10) },
    textWebhooks: { max: 600 * scale, timeWindow: minutes(1) },
    inventoryFeeds: { max: 30 * scale, timeWindow: minutes(10) },
  };
}
