import { describe, expect, it } from 'vitest';
import { asciiFold, mulberry32 } from './prng';

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => { const rng = mulberry32(seed); return Array.from({ length: 5 }, () => rng.next()); };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in range and reaches both ends of an integer range', () => {
    const rng = mulberry32(7);
    const seen = new Set(Array.from({ length: 1_000 }, () => rng.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('follows the weights roughly and never picks a zero weight', () => {
    const rng = mulberry32(1);
    const counts = { a: 0, b: 0, never: 0 };
    for (let i = 0; i < 10_000; i += 1) counts[rng.weighted([['a', 3], ['b', 1], ['never', 0]] as const)] += 1;
    expect(counts.never).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.5);
    expect(counts.a / counts.b).toBeLessThan(3.5);
  });
});

describe('asciiFold', () => {
  it('drops accents and lowers the case', () => {
    expect(asciiFold('Hélène Côté-Lévesque')).toBe('helene cote-levesque');
    expect(asciiFold('ÉLODIE François')).toBe('elodie francois');
  });
});
