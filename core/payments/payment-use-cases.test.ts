import { describe, expect, it } from 'vitest';
import { alreadyStored } from './payment-use-cases';
import type { PaymentDetails, PaymentTypeRecord } from './pricing-inputs';

const record: PaymentTypeRecord = {
  id: 1, orderId: 10, method: 'finance', isActive: true, includeTax: true, term: 60, rate: '6.990000', paymentFrequency: 'monthly', creditScore: null,
  downPaymentCents: 100_000, distanceAllowance: null, tradeInType: 'none', tradeInCreditCents: 0, tradeInOwingCents: 0, postalCode: null, lenderId: 7,
  totalPurchasePriceCents: 3_500_000, paymentCents: 61_234, pricedAt: '2026-11-23T04:00:00.000Z',
};
const { id: _id, orderId: _o, method: _m, isActive: _a, totalPurchasePriceCents: _t, paymentCents: _p, pricedAt: _at, ...details } = record;
const same: PaymentDetails = { ...details, rate: '6.99' };
const totals = { totalPurchasePriceCents: 3_500_000, paymentCents: 61_234 };

describe('alreadyStored: a repeated price writes nothing', () => {
  it('is true when every detail and both totals are those stored (rates compared as numbers written alike)', () => {
    expect(alreadyStored(record, same, totals)).toBe(true);
  });
  it('is false when a detail or a total differs, or the record was never priced', () => {
    expect(alreadyStored(record, { ...same, downPaymentCents: 100_001 }, totals)).toBe(false);
    expect(alreadyStored(record, { ...same, rate: '6.9' }, totals)).toBe(false);
    expect(alreadyStored(record, { ...same, rate: null }, totals)).toBe(false);
    expect(alreadyStored(record, { ...same, postalCode: 'M5V 1A1' }, totals)).toBe(false);
    expect(alreadyStored(record, same, { ...totals, paymentCents: 61_235 })).toBe(false);
    expect(alreadyStored({ ...record, pricedAt: null }, same, totals)).toBe(false);
  });
});
