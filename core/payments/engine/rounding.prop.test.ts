import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../../shared/money';
import { allocate, allocateOver, applyRatio, divideRounded, roundEstimate, roundHalfAway, roundScaled } from './rounding';

const bigint = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
const positive = fc.bigInt({ min: 1n, max: 10n ** 20n });

describe('round half away from zero', () => {
  it('is the nearest integer, and a tie goes away from zero', () => {
    fc.assert(fc.property(bigint, positive, (num, den) => {
      const q = roundHalfAway(num, den);
      const twice = 2n * num - 2n * q * den; // 2·(x − q)·den
      expect(twice <= den && twice >= -den).toBe(true);
      if (twice === den) expect(num < 0n).toBe(true); // x − q = +½ only below zero (q rounded toward zero is impossible)
      if (twice === -den) expect(num > 0n).toBe(true);
    }));
  });
  it('pins the ties: 0.5 → 1, 1.5 → 2, −0.5 → −1, −2.5 → −3', () => {
    expect([roundHalfAway(1n, 2n), roundHalfAway(3n, 2n), roundHalfAway(-1n, 2n), roundHalfAway(-5n, 2n)]).toEqual([1n, 2n, -1n, -3n]);
  });
  it('divides safe integers in Numbers exactly as BigInt does', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), fc.integer({ min: 1, max: 2 ** 40 }), (p, d) => {
      expect(BigInt(divideRounded(p, d))).toBe(roundHalfAway(BigInt(p), BigInt(d)));
    }));
  });
  it('applies a ratio the same on the fast path and the BigInt path', () => {
    // Products up to 10^18 (beyond 2^53, so the BigInt path runs too), quotients safe integers.
    fc.assert(fc.property(fc.integer({ min: -(10 ** 11), max: 10 ** 11 }), fc.integer({ min: 0, max: 10 ** 7 }), fc.integer({ min: 10 ** 4, max: 10 ** 7 }), (amount, num, den) => {
      expect(BigInt(applyRatio(amount, { num, den }))).toBe(roundHalfAway(BigInt(amount) * BigInt(num), BigInt(den)));
    }));
    fc.assert(fc.property(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 5 }), fc.integer({ min: 1, max: 10 ** 5 }), (amount, num, den) => {
      expect(BigInt(applyRatio(amount, { num, den }))).toBe(roundHalfAway(BigInt(amount) * BigInt(num), BigInt(den)));
    }));
  });
});

describe('the residue rule', () => {
  it('an allocation adds up to the total, each share within one cent of its exact share', () => {
    fc.assert(fc.property(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), fc.array(fc.integer({ min: 0, max: 10 ** 9 }), { minLength: 1, maxLength: 12 }), (total, weights) => {
      const shares = allocate(cents(total), weights);
      expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
      const sum = weights.reduce((a, w) => a + w, 0);
      if (sum > 0) shares.forEach((s, i) => expect(Math.abs(s - (total * (weights[i] ?? 0)) / sum)).toBeLessThan(1 + 1e-6));
    }));
  });
  it('gives a tied cent to the earlier line', () => {
    expect(allocate(cents(1), [5, 5])).toEqual([1, 0]);
    expect(allocate(cents(101), [1, 1, 0])).toEqual([51, 50, 0]);
  });
});

describe('the fast paths round exactly as BigInt does', () => {
  const safe = fc.oneof(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), fc.maxSafeInteger());
  const factor = fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 2 ** 40 }));
  it('roundScaled(num, den, m, d) is round(num·m / (den·d)), in Numbers, from the float estimate or in BigInt', () => {
    fc.assert(fc.property(safe, factor, factor, factor, (num, den, m, d) => {
      const exact = roundHalfAway(BigInt(num) * BigInt(m), BigInt(den) * BigInt(d));
      const outcome = (() => { try { return roundScaled(num, den, m, d); } catch { return 'unsafe'; } })();
      if (outcome === 'unsafe') expect(Number.isSafeInteger(Number(exact))).toBe(false);
      else { expect(BigInt(outcome)).toBe(exact); expect(Object.is(outcome, -0)).toBe(false); }
    }), { numRuns: 2_000 });
  });
  it('roundScaled leaves a tie to the exact arithmetic: 2.5 → 3, −2.5 → −3, and never gives −0', () => {
    expect(roundScaled(5, 2, 1, 1)).toBe(3);
    expect(roundScaled(-5, 2, 1, 1)).toBe(-3);
    expect(Object.is(roundScaled(-1, 3, 1, 1), 0)).toBe(true);
    expect(roundScaled(2 ** 52 + 1, 2, 3, 1)).toBe(Number(roundHalfAway(3n * (2n ** 52n + 1n), 2n)));
  });
  it('roundEstimate decides only away from a half cent, and symmetrically', () => {
    expect([roundEstimate(2.4), roundEstimate(2.6), roundEstimate(-2.6), roundEstimate(2.5), roundEstimate(Number.NaN), roundEstimate(2 ** 60)]).toEqual([2, 3, -3, null, null, null]);
    expect(Object.is(roundEstimate(-0.2), 0)).toBe(true);
  });
  it('allocateOver gives the lines the shares allocate gives their amounts floored at zero', () => {
    fc.assert(fc.property(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), fc.array(fc.integer({ min: -(10 ** 6), max: 10 ** 9 }), { maxLength: 8 }), (total, amounts) => {
      const lines = amounts.map((amount, i) => ({ key: `line.${i}`, amount }));
      const shares = allocate(cents(total), amounts.map((a) => Math.max(0, a)));
      expect(allocateOver(cents(total), lines)).toStrictEqual(lines.map((l, i) => ({ key: l.key, amount: shares[i] ?? cents(0) })));
    }));
  });
});
