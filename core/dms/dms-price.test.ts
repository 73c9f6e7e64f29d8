import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { priceDeal } from '../payments/engine/price-deal';
import { sampleDeal } from '../payments/engine/testing/sample-deal';
import { defaultTaxTable } from '../payments/engine/tax-table';
import type { StoredDeal } from '../payments/stored-deal';
import { dmsPriceOf } from './dms-price';
import { storedRecord } from './testing/in-memory-dms';

const quote = (() => {
  const q = priceDeal(sampleDeal({ method: 'cash' }), defaultTaxTable);
  if (E.isLeft(q)) throw new Error(JSON.stringify(q.left));
  return q.right;
})();

const deal = (over: Partial<StoredDeal> = {}): StoredDeal => {
  const cash = storedRecord('cash', { downPaymentCents: 500_000 });
  const finance = storedRecord('finance', { downPaymentCents: 250_000, isActive: false });
  return {
    orderId: 10, chosen: 'cash', vehiclePriceCents: 3_199_900,
    methods: [{ method: 'cash', record: cash, details: cash, quote, errors: null }, { method: 'finance', record: finance, details: finance, quote: null, errors: { term: ['required'] } }],
    ...over,
  };
};

describe('the DMS price of a deal (issue 29.1)', () => {
  it('is the chosen method as stored: the selling price the worksheet prices, the stored down payment', () => {
    expect(dmsPriceOf(deal())).toEqual({ paymentType: 'cash', sellingPriceCents: quote.sellingPrice, downPaymentCents: 500_000 });
    expect(quote.sellingPrice).not.toBe(3_199_900);
  });

  it('says the vehicle\'s price for a method that cannot be priced as stored, with its stored down payment', () => {
    expect(dmsPriceOf(deal({ chosen: 'finance' }))).toEqual({ paymentType: 'finance', sellingPriceCents: 3_199_900, downPaymentCents: 250_000 });
    expect(dmsPriceOf(deal({ chosen: 'lease', vehiclePriceCents: null }))).toEqual({ paymentType: 'lease', sellingPriceCents: 0, downPaymentCents: 0 });
  });
});
