import { describe, expect, it } from 'vitest';
import { listCountCache } from './list-count-cache';

describe('listCountCache', () => {
  it('keeps a count for its time to live, per key', async () => {
    let now = 0;
    let computed = 0;
    const cache = listCountCache({ ttlMs: 5000, now: () => now });
    const count = (key: string, value: number) => cache.count(key, async () => { computed += 1; return value; });
    expect(await count('a', 1)).toBe(1);
    now = 4999;
    expect(await count('a', 2)).toBe(1);
    expect(await count('b', 3)).toBe(3);
    now = 5000;
    expect(await count('a', 4)).toBe(4);
    expect(computed).toBe(3);
  });

  it('forgets every count on a write, and does not keep a count read while a write ran', async () => {
    const cache = listCountCache({ ttlMs: 5000, now: () => 0 });
    expect(await cache.count('a', async () => 1)).toBe(1);
    cache.forget();
    expect(await cache.count('a', async () => 2)).toBe(2);
    // a count that started before the write and ended after it
    expect(await cache.count('b', async () => { cache.forget(); return 10; })).toBe(10);
    expect(await cache.count('b', async () => 11)).toBe(11);
  });
});
