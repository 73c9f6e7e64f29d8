import { Redis } from 'ioredis';
import { redactedUrl } from './database';

/**
 * The Redis of REDIS_URL (issue 12.6): rate-limit counters, the list counts and the news of writes,
 * shared by every server process. A request never waits on it: a command is given `COMMAND_MS`,
 * and while the connection is down commands fail at once (no offline queue) so the callers fall
 * back (rate limits to PostgreSQL, counts to this process's own count). ioredis reconnects by itself.
 */
export interface SharedRedis {
  readonly client: Redis;
  /** Every key and channel starts with it (REDIS_KEY_PREFIX), so several apps or tests share one Redis. */
  readonly prefix: string;
  close(): Promise<void>;
}

export const COMMAND_MS = 500;
const CONNECT_MS = 2_000;

/** The Redis of REDIS_URL cannot be used; the message names the cause a person can fix. */
export class RedisUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    super(`Cannot use the Redis of REDIS_URL (${redactedUrl(url)}): ${redisProblem(cause)}`, { cause });
    this.name = 'RedisUnreachableError';
  }
}

/** What went wrong, from the socket error code or Redis's own reply. */
export function redisProblem(cause: unknown): string {
  const e = (cause ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  const detail = message === '' ? '' : ` (${message})`;
  if (code === 'ECONNREFUSED') return `the connection was refused: is Redis running on that host and port?${detail}`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the host name is unknown${detail}`;
  if (code === 'ETIMEDOUT' || /timed? ?out/i.test(message)) return `the server did not answer in time${detail}`;
  if (/NOAUTH|WRONGPASS|invalid password|invalid username/i.test(message)) return `the password (or user) was refused${detail}`;
  if (/DB index is out of range|invalid DB index/i.test(message)) return `the database number of the URL does not exist on that server${detail}`;
  return `the server could not be reached or refused the connection${detail}`;
}

/** Connects, checks with a PING that Redis answers, and gives up after 2 s with the cause. */
export async function openRedis(url: string, prefix: string): Promise<SharedRedis> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_MS,
    commandTimeout: COMMAND_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // After the start, reconnect for ever (at most every 2 s); the first connection is tried once.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  let lastError: unknown = null;
  client.on('error', (error: unknown) => { lastError = error; });
  try {
    await withTimeout(client.connect(), CONNECT_MS + 500);
    await client.ping();
    // ioredis selects the URL's database before the PING; a refused SELECT only shows as an 'error' event.
    if (lastError !== null) throw lastError;
  } catch (error) {
    client.disconnect();
    throw new RedisUnreachableError(url, lastError ?? error);
  }
  return { client, prefix, close: () => quitOrDrop(client) };
}

/** QUIT politely, or drop the connection when Redis does not answer within a command's time (a stalled server). */
export async function quitOrDrop(client: Redis): Promise<void> {
  await withTimeout(client.quit(), COMMAND_MS).catch(() => undefined);
  client.disconnect();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
    promise.then((v) => { clearTimeout(timer); resolve(v); }, (e: unknown) => { clearTimeout(timer); reject(e instanceof Error ? e : new Error(String(e))); });
  });
}

/** A warning at most every `everyMs` per cause: an outage is told, not repeated on every request. */
export function throttledWarning(warn: (msg: string, fields: object) => void, everyMs = 10_000): (msg: string, error: unknown) => void {
  const last = new Map<string, number>();
  return (msg, error) => {
    const now = Date.now();
    if ((last.get(msg) ?? -Infinity) + everyMs > now) return;
    last.set(msg, now);
    warn(msg, { err: error instanceof Error ? error.message : String(error) });
  };
}

/**
 * After Redis failed, callers go straight to their fallback for `pauseMs` (a stalled Redis would
 * otherwise cost every request a command's time), then try Redis again.
 */
export function pauseAfterFailure(pauseMs = 2_000): { readonly paused: () => boolean; readonly failed: () => void } {
  let until = 0;
  return { paused: () => Date.now() < until, failed: () => { until = Date.now() + pauseMs; } };
}
