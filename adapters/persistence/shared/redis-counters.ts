import type { RateCounter, WriteFeed } from '@dealer-panel/core/shared/ports/shared-counters';
import type { SharedCounts } from './list-count-cache';
import { pauseAfterFailure, quitOrDrop, type SharedRedis } from './redis';

/**
 * What several processes share through Redis (issue 12.6), one atomic script or transaction each:
 * rate-limit counters, the news of writes (pub/sub) and the list counts themselves.
 */

// One hit: the count so far and the time left; the window starts with the first hit of a key.
const HIT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Rate-limit counters in Redis: INCR and PEXPIRE in one script, so every process counts a door together. */
export function redisRateCounter(redis: SharedRedis): RateCounter {
  return {
    async hit(key, windowMs) {
      const [current, ttl] = await redis.client.eval(HIT, 1, `${redis.prefix}rl:${key}`, String(Math.max(1, Math.round(windowMs)))) as [number, number];
      return { current: Number(current), ttlMs: Number(ttl) };
    },
  };
}

/**
 * Redis first; when it fails (down, or slower than its command time), the same hit is counted in
 * PostgreSQL and a warning is logged. Limits stay shared by every process during an outage; a
 * window that straddles the switch starts again from zero on the other side (at most one window).
 */
export function fallbackRateCounter(primary: RateCounter, fallback: RateCounter, warn: (msg: string, error: unknown) => void): RateCounter {
  const pause = pauseAfterFailure();
  return {
    hit: (key, windowMs) => pause.paused() ? fallback.hit(key, windowMs) : primary.hit(key, windowMs).catch((error: unknown) => {
      pause.failed();
      warn('redis unavailable: rate limits counted in PostgreSQL', error);
      return fallback.hit(key, windowMs);
    }),
  };
}

const GENERATION = 'counts:generation';
const CHANNEL = 'writes';

/**
 * The news of writes through Redis: a write bumps the count generation (every shared count of the
 * older generation is dead at once) and is published; each process forgets its own counts on it.
 * Publishing never throws: a write must not fail because Redis is away (the counts are only late).
 */
export function redisWriteFeed(redis: SharedRedis, warn: (msg: string, error: unknown) => void): WriteFeed {
  const listeners: ((topic: string | null) => void)[] = [];
  // A subscribed connection can send nothing else: its own, queued until connected, resubscribed after a reconnect.
  const subscriber = redis.client.duplicate({ enableOfflineQueue: true, lazyConnect: false, commandTimeout: undefined });
  subscriber.on('error', () => undefined);
  // The message is the topic; '1' (what an older process publishes) and '' are news of any data.
  subscriber.on('message', (_channel: string, message: string) => { for (const listener of listeners) listener(message === '1' || message === '' ? null : message); });
  subscriber.subscribe(`${redis.prefix}${CHANNEL}`).catch((error: unknown) => warn('redis: cannot subscribe to the news of writes', error));
  return {
    publish(topic) {
      redis.client.multi().incr(`${redis.prefix}${GENERATION}`).publish(`${redis.prefix}${CHANNEL}`, topic ?? '1').exec()
        .catch((error: unknown) => warn('redis unavailable: other processes see this write in their list counts within 30 s', error));
    },
    subscribe(listener) { listeners.push(listener); },
    close: () => quitOrDrop(subscriber),
  };
}

// The count of `field` in the current generation, and that generation.
const READ = `
local g = redis.call('GET', KEYS[1]) or '0'
return {g, redis.call('HGET', ARGV[1] .. g, ARGV[2])}`;

// Kept only if no write came since it was read (same generation); the generation's hash lives `ttl`.
const WRITE = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[2] then return 0 end
local k = ARGV[1] .. ARGV[2]
redis.call('HSET', k, ARGV[3], ARGV[4])
if redis.call('PTTL', k) < 0 then redis.call('PEXPIRE', k, ARGV[5]) end
return 1`;

/**
 * The list counts shared in Redis for `ttlMs`: a count one process made is read by the others
 * instead of counting again. Keyed by generation, so a write anywhere retires them all in one INCR.
 */
export function redisSharedCounts(redis: SharedRedis, ttlMs: number): SharedCounts {
  const generationKey = `${redis.prefix}${GENERATION}`;
  const hashPrefix = `${redis.prefix}counts:`;
  const pause = pauseAfterFailure();
  return {
    async read(key) {
      if (pause.paused()) throw new Error('redis failed a moment ago');
      const found = await redis.client.eval(READ, 1, generationKey, hashPrefix, key).catch((error: unknown) => { pause.failed(); throw error; });
      const [generation, value] = found as [string, string | null];
      return { generation, value: value === null ? null : Number(value) };
    },
    async write(key, generation, value) {
      await redis.client.eval(WRITE, 1, generationKey, hashPrefix, generation, key, String(value), String(ttlMs));
    },
  };
}
