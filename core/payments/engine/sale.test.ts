import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { cents } from '../../shared/money';
import type { Deal } from './deal';
import { priceDeal } from './price-deal';
import type { Quote } from './quote';
import { ratio } from './ratio';
import { everyMethod, sampleDeal, sampleFee } from './testing/sample-deal';

function price(over: Partial<Deal>): Quote {
  const r = priceDeal(sampleDeal(over));
  if (E.isLeft(r)) throw new Error(JSON.stringify(r.left));
  return r.right;
}

describe('cash', () => {
  it('Ontario: price + fee, HST on price + fee − trade-in, less the equity and the deposit', () => {
    const q = price({
      method: 'cash', fees: [sampleFee()], downPayment: cents(100_000),
      tradeIn: { type: 'owned', credit: cents(1_000_000), owing: cents(200_000) },
    });
    expect(q.sellingPrice).toBe(3_549_900);
    expect(q.totalTaxes).toBe(331_487); // 13 % of 2,549,900 = 331,487
    expect(q.totalDue).toBe(3_549_900 + 331_487 - 800_000 - 100_000);
    expect(q.payment).toBe(q.totalDue);
    expect(q.paymentFrequency).toBeNull();
  });
  it('a leased vehicle traded in gives its equity but no tax credit', () => {
    const q = price({ method: 'cash', tradeIn: { type: 'leased', credit: cents(1_000_000), owing: cents(900_000) } });
    expect(q.totalTaxes).toBe(455_000);
    expect(q.totalDue).toBe(3_500_000 + 455_000 - 100_000);
  });
  it('a rebate after tax does not reduce the tax; an allowance before tax does', () => {
    const after = price({ method: 'cash', incentives: [{ name: 'Rebate', amount: cents(100_000), beforeTax: false, scope: everyMethod }] });
    const before = price({ method: 'cash', incentives: [{ name: 'Delivery allowance', amount: cents(100_000), beforeTax: true, scope: everyMethod }] });
    expect(after.totalTaxes).toBe(455_000);
    expect(before.totalTaxes).toBe(442_000);
    expect(after.totalDue).toBe(3_855_000);
    expect(before.totalDue).toBe(3_842_000);
  });
  it('include_tax false: taxes computed and shown, not added', () => {
    const q = price({ method: 'cash', includeTax: false });
    expect(q.totalTaxes).toBe(455_000);
    expect(q.totalDue).toBe(3_500_000);
  });
  it('applies a fee, discount or incentive only to its payment types and when included', () => {
    const leaseOnly = { cash: false, finance: false, lease: true };
    const q = price({
      method: 'cash',
      fees: [sampleFee({ scope: leaseOnly }), sampleFee({ name: 'Optional', included: false })],
      discounts: [{ name: 'Loyalty', amount: cents(50_000), taxable: true, scope: leaseOnly, included: true }],
    });
    expect(q.sellingPrice).toBe(3_500_000);
  });
  it('accessories with installation and a plan taxed only for some taxes (Québec)', () => {
    const q = price({
      method: 'cash', region: 'QC',
      accessories: [{ name: 'Hitch', price: cents(60_000), installation: cents(20_000), installed: true }, { name: 'Mats', price: cents(15_000), installation: cents(5_000), installed: false }],
      protections: [{ name: 'Tire and rim', price: cents(100_000), taxes: ['qst'] }],
    });
    expect(q.sellingPrice).toBe(3_500_000 + 95_000 + 100_000);
    expect(q.taxes.map((t) => [t.component, t.amount])).toEqual([['gst', 179_750], ['qst', 368_576]]);
  });
});

describe('finance', () => {
  it('finances the price and its taxes less the equity and the down payment', () => {
    const q = price({ downPayment: cents(500_000), tradeIn: { type: 'owned', credit: cents(500_000), owing: cents(700_000) } });
    expect(q.totalTaxes).toBe(390_000); // 13 % of 30,000
    expect(q.amountFinanced).toBe(3_500_000 + 390_000 + 200_000 - 500_000);
    expect(q.payment).toBe(71_069); // PMT(6.99 % / 12, 60, 35,900) = 710.6937
  });
  it('refuses a down payment that leaves nothing to finance, and one worth more than what is owed', () => {
    // 35,000 + 13 % HST = 39,550 owed.
    expect(priceDeal(sampleDeal({ downPayment: cents(3_955_000) }))).toEqual(E.left({ down_payment: ['amount_financed.not_positive'] }));
    expect(priceDeal(sampleDeal({ downPayment: cents(4_000_000) }))).toEqual(E.left({ down_payment: ['down_payment.exceeds_amount_owed'] }));
  });
  it('takes the rate from the lender program: by term, and in the USA by credit score tier', () => {
    const lender = {
      financeRates: [
        { termFrom: 12, termTo: 60, minCreditScore: null, rate: ratio(899, 100) },
        { termFrom: 12, termTo: 60, minCreditScore: 680, rate: ratio(599, 100) },
        { termFrom: 12, termTo: 60, minCreditScore: 760, rate: ratio(399, 100) },
        { termFrom: 61, termTo: 96, minCreditScore: null, rate: ratio(999, 100) },
      ],
      leaseRates: [], residuals: [],
    };
    const us = (creditScore: number | null, term = 60) => price({ region: 'VT', rate: null, lender, creditScore, term }).apr;
    expect([us(800), us(700), us(600), us(null), us(800, 72)]).toEqual([ratio(399, 100), ratio(599, 100), ratio(899, 100), ratio(899, 100), ratio(999, 100)]);
    expect(price({ region: 'ON', rate: null, lender, creditScore: null }).apr).toEqual(ratio(899, 100));
    expect(priceDeal(sampleDeal({ rate: null }))).toEqual(E.left({ rate: ['rate.required'] }));
  });
});
