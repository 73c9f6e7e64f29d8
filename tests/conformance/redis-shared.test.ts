import { afterEach, describe, expect, it } from 'vitest';
import type { RateCounter } from '@dealer-panel/core/shared/ports/shared-counters';
import { listCountCache } from '../../adapters/persistence/shared/list-count-cache';
import { openRedis, type SharedRedis } from '../../adapters/persistence/shared/redis';
import { fallbackRateCounter, redisRateCounter, redisSharedCounts, redisWriteFeed } from '../../adapters/persistence/shared/redis-counters';
import { deleteKeys, throwawayRedis } from '../../adapters/persistence/shared/throwaway-redis';
import { tcpProxy, type Proxy } from '../api/support/tcp-proxy';

/**
 * The Redis adapters of issue 12.6 against a real Redis (TEST_REDIS_URL, a database number of its
 * own; each test under its own key prefix): what two processes share, and what happens while
 * Redis is away (cut: connections reset and refused; stalled: connected and silent).
 */
const url = process.env['TEST_REDIS_URL']?.trim();
const open: (SharedRedis | Proxy)[] = [];
afterEach(async () => { for (const o of open.splice(0).reverse()) await o.close(); });

/** Two processes on one Redis: two connections under one prefix. */
async function twoProcesses(redisUrl: string): Promise<[SharedRedis, SharedRedis]> {
  const a = await throwawayRedis(redisUrl);
  const b = await openRedis(redisUrl, a.prefix);
  open.push(a, b);
  return [a, b];
}

const memoryCounter = (): RateCounter & { hits: number } => {
  const counts = new Map<string, number>();
  const counter = { hits: 0, hit: async (key: string, windowMs: number) => { counter.hits += 1; counts.set(key, (counts.get(key) ?? 0) + 1); return { current: counts.get(key) ?? 0, ttlMs: windowMs }; } };
  return counter;
};

describe('fallbackRateCounter (no Redis needed)', () => {
  it('counts in the fallback when the first counter fails, says so, and leaves the first alone for a moment', async () => {
    let tried = 0;
    const failing: RateCounter = { hit: async () => { tried += 1; throw new Error('connection is closed'); } };
    const fallback = memoryCounter();
    const warnings: string[] = [];
    const counter = fallbackRateCounter(failing, fallback, (msg) => warnings.push(msg));
    expect((await counter.hit('door', 60_000)).current).toBe(1);
    expect((await counter.hit('door', 60_000)).current).toBe(2);
    expect([tried, fallback.hits]).toEqual([1, 2]);
    expect(warnings).toEqual(['redis unavailable: rate limits counted in PostgreSQL']);
  });

  it('uses the first counter while it answers', async () => {
    const first = memoryCounter();
    const fallback = memoryCounter();
    await fallbackRateCounter(first, fallback, () => undefined).hit('door', 60_000);
    expect([first.hits, fallback.hits]).toEqual([1, 0]);
  });
});

