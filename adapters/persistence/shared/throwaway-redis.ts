import { randomBytes } from 'node:crypto';
import { openRedis, type SharedRedis } from './redis';

/**
 * Redis for tests: the Redis of `url` (TEST_REDIS_URL names a database number of its own) under a
 * key prefix no other test uses; `close()` deletes this prefix's keys only, never the database.
 */
export async function throwawayRedis(url: string, options: { readonly through?: number } = {}): Promise<SharedRedis> {
  const target = new URL(url);
  if (options.through !== undefined) { target.hostname = '127.0.0.1'; target.port = String(options.through); }
  const prefix = `dp-test:${randomBytes(6).toString('hex')}:`;
  const redis = await openRedis(target.toString(), prefix);
  return { ...redis, close: async () => { await deleteKeys(url, prefix); await redis.close(); } };
}

/** Deletes every key that starts with `prefix` (SCAN, never FLUSHDB: other tests share the database). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = await openRedis(url, prefix);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.close();
  }
}
