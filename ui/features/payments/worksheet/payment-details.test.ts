import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { dealKeys, parseDeal } from '@dealer-panel/core/payments/engine/parse-deal';
import { keepsPrevious, METHODS_OF, pricingDetails, sameDetail, SHARED_DETAILS } from './payment-details';
import { someDetails } from './testing/worksheet-fixture';
import { detailErrors } from './worksheet-state';

describe('payment details', () => {
  it('leaves out the empty details (blank down payment, credit score, postal code, rate; no protection plan)', () => {
    expect(pricingDetails('finance', someDetails({ down_payment: '  ', credit_score: '', postal_code: ' ', rate: '' }))).toEqual({
      term: 36, payment_frequency: 'monthly', trade_in_credit: '0', trade_in_owing: '0', include_tax: true,
      fees: [], discounts: [], incentives: [], accessories: [], install_accessories_ids: [],
    });
  });

  it('leaves the fees and discounts out when the worksheet has not loaded the order\'s selection, and sends an emptied one', () => {
    const unknown = pricingDetails('cash', someDetails({ fees: null, discounts: null }));
    expect(unknown).not.toHaveProperty('fees');
    expect(unknown).not.toHaveProperty('discounts');
    expect(pricingDetails('cash', someDetails({ fees: [], discounts: [4] }))).toMatchObject({ fees: [], discounts: [4] });
    expect(sameDetail('fees', null, [])).toBe(false);
    expect(sameDetail('fees', [3, 1], [1, 3])).toBe(true);
  });

  it('sends a zero down payment, a typed rate and score, the plans, and what only a lease has', () => {
    const details = someDetails({ down_payment: '0', rate: ' 5.49 ', credit_score: '720', postal_code: ' 05401 ', distance_allowance: 12_000, protections: [7, 9], trade_in_credit: '8000', trade_in_owing: '' });
    expect(pricingDetails('lease', details)).toMatchObject({
      down_payment: '0', rate_overwritten: '5.49', credit_score: '720', postal_code: '05401', distance_allowance: 12_000, protections: [7, 9],
      trade_in_credit: '8000', trade_in_owing: '0',
    });
    const cash = pricingDetails('cash', details);
    expect(Object.keys(cash).filter((k) => ['term', 'payment_frequency', 'rate_overwritten', 'credit_score', 'distance_allowance'].includes(k))).toEqual([]);
    expect(pricingDetails('finance', details)).not.toHaveProperty('distance_allowance');
  });

  it('speaks the engine’s calculation keys: every body parses as a deal once the car is added', () => {
    const details = someDetails({ down_payment: '2500.50', rate: '4.9', postal_code: 'H2X 1Y4', trade_in_credit: '9000', trade_in_owing: '3000', distance_allowance: 20_000 });
    for (const method of ['cash', 'finance', 'lease'] as const) {
      const { fees: _f, discounts: _d, incentives: _i, accessories: _a, install_accessories_ids: _x, protections: _p, ...calculation } = pricingDetails(method, details);
      expect(Object.keys(calculation).every((k) => dealKeys.has(k))).toBe(true);
      const deal = parseDeal({ method, province: 'QC', vehicle_price: '30000.00', msrp: '31000.00', rate: '6.99', residual: '50', ...calculation });
      expect(E.isRight(deal) && deal.right).toMatchObject({ downPayment: 250_050, postalCode: 'H2X 1Y4', tradeIn: { credit: 900_000, owing: 300_000 } });
    }
  });

  it('compares values as the deal sees them', () => {
    expect(sameDetail('down_payment', '1000', '1000.00')).toBe(true);
    expect(sameDetail('down_payment', '', '0')).toBe(false);
    expect(sameDetail('down_payment', 'abc', 'abc ')).toBe(true);
    expect(sameDetail('rate', '7', '7.000')).toBe(true);
    expect(sameDetail('rate', '7', '7.1')).toBe(false);
    expect(sameDetail('postal_code', 'h2x-1y4', 'H2X 1Y4')).toBe(true);
    expect(sameDetail('credit_score', '720', '720.00')).toBe(false);
    expect(sameDetail('fees', [3, 1], [1, 3])).toBe(true);
    expect(sameDetail('fees', [1], [1, 3])).toBe(false);
    expect(sameDetail('term', 36, 48)).toBe(false);
    expect(sameDetail('include_tax', true, true)).toBe(true);
  });

  it('never empties the term or the distance allowance', () => {
    expect(keepsPrevious('term', null)).toBe(true);
    expect(keepsPrevious('distance_allowance', null)).toBe(true);
    expect(keepsPrevious('term', 48)).toBe(false);
  });

  it('shares only details every method it names can use', () => {
    expect([...SHARED_DETAILS].sort()).toEqual(['accessories', 'credit_score', 'down_payment', 'include_tax', 'install_accessories_ids', 'payment_frequency', 'postal_code', 'term', 'trade_in_credit', 'trade_in_owing']);
    expect(METHODS_OF.term).toEqual(['finance', 'lease']);
    expect(METHODS_OF.distance_allowance).toEqual(['lease']);
  });

  it('files the server’s errors under the worksheet’s details', () => {
    expect(detailErrors({ rate_overwritten: ['rate.over_100'], 'fees.0.amount': ['money.negative'], 'fees.2.amount': ['money.negative', 'money.invalid'], residual: ['residual.required'] }))
      .toEqual({ rate: ['rate.over_100'], fees: ['money.negative', 'money.invalid'], residual: ['residual.required'] });
  });
});
