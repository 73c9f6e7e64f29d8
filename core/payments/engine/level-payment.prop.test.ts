import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../../shared/money';
import { levelPayment, periodicRate } from './amortization';
import { divideExact, roundExact } from './exact-amount';
import { frequencyFactors, paymentFrequencies } from './frequency';
import { roundedLevelPayment } from './level-payment';
import { ratio } from './ratio';

const exactly = (p: number, rate: ReturnType<typeof ratio>, n: number, divisor: ReturnType<typeof ratio> | null) => {
  const level = levelPayment(cents(p), rate, n);
  return { payment: roundExact(level), divided: divisor === null ? roundExact(level) : roundExact(divideExact(level, divisor)) };
};

/** A result, or that it threw (a payment beyond the safe integers is refused either way). */
const outcome = <T>(f: () => T): T | 'throws' => { try { return f(); } catch { return 'throws'; } };

const divisor = fc.option(fc.constantFrom(...paymentFrequencies.map((f) => frequencyFactors[f])), { nil: null });

describe('the level payment rounded from its float estimate', () => {
  it('is the exact fraction rounded, at any APR with four decimals, term and frequency', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 416 }), fc.constantFrom(12, 24, 26, 52), divisor,
      (p, aprTenThousandths, n, perYear, d) => {
        const rate = periodicRate(ratio(aprTenThousandths, 10_000), perYear);
        expect(roundedLevelPayment(cents(p), rate, n, d)).toEqual(exactly(p, rate, n, d));
      },
    ), { numRuns: 2_000 });
  });
  it('is the exact fraction rounded for any periodic rate, tiny or huge, and amounts up to the largest safe integer', () => {
    fc.assert(fc.property(
      fc.oneof(fc.integer({ min: 0, max: 10_000_000_000 }), fc.maxSafeNat()), fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 600 }), divisor,
      (p, num, den, n, d) => {
        const rate = ratio(num, den);
        expect(outcome(() => roundedLevelPayment(cents(p), rate, n, d))).toEqual(outcome(() => exactly(p, rate, n, d)));
      },
    ), { numRuns: 300 });
  });
  it('leaves a tie to the exact fraction: at 0 %, $0.01 over 2 payments is 0.5 ¢ each, rounded away from zero', () => {
    expect(roundedLevelPayment(cents(1), ratio(0), 2, null)).toEqual({ payment: 1, divided: 1 });
    expect(roundedLevelPayment(cents(3), ratio(0), 2, ratio(2))).toEqual(exactly(3, ratio(0), 2, ratio(2)));
    expect(roundedLevelPayment(cents(2_001), ratio(0), 2, ratio(2))).toEqual({ payment: 1_001, divided: 500 });
  });
  it('refuses a term of no period, as the exact formula does', () => {
    expect(() => roundedLevelPayment(cents(100), ratio(1, 100), 0, null)).toThrow(RangeError);
  });
});
