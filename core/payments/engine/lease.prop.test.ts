import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../../shared/money';
import { roundExact } from './exact-amount';
import { paymentFrequencies } from './frequency';
import { leasePaymentExact, leasePaymentRounded, leasePeriods, moneyFactorOfApr, paymentShare } from './lease';
import { ratio } from './ratio';

const periodsOf = fc.record({
  term: fc.integer({ min: 1, max: 96 }),
  apr: fc.oneof(fc.integer({ min: 0, max: 4_000 }).map((n) => moneyFactorOfApr(ratio(n, 100))), fc.integer({ min: 0, max: 10_000 }).map((n) => ratio(n, 1_000_000))),
  frequency: fc.constantFrom(...paymentFrequencies),
  method: fc.constantFrom<'factor' | 'exact'>('factor', 'exact'),
}).map((p) => leasePeriods(p.term, p.apr, p.frequency, p.method));
const amount = fc.oneof(fc.integer({ min: 0, max: 20_000_000 }), fc.integer({ min: 0, max: 2 ** 50 })).map(cents);

describe('a lease payment rounded in Numbers', () => {
  it('is the exact fractions of leasePaymentExact rounded, cent for cent', () => {
    fc.assert(fc.property(amount, amount, periodsOf, (capCost, residual, p) => {
      const exact = leasePaymentExact(capCost, residual, p);
      const rounded = (() => { try { return leasePaymentRounded(capCost, residual, p); } catch { return 'unsafe'; } })();
      const expected = (() => { try { return { basisPayment: roundExact(exact.basisPayment), basisRent: roundExact(exact.basisRent), payment: roundExact(exact.payment) }; } catch { return 'unsafe'; } })();
      expect(rounded).toStrictEqual(expected);
    }), { numRuns: 2_000 });
  });
  it("an amount's share of each payment is amount / n + amount × MF (residualized: 2 × amount × MF), converted, rounded once", () => {
    fc.assert(fc.property(amount, fc.boolean(), periodsOf, (a, residualized, p) => {
      const f = p.periodFactor;
      const big = BigInt(a);
      const n = BigInt(p.periods);
      const share = residualized ? { num: 2n * big * BigInt(f.num), den: BigInt(f.den) } : { num: big * BigInt(f.den) + big * BigInt(f.num) * n, den: n * BigInt(f.den) };
      const expected = (() => { try { return roundExact(p.convert(share)); } catch { return 'unsafe'; } })();
      expect((() => { try { return paymentShare(a, residualized, p); } catch { return 'unsafe'; } })()).toBe(expected);
    }), { numRuns: 2_000 });
  });
});
