import { createHash } from 'node:crypto';
import type { RateCounter } from '@dealer-panel/core/shared/ports/shared-counters';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A key kept as it is when short (an address, a hashed key), hashed otherwise: a stored key stays short whatever a route made it of (issue 29.7). */
const KEY_MAX = 120;
const bounded = (key: string) => (key.length <= KEY_MAX ? key : `#${createHash('sha256').update(key).digest('base64url')}`);

/**
 * A store for @fastify/rate-limit over a shared counter (Redis with REDIS_URL, falling back to
 * PostgreSQL; PostgreSQL alone without it): every process counts the same door and client together (issue 12.6). Each route's
 * limit gets its own keys, as the plugin's own stores do.
 */
export function sharedRateLimitStore(counter: RateCounter) {
  return class SharedRateLimitStore {
    private readonly prefix: string;
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rl|';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counter.hit(`${this.prefix}${bounded(key)}`, timeWindow).then(
        (r) => callback(null, { current: r.current, ttl: r.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The plugin passes the route's options (with `routeInfo`, the route itself, at run time). */
    child(routeOptions: object): SharedRateLimitStore {
      const { routeInfo, method, url } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown }; method?: unknown; url?: unknown };
      const route = routeInfo?.url ?? url;
      // A limit made in a route (createRateLimit) has no route of its own: its keys name their kind.
      return new SharedRateLimitStore(route === undefined ? `${this.prefix}in-route|` : `${this.prefix}${String(routeInfo?.method ?? method)}${String(route)}|`);
    }
  };
}
