import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { cents } from '../../shared/money';
import type { Deal, PaymentMethod } from './deal';
import { paymentFrequencies } from './frequency';
import { priceDeal } from './price-deal';
import { ratio } from './ratio';
import { defaultTaxTable } from './tax-table';
import { everyMethod, sampleDeal, sampleFee } from './testing/sample-deal';

const regions = Object.keys(defaultTaxTable);
const amount = (max: number) => fc.integer({ min: 0, max }).map(cents);

const deal: fc.Arbitrary<Deal> = fc.record({
  method: fc.constantFrom<PaymentMethod>('cash', 'finance', 'lease'),
  region: fc.constantFrom(...regions),
  vehiclePrice: fc.integer({ min: 1_500_000, max: 20_000_000 }).map(cents),
  optionsPrice: amount(300_000),
  fee: amount(100_000),
  feeFlags: fc.record({ taxable: fc.boolean(), capCost: fc.boolean(), residualize: fc.boolean(), taxInCap: fc.boolean() }),
  plan: amount(300_000),
  credit: amount(500_000),
  owing: amount(300_000),
  downPayment: amount(300_000),
  term: fc.integer({ min: 12, max: 96 }),
  paymentFrequency: fc.constantFrom(...paymentFrequencies),
  frequencyMethod: fc.constantFrom<'factor' | 'exact'>('factor', 'exact'),
  aprHundredths: fc.integer({ min: 0, max: 2_500 }),
  residual: fc.integer({ min: 10, max: 45 }),
  includeTax: fc.boolean(),
}).map((d) => sampleDeal({
  method: d.method, region: d.region, vehiclePrice: d.vehiclePrice, msrp: cents(d.vehiclePrice + d.optionsPrice), optionsPrice: d.optionsPrice,
  fees: d.fee > 0 ? [sampleFee({ amount: d.fee, ...d.feeFlags, residualize: d.feeFlags.capCost && d.feeFlags.residualize })] : [],
  protections: d.plan > 0 ? [{ name: 'Plan', price: d.plan, taxes: 'all' }] : [],
  tradeIn: { type: d.credit > 0 ? 'owned' : 'none', credit: d.credit, owing: d.credit > 0 ? d.owing : cents(0) },
  downPayment: d.downPayment, term: d.term, paymentFrequency: d.paymentFrequency,
  settings: { frequencyMethod: d.frequencyMethod, leaseRateMethod: 'apr' },
  rate: ratio(d.aprHundredths, 100), residualPercent: ratio(d.residual), includeTax: d.includeTax,
}));

function paymentOf(d: Deal): number {
  const r = priceDeal(d);
  if (E.isLeft(r)) throw new Error(JSON.stringify(r.left));
  return r.right.payment;
}

describe('pricing a whole deal', () => {
  it('prices every generated deal, each breakdown line a code and whole cents', () => {
    fc.assert(fc.property(deal, (d) => {
      const r = priceDeal(d);
      expect(E.isRight(r)).toBe(true);
      if (E.isRight(r)) for (const l of r.right.breakdown) {
        expect(l.code).toMatch(/^[a-z_]+$/);
        expect(Number.isSafeInteger(l.amount)).toBe(true);
      }
    }), { numRuns: 500 });
  });
  it('a discount never raises a payment', () => {
    fc.assert(fc.property(deal, fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (d, discount, taxable) => {
      const discounted = { ...d, discounts: [{ name: 'Discount', amount: cents(discount), taxable, scope: everyMethod, included: true }] };
      const r = priceDeal(discounted);
      if (E.isLeft(r)) return; // a lease whose residual now exceeds its cap cost: refused, not raised
      expect(r.right.payment).toBeLessThanOrEqual(paymentOf(d));
    }), { numRuns: 500 });
  });
  it('the payment rises with the rate (finance and lease)', () => {
    fc.assert(fc.property(deal.filter((d) => d.method !== 'cash'), fc.integer({ min: 0, max: 500 }), (d, more) => {
      const higher = { ...d, rate: ratio((d.rate?.num ?? 0) + more, 100) };
      expect(paymentOf(higher)).toBeGreaterThanOrEqual(paymentOf(d));
    }), { numRuns: 500 });
  });
  it('the payment falls with the term (finance; lease at the same residual)', () => {
    fc.assert(fc.property(deal.filter((d) => d.method !== 'cash' && (d.term ?? 0) < 96), fc.integer({ min: 1, max: 48 }), (d, more) => {
      const longer = { ...d, term: Math.min(96, (d.term ?? 12) + more) };
      expect(paymentOf(longer)).toBeLessThanOrEqual(paymentOf(d));
    }), { numRuns: 500 });
  });
});
