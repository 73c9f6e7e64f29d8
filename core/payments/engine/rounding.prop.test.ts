import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../../shared/money';
import { allocate, applyRatio, divideRounded, roundHalfAway } from './rounding';

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
