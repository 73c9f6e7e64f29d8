import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import type { Deal, LenderProgram } from './deal';
import { parseDeal } from './parse-deal';
import { priceDeal } from './price-deal';
import { ratio } from './ratio';
import { sampleDeal } from './testing/sample-deal';

// Issue 10.2: Canada's criminal rate (35 % APR since 2025-01-01) for Canadian dealerships; in the
// USA the lender program's highest rate, else 36 %. Finance and lease, APR or money factor.

const priced = (over: Partial<Deal>) => priceDeal(sampleDeal(over));
const rateError = (code: string) => E.left({ rate: [code] });
const program = (financeTop: number, leaseTop: number): LenderProgram => ({
  financeRates: [{ termFrom: 12, termTo: 96, minCreditScore: null, rate: ratio(499, 100) }, { termFrom: 12, termTo: 96, minCreditScore: 700, rate: ratio(financeTop, 100) }],
  leaseRates: [{ termFrom: 12, termTo: 96, minCreditScore: null, rate: ratio(leaseTop, 100) }],
  residuals: [],
});

describe('the rate ceiling', () => {
  for (const method of ['finance', 'lease'] as const) {
    it(`${method} in Canada: 35 % is priced, 35.01 % is refused as criminal`, () => {
      expect(E.isRight(priced({ method, rate: ratio(35) }))).toBe(true);
      expect(priced({ method, rate: ratio(3501, 100) })).toEqual(rateError('rate.over_criminal_rate'));
      expect(priced({ method, region: 'QC', rate: ratio(99) })).toEqual(rateError('rate.over_criminal_rate'));
    });
    it(`${method} in the USA: without a program up to 36 %, with one up to its highest rate`, () => {
      expect(E.isRight(priced({ method, region: 'VT', rate: ratio(36) }))).toBe(true);
      expect(priced({ method, region: 'VT', rate: ratio(3601, 100) })).toEqual(rateError('rate.over_ceiling'));
      const lender = program(1299, 899);
      const top = method === 'finance' ? 1299 : 899;
      expect(E.isRight(priced({ method, region: 'VT', lender, rate: ratio(top, 100) }))).toBe(true);
      expect(priced({ method, region: 'VT', lender, rate: ratio(top + 1, 100) })).toEqual(rateError('rate.over_program_maximum'));
    });
  }

  it('a program rate above the criminal rate is refused in Canada too', () => {
    expect(priced({ rate: null, lender: { ...program(4000, 500), financeRates: [{ termFrom: 12, termTo: 96, minCreditScore: null, rate: ratio(40) }] } })).toEqual(rateError('rate.over_criminal_rate'));
  });

  it('a lease under the money factor method compares money factors: 35 / 2400 passes, a hair more does not', () => {
    const settings = { frequencyMethod: 'factor', leaseRateMethod: 'money_factor' } as const;
    expect(E.isRight(priced({ method: 'lease', settings, rate: ratio(35, 2400) }))).toBe(true);
    expect(priced({ method: 'lease', settings, rate: ratio(14584, 1_000_000) })).toEqual(rateError('rate.over_criminal_rate'));
  });

  it('a negative rate is refused on the wire, never made positive', () => {
    const deal = { method: 'finance', province: 'ON', vehicle_price: '30000.00', term: 60 };
    expect(parseDeal({ ...deal, rate: '-5' })).toEqual(E.left({ rate: ['rate.negative'] }));
    expect(parseDeal({ ...deal, rate_overwritten: '-0.01' })).toEqual(E.left({ rate_overwritten: ['rate.negative'] }));
  });
});
