import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { parseLender } from './lender-and-incentive-use-cases';

// Issue 10.2: a Canadian dealership's lender program may not offer a rate above the criminal rate
// (35 % APR); a lease money factor counts as its APR (× 2400). US programs set their own maximum.
const lender = (financeRate: string, leaseRate: string) => ({
  name: 'Bank', finance_rates: [{ term_from: 12, term_to: 96, rate: financeRate }], lease_rates: [{ term_from: 12, term_to: 96, rate: leaseRate }],
});

describe('a lender program\'s rates', () => {
  it('are refused above 35 % in Canada, as APRs or money factors', () => {
    expect(parseLender(lender('35.01', '36'), null, 'CA', false)).toEqual(E.left({ 'finance_rates.0.rate': ['rate.over_criminal_rate'], 'lease_rates.0.rate': ['rate.over_criminal_rate'] }));
    expect(parseLender(lender('35', '0.0146'), null, 'CA', true)).toEqual(E.left({ 'lease_rates.0.rate': ['rate.over_criminal_rate'] }));
    expect(E.isRight(parseLender(lender('35', '0.0145833'), null, 'CA', true))).toBe(true);
  });
  it('may go higher in the USA, where the program is the ceiling', () => {
    expect(E.isRight(parseLender(lender('39.9', '39.9'), null, 'US', false))).toBe(true);
  });
});
