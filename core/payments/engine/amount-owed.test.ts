import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { cents } from '../../shared/money';
import type { Deal, PaymentMethod } from './deal';
import { priceDeal } from './price-deal';
import { ratio } from './ratio';
import { everyMethod, sampleDeal } from './testing/sample-deal';

// Issue 10.2: "a cash deal with a $999,999 down payment shows −$959,737.26 total due". Every method
// refuses a deal paid beyond what it owes, at the field that pays too much; up to the amount owed,
// it still prices (a cash deal paid in full is due 0).

const methods: readonly PaymentMethod[] = ['cash', 'finance', 'lease'];
const owned = (credit: number, owing = 0): Deal['tradeIn'] => ({ type: 'owned', credit: cents(credit), owing: cents(owing) });

describe('a deal paid beyond what it owes', () => {
  for (const method of methods) {
    it(`${method}: a $999,999 down payment is refused at the down payment`, () => {
      expect(priceDeal(sampleDeal({ method, downPayment: cents(99_999_900) }))).toEqual(E.left({ down_payment: ['down_payment.exceeds_amount_owed'] }));
    });
    it(`${method}: a trade-in whose equity alone is too much is refused at its credit (and the down payment with it)`, () => {
      expect(priceDeal(sampleDeal({ method, tradeIn: owned(9_000_000, 100_000) }))).toEqual(E.left({ trade_in_credit: ['trade_in_credit.exceeds_amount_owed'] }));
      expect(priceDeal(sampleDeal({ method, tradeIn: owned(9_000_000), downPayment: cents(100_000) })))
        .toEqual(E.left({ down_payment: ['down_payment.exceeds_amount_owed'], trade_in_credit: ['trade_in_credit.exceeds_amount_owed'] }));
    });
    it(`${method}: rebates alone worth more than the deal are refused at the incentives`, () => {
      const rebate = { name: 'Rebate', amount: cents(9_000_000), beforeTax: false, scope: everyMethod };
      expect(priceDeal(sampleDeal({ method, incentives: [rebate] }))).toEqual(E.left({ incentives: ['incentives.exceed_amount_owed'] }));
    });
    it(`${method}: discounts beyond the price are refused on the deal`, () => {
      const discount = { name: 'Discount', amount: cents(9_000_000), taxable: true, scope: everyMethod, included: true };
      expect(priceDeal(sampleDeal({ method, discounts: [discount] }))).toEqual(E.left({ deal: ['discounts.exceed_price'] }));
    });
  }

  it('a down payment that only the trade-in makes too much is the one refused', () => {
    // 39,550 owed; 30,000 of equity leaves 9,550; a 10,000 down payment is the excess.
    expect(priceDeal(sampleDeal({ method: 'cash', tradeIn: owned(3_000_000), downPayment: cents(1_000_000) }))).toEqual(E.left({ down_payment: ['down_payment.exceeds_amount_owed'] }));
  });

  it('cash paid exactly in full is due 0; negative equity is owed, not a payment', () => {
    const full = priceDeal(sampleDeal({ method: 'cash', downPayment: cents(3_955_000) }));
    expect(E.isRight(full) && full.right.totalDue).toBe(0);
    const upsideDown = priceDeal(sampleDeal({ method: 'cash', tradeIn: owned(100_000, 500_000), downPayment: cents(3_955_000) }));
    expect(E.isRight(upsideDown) && upsideDown.right.totalDue).toBe(400_000 - 13_000);
  });

  it('a lease keeps its own refusal when the reduction leaves exactly nothing', () => {
    // Gross cap 35,000 (no cap fees): a 35,000 down payment leaves a capitalized cost of 0.
    expect(priceDeal(sampleDeal({ method: 'lease', downPayment: cents(3_500_000), rate: ratio(5) }))).toEqual(E.left({ down_payment: ['capitalized_cost.not_positive'] }));
  });
});
