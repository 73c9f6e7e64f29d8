import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../../shared/money';
import { amortize } from './amortization';
import { ratio } from './ratio';
import { roundHalfAway } from './rounding';

/** The schedule walked in BigInt, each period's interest round(balance × rate) half away from zero. */
function reference(principal: number, num: number, den: number, periods: number, payment: number) {
  let balance = BigInt(principal);
  let totalInterest = 0n;
  let finalPayment = 0n;
  let largest = 0n;
  for (let period = 1; period <= periods; period += 1) {
    const interest = roundHalfAway(balance * BigInt(num), BigInt(den));
    const owed = BigInt(payment) - interest;
    const repaid = period === periods ? balance : owed < balance ? owed : balance;
    balance -= repaid;
    totalInterest += interest;
    finalPayment = interest + repaid;
    for (const x of [balance, interest, totalInterest, finalPayment]) if ((x < 0n ? -x : x) > largest) largest = x < 0n ? -x : x;
  }
  // Beyond the safe integers the engine refuses (cents() throws) rather than round.
  if (largest > BigInt(Number.MAX_SAFE_INTEGER)) return 'unsafe';
  return { totalInterest: Number(totalInterest), finalPayment: Number(finalPayment) };
}

describe('the schedule walk in Numbers', () => {
  it('gives the interest and final payment the BigInt walk gives, whatever the payment (even below the interest)', () => {
    let compared = 0;
    fc.assert(fc.property(
      fc.oneof(fc.integer({ min: 0, max: 200_000_000 }), fc.integer({ min: -1_000_000, max: 2 ** 45 })), fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 1, max: 120 }), fc.integer({ min: 0, max: 10_000_000 }),
      (p, num, den, n, payment) => {
        const expected = reference(p, num, den, n, payment);
        if (expected === 'unsafe') return;
        const r = amortize(cents(p), ratio(num, den), n, cents(payment));
        expect({ totalInterest: r.totalInterest, finalPayment: r.finalPayment }).toEqual(expected);
        compared += 1;
      },
    ), { numRuns: 1_000 });
    expect(compared).toBeGreaterThan(500); // the generator reaches schedules in the safe range, not only overflows
  });

  it('rounds every half cent of interest up, like the BigInt walk, where the float estimate is a tie', () => {
    let ties = 0;
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 50_000_000 }), fc.integer({ min: 1, max: 40 }), fc.constantFrom(2, 8, 200, 1_000, 24_000), fc.integer({ min: 1, max: 120 }),
      (p, num, den, n) => {
        const payment = Math.ceil(p / n) + Math.ceil((p * num) / den);
        const expected = reference(p, num, den, n, payment);
        if (expected === 'unsafe') return;
        const r = amortize(cents(p), ratio(num, den), n, cents(payment), (row) => {
          const before = row.balance + row.principal;
          if ((2 * before * num) % (2 * den) === den) ties += 1;
        });
        expect({ totalInterest: r.totalInterest, finalPayment: r.finalPayment }).toEqual(expected);
      },
    ), { numRuns: 1_000 });
    expect(ties).toBeGreaterThan(100); // the generator reaches exact half cents, where only the exact path decides
  });
});
