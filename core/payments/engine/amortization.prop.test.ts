import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../../shared/money';
import { amortizationSchedule, levelPayment, periodicRate } from './amortization';
import { roundExact } from './exact-amount';
import { compareRatio, ratio } from './ratio';

const principal = fc.integer({ min: 0, max: 200_000_000 }).map(cents); // up to $2M
const apr = fc.integer({ min: 0, max: 10_000 }).map((n) => ratio(n, 100)); // 0.00 % to 100.00 %
const months = fc.integer({ min: 12, max: 96 });

function scheduleOf(p: number, aprPercent: ReturnType<typeof ratio>, periods: number, perYear = 12) {
  const rate = periodicRate(aprPercent, perYear);
  const payment = roundExact(levelPayment(cents(p), rate, periods));
  return { payment, rows: amortizationSchedule(cents(p), rate, periods, payment) };
}

describe('amortization', () => {
  it('repays exactly the amount financed: principal parts sum to it to the cent', () => {
    fc.assert(fc.property(principal, apr, months, (p, r, n) => {
      const { rows } = scheduleOf(p, r, n);
      expect(rows.reduce((a, row) => a + row.principal, 0)).toBe(p);
      expect(rows).toHaveLength(n);
    }));
  });
  it('never raises the balance, and ends at zero', () => {
    fc.assert(fc.property(principal, apr, fc.integer({ min: 12, max: 416 }), fc.constantFrom(12, 24, 26, 52), (p, r, n, perYear) => {
      const { rows } = scheduleOf(p, r, n, perYear);
      let previous = p;
      for (const row of rows) {
        expect(row.balance).toBeLessThanOrEqual(previous);
        expect(row.payment).toBe(row.interest + row.principal);
        previous = row.balance;
      }
      expect(rows.at(-1)?.balance).toBe(0);
    }), { numRuns: 200 });
  });
  it('each payment but the last is the level payment (the last absorbs the rounding)', () => {
    fc.assert(fc.property(fc.integer({ min: 100_000, max: 200_000_000 }).map(cents), apr, months, (p, r, n) => {
      const { payment, rows } = scheduleOf(p, r, n);
      // Each period's rounding moves the balance by at most one cent, and an early cent grows with
      // interest until the end: the last payment differs by at most n · (1 + i)^n cents. Where that
      // bound reaches a whole payment (tiny loans at usurious rates, e.g. $1,000 at 96 % over 96
      // months) the loan is paid off early and the schedule ends with a smaller payment instead.
      const growth = (1 + (r.num / r.den) / 1200) ** n;
      fc.pre(n * growth < payment);
      rows.slice(0, -1).forEach((row) => expect(row.payment).toBe(payment));
      expect(Math.abs((rows.at(-1)?.payment ?? 0) - payment)).toBeLessThanOrEqual(n * growth);
    }));
  });
  it('the payment rises with the rate', () => {
    fc.assert(fc.property(principal, apr, apr, months, (p, r1, r2, n) => {
      const [low, high] = compareRatio(r1, r2) <= 0 ? [r1, r2] : [r2, r1];
      expect(scheduleOf(p, low, n).payment).toBeLessThanOrEqual(scheduleOf(p, high, n).payment);
    }));
  });
  it('the payment falls with the term', () => {
    fc.assert(fc.property(principal, apr, months, months, (p, r, n1, n2) => {
      const [short, long] = n1 <= n2 ? [n1, n2] : [n2, n1];
      expect(scheduleOf(p, r, long).payment).toBeLessThanOrEqual(scheduleOf(p, r, short).payment);
    }));
  });
  it('a 0 % loan splits evenly: equal payments of round(P / n), the residue in the last one', () => {
    fc.assert(fc.property(fc.integer({ min: 10_000, max: 200_000_000 }).map(cents), months, (p, n) => {
      const { payment, rows } = scheduleOf(p, ratio(0), n);
      expect(payment).toBe(Math.round(p / n));
      expect(rows.every((row) => row.interest === 0)).toBe(true);
      expect(rows.slice(0, -1).every((row) => row.payment === payment)).toBe(true);
      expect(rows.at(-1)?.payment).toBe(p - payment * (n - 1));
    }));
  });
  it('the exact level payment repays the principal: its present value is the principal', () => {
    fc.assert(fc.property(principal, fc.integer({ min: 1, max: 10_000 }).map((x) => ratio(x, 100)), months, (p, r, n) => {
      const rate = periodicRate(r, 12);
      const { num, den } = levelPayment(cents(p), rate, n);
      // Σ x / (1+i)^k = P  ⇔  x · ((1+i)^n − 1) = P · i · (1+i)^n, with i = a/b.
      const a = BigInt(rate.num); const b = BigInt(rate.den); const g = (a + b) ** BigInt(n);
      expect(num * (g - b ** BigInt(n)) * b).toBe(den * BigInt(p) * a * g);
    }), { numRuns: 50 });
  });
});
