import { describe, expect, it } from 'vitest';
import type { WriteFeed } from '@dealer-panel/core/shared/ports/shared-counters';
import { storeCache } from './store-cache';

/** News between "processes" in memory: what one publishes every subscriber hears (the publisher too, as with NOTIFY). */
function memoryNews(): { feed(): WriteFeed; published: (string | null)[] } {
  const listeners: ((topic: string | null) => void)[] = [];
  const published: (string | null)[] = [];
  return {
    published,
    feed: () => ({
      publish(topic) { published.push(topic ?? null); for (const l of listeners) l(topic ?? null); },
      subscribe(listener) { listeners.push(listener); },
      close: async () => undefined,
    }),
  };
}

const counter = () => {
  let loads = 0;
  return { load: (value: string) => async () => { loads += 1; return `${value}#${loads}`; }, loads: () => loads };
};

describe('storeCache', () => {
  it('loads a store once while its entry lives, per store, and again after its time to live', async () => {
    let clock = 0;
    const cache = storeCache<string>('t', { ttlMs: 1_000, now: () => clock });
    const c = counter();
    expect(await cache.get(1, c.load('a'))).toBe('a#1');
    expect(await cache.get(1, c.load('a'))).toBe('a#1');
    expect(await cache.get(2, c.load('b'))).toBe('b#2');
    clock = 999;
    expect(await cache.get(1, c.load('a'))).toBe('a#1');
    clock = 1_000;
    expect(await cache.get(1, c.load('a'))).toBe('a#3');
  });

  it('callers asking while a load runs share it', async () => {
    const cache = storeCache<string>('t');
    const c = counter();
    const [x, y] = await Promise.all([cache.get(1, c.load('a')), cache.get(1, c.load('a'))]);
    expect([x, y, c.loads()]).toEqual(['a#1', 'a#1', 1]);
  });

  it('a write forgets its store only, and tells the other processes with the store in the topic', async () => {
    const news = memoryNews();
    const cache = storeCache<string>('pricing-inputs', { news: news.feed() });
    const c = counter();
    await cache.get(1, c.load('a'));
    await cache.get(2, c.load('b'));
    cache.forget(1);
    expect(news.published).toEqual(['pricing-inputs:1']);
    expect(await cache.get(1, c.load('a'))).toBe('a#3');
    expect(await cache.get(2, c.load('b'))).toBe('b#2');
  });

  it('a value read while a write ran is not kept', async () => {
    const cache = storeCache<string>('t');
    let release: (v: string) => void = () => undefined;
    const slow = cache.get(1, () => new Promise<string>((r) => { release = r; }));
    cache.forget(1);
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.get(1, async () => 'after the write')).toBe('after the write');
  });

  it('hears another process\'s forget of the same cache, and ignores other news', async () => {
    const news = memoryNews();
    const mine = storeCache<string>('pricing-inputs', { news: news.feed() });
    const theirs = storeCache<string>('pricing-inputs', { news: news.feed() });
    const other = storeCache<string>('store-settings', { news: news.feed() });
    const c = counter();
    await mine.get(7, c.load('a'));
    await other.get(7, c.load('s'));
    news.feed().publish(); // news of any write (the list counts'): the store's inputs stay
    news.feed().publish('pricing-inputs:x');
    expect(await mine.get(7, c.load('a'))).toBe('a#1');
    theirs.forget(7);
    expect(await mine.get(7, c.load('a'))).toBe('a#3');
    expect(await other.get(7, c.load('s'))).toBe('s#2');
  });
});
