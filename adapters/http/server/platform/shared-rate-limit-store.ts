import type { RateCounter } from '@dealer-panel/core/shared/ports/shared-counters';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

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
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        (r) => callback(null, { current: r.current, ttl: r.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The plugin passes the route's options (with `routeInfo`, the route itself, at run time). */
    child(routeOptions: object): SharedRateLimitStore {
      const { routeInfo, method, url } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown }; method?: unknown; url?: unknown };
      return new SharedRateLimitStore(`${this.prefix}${String(routeInfo?.method ?? method)}${String(routeInfo?.url ?? url)}|`);
    }
  };
}
