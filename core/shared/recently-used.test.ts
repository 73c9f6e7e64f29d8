import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recentlyUsed } from './recently-used';

describe('recentlyUsed', () => {
  it('forgets the least recently used entry past its bound, a read counting as a use', () => {
    const m = recentlyUsed<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    expect(m.get('a')).toBe(1);
    m.set('c', 3);
    expect([m.get('a'), m.get('b'), m.get('c'), m.size]).toEqual([1, undefined, 3, 2]);
  });

  it('makes a value once and keeps it', () => {
    const m = recentlyUsed<string, object>(5);
    let made = 0;
    const first = m.getOrMake('k', () => ({ n: ++made }));
    expect(m.getOrMake('k', () => ({ n: ++made }))).toBe(first);
    expect(made).toBe(1);
    m.clear();
    expect(m.size).toBe(0);
  });

  it('holds the last `max` distinct keys used, whatever the sequence', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 60 }), (max, keys) => {
      const m = recentlyUsed<number, number>(max);
      for (const k of keys) m.getOrMake(k, () => k * 10);
      const expected = [...new Set([...keys].reverse())].slice(0, max);
      expect(m.size).toBe(expected.length);
      for (const k of expected) expect(m.get(k)).toBe(k * 10);
    }));
  });
});
