import { describe, expect, it } from 'vitest';
import { defaultPaymentSettings } from '../payments/payment-settings';
import type { LenderRecord } from '../payments/pricing-inputs';
import { defaultLeasePayment, type DefaultTerms } from './report-payments';

const lender: LenderRecord = {
  id: 7, name: 'Bank', kind: 'bank', active: true, financeRates: [],
  leaseRates: [{ termFrom: 12, termTo: 96, minCreditScore: null, rate: '3.49' }],
  residuals: [{ term: 48, distanceAllowance: null, residual: '55' }],
};
const settings = { ...defaultPaymentSettings(1), leaseDefaultTerm: 48, leaseDefaultDownPaymentCents: 250_000 };
const terms: DefaultTerms = { settings, financeLender: null, leaseLender: lender, country: 'CA' };

describe('the pricing report\'s lease estimate', () => {
  it('prices a new vehicle whose residual is below its capitalized cost', () => {
    const p = defaultLeasePayment(3_500_000, 3_600_000, terms);
    expect(p).not.toBeNull();
    expect(p!.paymentCents).toBeGreaterThan(0);
    expect(p!.term).toBe(48);
  });

  it('gives none, not $0.00, when the MSRP residual reaches the price (an older used vehicle)', () => {
    // A 2015 car at $4,095 with a $20,000 MSRP: 55 % residual ($11,000) over a $1,595 capitalized cost.
    expect(defaultLeasePayment(409_500, 2_000_000, terms)).toBeNull();
    // The residual exactly at the capitalized cost: nothing to depreciate either.
    expect(defaultLeasePayment(250_000 + 1_100_000, 2_000_000, terms)).toBeNull();
  });
});
