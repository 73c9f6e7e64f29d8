import { describe, expect, it } from 'vitest';
import { listCountCache, type SharedCounts } from './list-count-cache';

/** A count the test ends when it wants, and how many were started. */
function gate() {
  let started = 0;
  const pending: ((value: number) => void)[] = [];
  const compute = () => { started += 1; return new Promise<number>((resolve) => pending.push(resolve)); };
  return { compute, started: () => started, finish: (value: number) => pending.shift()?.(value) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('listCountCache', () => {
  it('keeps a count for its time to live, per key', async () => {
    let now = 0;
    let computed = 0;
    const cache = listCountCache({ ttlMs: 5000, staleMs: 5000, now: () => now });
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

  it('counts once per key however many callers ask at the same time', async () => {
    const cache = listCountCache({ ttlMs: 5000, now: () => 0 });
    const g = gate();
    const answers = Promise.all(Array.from({ length: 10 }, () => cache.count('a', g.compute)));
    expect(g.started()).toBe(1);
    g.finish(42);
    expect(await answers).toEqual(Array(10).fill(42));
    const other = cache.count('b', g.compute);
    expect(g.started()).toBe(2);
    g.finish(7);
    expect(await other).toBe(7);
  });

  it('answers an expired count at once while one recount runs, then the new count', async () => {
    let now = 0;
    const cache = listCountCache({ ttlMs: 5000, staleMs: 30_000, now: () => now });
    expect(await cache.count('a', async () => 1)).toBe(1);
    now = 6000;
    const g = gate();
    expect(await cache.count('a', g.compute)).toBe(1);
    expect(await cache.count('a', g.compute)).toBe(1);
    expect(g.started()).toBe(1);
    g.finish(2);
    await settle();
    expect(await cache.count('a', g.compute)).toBe(2);
    expect(g.started()).toBe(1);
  });

  it('waits for the recount when the count is older than the stale limit', async () => {
    let now = 0;
    const cache = listCountCache({ ttlMs: 5000, staleMs: 30_000, now: () => now });
    expect(await cache.count('a', async () => 1)).toBe(1);
    now = 30_000;
    expect(await cache.count('a', async () => 3)).toBe(3);
  });

  it('does not hand a count started before a write to a caller after it', async () => {
    const cache = listCountCache({ ttlMs: 5000, now: () => 0 });
    const before = gate();
    const first = cache.count('a', before.compute);
    cache.forget();
    const after = gate();
    const second = cache.count('a', after.compute);
    expect(after.started()).toBe(1);
    before.finish(1);
    after.finish(2);
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(await cache.count('a', async () => 99)).toBe(2);
  });

  it('a failed count is not kept: the next caller counts again', async () => {
    const cache = listCountCache({ ttlMs: 5000, now: () => 0 });
    await expect(cache.count('a', async () => { throw new Error('database down'); })).rejects.toThrow('database down');
    expect(await cache.count('a', async () => 5)).toBe(5);
  });

  it('reads the shared level before counting, and offers its count there under the generation it read', async () => {
    const stored: [string, string, number][] = [];
    const shared: SharedCounts = {
      read: async (key) => ({ generation: '7', value: key === 'theirs' ? 40 : null }),
      write: async (key, generation, value) => { stored.push([key, generation, value]); },
    };
    const cache = listCountCache({ shared, now: () => 0 });
    let computed = 0;
    expect(await cache.count('theirs', async () => { computed += 1; return 1; })).toBe(40);
    expect(await cache.count('mine', async () => { computed += 1; return 2; })).toBe(2);
    expect(computed).toBe(1);
    expect(stored).toEqual([['mine', '7', 2]]);
  });

  it('counts here when the shared level fails, and says so', async () => {
    const errors: string[] = [];
    const shared: SharedCounts = { read: async () => { throw new Error('down'); }, write: async () => { throw new Error('down'); } };
    const cache = listCountCache({ shared, onSharedError: (msg) => errors.push(msg), now: () => 0 });
    expect(await cache.count('k', async () => 3)).toBe(3);
    expect(errors).toEqual(['redis unavailable: list counts made in this process']);
  });
});