for (const redisUrl of url ? [url] : []) {
  describe('Redis shared between processes', () => {
    it('a count one process made is read by the other instead of counting again', async () => {
      const [a, b] = await twoProcesses(redisUrl);
      const cacheA = listCountCache({ shared: redisSharedCounts(a, 5_000) });
      const cacheB = listCountCache({ shared: redisSharedCounts(b, 5_000) });
      expect(await cacheA.count('dealership 1', async () => 42)).toBe(42);
      let countedOnB = 0;
      expect(await cacheB.count('dealership 1', async () => { countedOnB += 1; return 7; })).toBe(42);
      expect(countedOnB).toBe(0);
    });

    it('a write on one process is news on the other (its counts forgotten), and retires the shared counts', async () => {
      const [a, b] = await twoProcesses(redisUrl);
      const feedA = redisWriteFeed(a, () => undefined);
      const feedB = redisWriteFeed(b, () => undefined);
      const counts = redisSharedCounts(b, 5_000);
      const before = await counts.read('k');
      await counts.write('k', before.generation, 3);
      expect((await counts.read('k')).value).toBe(3);
      const topics: (string | null)[] = [];
      const heard = new Promise<void>((resolve) => feedB.subscribe((topic) => { topics.push(topic); if (topics.length === 2) resolve(); }));
      await new Promise((resolve) => setTimeout(resolve, 100)); // B's subscription is made
      feedA.publish();
      feedA.publish('pricing-inputs:7');
      await heard;
      expect(topics).toEqual([null, 'pricing-inputs:7']);
      const after = await counts.read('k');
      expect(after.generation).not.toBe(before.generation);
      expect(after.value).toBeNull();
      await feedA.close();
      await feedB.close();
    });

    it('does not keep a count read before a write (made under an older generation)', async () => {
      const [a] = await twoProcesses(redisUrl);
      const counts = redisSharedCounts(a, 5_000);
      const feed = redisWriteFeed(a, () => undefined);
      const read = await counts.read('k');
      feed.publish();
      await a.client.ping(); // the publish's transaction went first
      await counts.write('k', read.generation, 9);
      expect((await counts.read('k')).value).toBeNull();
      await feed.close();
    });

    it('keeps a shared count for its time to live only', async () => {
      const [a] = await twoProcesses(redisUrl);
      const counts = redisSharedCounts(a, 5_000);
      await counts.write('k', (await counts.read('k')).generation, 1);
      const ttl = await a.client.pttl(`${a.prefix}counts:${(await counts.read('k')).generation}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(5_000);
    });

    it('deletes only its own prefix when a test ends', async () => {
      const mine = await throwawayRedis(redisUrl);
      const other = await throwawayRedis(redisUrl);
      await mine.client.set(`${mine.prefix}x`, '1');
      await other.client.set(`${other.prefix}x`, '1');
      await deleteKeys(redisUrl, mine.prefix);
      expect(await other.client.get(`${other.prefix}x`)).toBe('1');
      expect(await mine.client.get(`${mine.prefix}x`)).toBeNull();
      await mine.close();
      await other.close();
    });
  });

  for (const trouble of ['cut', 'stalled'] as const) {
    describe(`Redis ${trouble} while running`, () => {
      async function troubled() {
        const target = new URL(redisUrl);
        const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
        const redis = await throwawayRedis(redisUrl, { through: proxy.port });
        open.push(proxy, redis);
        if (trouble === 'cut') await proxy.cut(); else proxy.stall();
        return { proxy, redis };
      }

      it('counts rate-limit hits in the fallback (PostgreSQL) and says so', async () => {
        const { redis } = await troubled();
        const fallback = memoryCounter();
        const warnings: string[] = [];
        const counter = fallbackRateCounter(redisRateCounter(redis), fallback, (msg) => warnings.push(msg));
        expect((await counter.hit('door', 60_000)).current).toBe(1);
        expect((await counter.hit('door', 60_000)).current).toBe(2);
        expect(fallback.hits).toBe(2);
        expect(warnings[0]).toContain('rate limits counted in PostgreSQL');
      });

      it('makes the list count in this process, and a write does not throw', async () => {
        const { redis } = await troubled();
        const warnings: string[] = [];
        const cache = listCountCache({ shared: redisSharedCounts(redis, 5_000), onSharedError: (msg) => warnings.push(msg) });
        expect(await cache.count('k', async () => 5)).toBe(5);
        expect(warnings[0]).toContain('list counts made in this process');
        const feed = redisWriteFeed(redis, (msg) => warnings.push(msg));
        expect(() => feed.publish()).not.toThrow();
        await feed.close();
      });

      it('counts in Redis again once it is back, without a restart', async () => {
        const { proxy, redis } = await troubled();
        const fallback = memoryCounter();
        const counter = fallbackRateCounter(redisRateCounter(redis), fallback, () => undefined);
        await counter.hit('door', 60_000);
        await proxy.restore();
        let inRedis = false;
        for (let i = 0; i < 100 && !inRedis; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const before = fallback.hits;
          await counter.hit('door', 60_000);
          inRedis = fallback.hits === before;
        }
        expect(inRedis).toBe(true);
        expect(Number(await redis.client.get(`${redis.prefix}rl:door`))).toBeGreaterThan(0);
      });
    });
  }
}
