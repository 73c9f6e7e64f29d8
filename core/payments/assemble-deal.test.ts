import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { parseDeal } from './engine/parse-deal';
import { priceDeal } from './engine/price-deal';
import { applicableFees } from '../fees/applicable-fees';
import { assembleDeal, dealFactsOf, planPrice, type PricingData } from './assemble-deal';
import type { FeeOrDiscount } from '../fees/fee-or-discount';
import { defaultPaymentSettings } from './payment-settings';
import type { IncentiveRecord, PaymentTypeRecord, ProtectionPlanRecord } from './pricing-inputs';
import { taxTableOf } from './province-tax';
import { aFee } from '../fees/testing/fee-fixtures';

const record: PaymentTypeRecord = {
  id: 1, orderId: 10, method: 'finance', isActive: true, includeTax: true, term: 60, rate: null, paymentFrequency: 'monthly', creditScore: null,
  downPaymentCents: 0, distanceAllowance: null, tradeInType: 'none', tradeInCreditCents: 0, tradeInOwingCents: 0, postalCode: null, lenderId: null,
  totalPurchasePriceCents: null, paymentCents: null, pricedAt: null,
};

const fee = (id: number, name: string, extra: Partial<FeeOrDiscount> = {}): FeeOrDiscount => aFee({ id, name, amountCents: 50_000 as FeeOrDiscount['amountCents'], sortOrder: id, ...extra });

const incentive = (id: number, name: string, extra: Partial<IncentiveRecord> = {}): IncentiveRecord => ({
  id, name, amountCents: 100_000, beforeTax: false, isCash: true, isFinance: true, isLease: true, isConditional: false, applicableNew: true,
  applicableUsed: false, make: null, model: null, yearFrom: null, yearTo: null, startsOn: null, endsOn: null, active: true, ...extra,
});

const plan = (id: number, name: string, extra: Partial<ProtectionPlanRecord> = {}): ProtectionPlanRecord => ({
  id, name, paymentTypes: ['cash', 'finance', 'lease'], active: true, kind: null, taxes: { gst: false, hst: true, pst: false, qst: false }, provinceTaxes: {},
  prices: [
    { term: 36, distance: null, priceCents: 120_000, minVehiclePriceCents: null, maxVehiclePriceCents: null },
    { term: 60, distance: 100_000, priceCents: 150_000, minVehiclePriceCents: null, maxVehiclePriceCents: null },
    { term: 60, distance: null, priceCents: 180_000, minVehiclePriceCents: null, maxVehiclePriceCents: null },
  ],
  ...extra,
});

const data = (extra: Partial<PricingData> = {}): PricingData => ({
  record,
  order: {
    id: 10, paymentType: 'finance', optionsPriceCents: 0, accessoryIds: [], installAccessoryIds: [], protectionIds: [], incentiveIds: [], customerPostalCode: null,
    vehicle: { id: 5, year: 2025, make: 'Honda', model: 'Civic', condition: 'New', stockStatus: 'I', bodyType: 'Sedan', priceCents: 3_000_000, msrpCents: 3_100_000 },
  },
  dealershipId: 1, region: 'ON', country: 'CA',
  settings: { ...defaultPaymentSettings(1) },
  fees: [], feeChoices: [], incentives: [], accessories: [], plans: [],
  lender: { id: 7, name: 'Bank', kind: 'bank', active: true, financeRates: [{ termFrom: 12, termTo: 96, minCreditScore: null, rate: '6.990000' }], leaseRates: [], residuals: [] },
  today: '2026-06-01',
  ...extra,
});

const raw = (body: Record<string, unknown>, d: PricingData) => {
  const r = assembleDeal(body, d);
  if (E.isLeft(r)) throw new Error(JSON.stringify(r.left));
  return r.right.raw as Record<string, unknown> & { fees: { name: string }[]; discounts: { name: string }[]; incentives: { name: string }[]; protections: { name: string; price: string }[] };
};

describe('assembleDeal', () => {
  it('prices with the stored lender rate, the record\'s term and the vehicle', () => {
    const assembled = raw({}, data());
    const deal = parseDeal(assembled);
    expect(E.isRight(deal)).toBe(true);
    if (E.isLeft(deal)) return;
    const quote = priceDeal(deal.right);
    expect(E.isRight(quote) && quote.right).toMatchObject({ method: 'finance', term: 60, apr: { num: 699, den: 100 }, sellingPrice: 3_000_000 });
  });

  it('carries the fees the one rule carries: included on the order and applicable to the method and vehicle', () => {
    const fees = [
      fee(1, 'On for all', { includeByDefault: true }),
      fee(2, 'Lease only', { includeByDefault: true, isFinance: false }),
      fee(3, 'Used only', { includeByDefault: true, applicableNew: false }),
      fee(4, 'Not for vehicles in stock', { includeByDefault: true, isInStock: false }),
      fee(5, 'Not by default'),
      fee(6, 'Added to the order'),
      fee(7, 'Default taken off', { includeByDefault: true }),
      fee(8, 'Custom row', { scope: 'custom', orderId: 10 }),
      fee(9, 'Discount', { kind: 'discount', includeByDefault: true }),
      fee(10, 'Another order\'s custom row', { scope: 'custom', orderId: 11 }),
      fee(11, 'Another dealership\'s', { dealershipId: 2, includeByDefault: true }),
      fee(12, 'SUVs only', { includeByDefault: true, vehicleTypes: ['SUV'] }),
    ];
    const feeChoices = [{ orderId: 10, feeId: 6, included: true }, { orderId: 10, feeId: 7, included: false }, { orderId: 11, feeId: 5, included: true }];
    const r = raw({}, data({ fees, feeChoices }));
    expect(r.fees.map((f) => f.name)).toEqual(['On for all', 'Added to the order', 'Custom row']);
    expect(r.discounts.map((f) => f.name)).toEqual(['Discount']);
    const deal = parseDeal(r);
    const quote = E.isRight(deal) ? priceDeal(deal.right) : null;
    const labels = quote !== null && E.isRight(quote) ? quote.right.breakdown.map((l) => l.label) : [];
    expect(labels).toContain('On for all');
    expect(labels).not.toContain('Lease only');
  });

  it('carries a stock-status R (reserved) vehicle\'s fees by the in-stock flag, as the fees screen does', () => {
    const fees = [fee(1, 'In stock only', { includeByDefault: true, isDemo: false }), fee(2, 'Not in stock', { includeByDefault: true, isInStock: false })];
    const base = data();
    const vehicle = { ...base.order.vehicle!, stockStatus: 'R' };
    const r = raw({}, data({ fees, order: { ...base.order, vehicle } }));
    expect(r.fees.map((f) => f.name)).toEqual(['In stock only']);
  });

  it('agrees with applicableFees for every method, condition and stock status', () => {
    const fees = [
      fee(1, 'Cash', { includeByDefault: true, isFinance: false, isLease: false }), fee(2, 'Finance', { includeByDefault: true, isCash: false, isLease: false }),
      fee(3, 'New', { includeByDefault: true, applicableUsed: false, applicableCpo: false }), fee(4, 'Used', { includeByDefault: true, applicableNew: false }),
      fee(5, 'Demo', { includeByDefault: true, isInStock: false, isPending: false, isInTransit: false, isVirtual: false, isAsIs: false }),
      fee(6, 'Transit', { includeByDefault: true, isDemo: false, isInStock: false }), fee(7, 'Sedan', { includeByDefault: true, vehicleTypes: ['Sedan'] }),
    ];
    const base = data();
    for (const method of ['cash', 'finance', 'lease'] as const) {
      for (const condition of ['New', 'Used']) {
        for (const stockStatus of ['I', 'T', 'D', 'P', 'S', 'V', 'R', 'U', 'As-is']) {
          const order = { ...base.order, vehicle: { ...base.order.vehicle!, condition, stockStatus, bodyType: 'SUV' } };
          const d = data({ fees, order, record: { ...record, method, term: method === 'cash' ? null : 48 } });
          const r = raw({}, d);
          expect(r.fees.map((f) => f.name)).toEqual(applicableFees(fees, [], dealFactsOf(order, 1, method)).map((f) => f.name));
        }
      }
    }
  });

  it('takes the body\'s selection over the order\'s, and refuses ids that are not candidates', () => {
    const fees = [fee(1, 'A', { includeByDefault: true }), fee(5, 'B'), fee(6, 'C', { scope: 'custom', orderId: 11 }), fee(7, 'D', { isFinance: false })];
    expect(raw({ fees: [5, 7] }, data({ fees })).fees.map((f) => f.name)).toEqual(['B']);
    expect(assembleDeal({ fees: [5, 42, 6] }, data({ fees }))).toEqual(E.left({ 'fees.1': ['item.invalid'], 'fees.2': ['item.invalid'] }));
  });

  it('adds incentives that apply to the vehicle, conditional ones only when enabled, and the global ones', () => {
    const incentives = [
      incentive(1, 'Honda cash', { make: 'honda' }), incentive(2, 'Toyota cash', { make: 'Toyota' }), incentive(3, 'Loyalty', { isConditional: true }),
      incentive(4, 'Expired', { endsOn: '2026-01-01' }), incentive(5, 'Global'),
    ];
    const settings = { ...defaultPaymentSettings(1), globalIncentives: [5] };
    expect(raw({ incentives: [1] }, data({ incentives, settings })).incentives.map((i) => i.name)).toEqual(['Honda cash', 'Global']);
    expect(assembleDeal({ incentives: [2, 3, 4] }, data({ incentives, settings }))).toEqual(E.left({
      'incentives.0': ['item.invalid'], 'incentives.1': ['item.invalid'], 'incentives.2': ['item.invalid'],
    }));
    const enabled = { ...settings, conditionalIncentivesEnabled: true };
    expect(raw({ incentives: [3] }, data({ incentives, settings: enabled })).incentives.map((i) => i.name)).toEqual(['Loyalty', 'Global']);
  });

  it('prices protection plans by the deal\'s term (12 months for cash), unlimited distance first, with the province\'s taxes', () => {
    const plans = [plan(1, 'Extended warranty', { provinceTaxes: { ON: { gst: false, hst: false, pst: false, qst: false } } })];
    const r = raw({ protections: [1], term: 60 }, data({ plans }));
    expect(r.protections).toEqual([{ name: 'Extended warranty', price: '1800.00', gst: false, hst: false, pst: false, qst: false }]);
    expect(planPrice(plans[0]!, 36, 3_000_000)).toBe(120_000);
    expect(planPrice(plans[0]!, 48, 3_000_000)).toBe(120_000); // the longest shorter term
    expect(planPrice(plans[0]!, null, 3_000_000)).toBe(120_000); // 12 months: the shortest there is
    expect(assembleDeal({ protections: [2] }, data({ plans }))).toEqual(E.left({ 'protections.0': ['item.invalid'] }));
  });

  it('gives the engine the French names the dealership gave, and the quote labels those lines with them', () => {
    const plans = [plan(1, 'Extended warranty', { nameFr: 'Garantie prolongée' }), plan(2, 'Tire care')];
    const r = raw({ protections: [1, 2], term: 60 }, data({ plans }));
    expect(r.protections.map((p) => p.name)).toEqual(['Extended warranty', 'Tire care']);
    const deal = parseDeal(r);
    const quote = E.isRight(deal) ? priceDeal(deal.right) : null;
    const lines = quote !== null && E.isRight(quote) ? quote.right.breakdown.filter((l) => l.code === 'protection') : [];
    expect(lines.map((l) => [l.label, l.labelFr])).toEqual([['Extended warranty', 'Garantie prolongée'], ['Tire care', undefined]]);
  });

  it('refuses unknown keys and a body naming another order', () => {
    expect(assembleDeal({ colour: 'red', order: 11 }, data())).toEqual(E.left({ colour: ['field.unknown'], order: ['item.invalid'] }));
  });

  it('ignores credit-score tiers of a Canadian program', () => {
    const lender = { id: 7, name: 'B', kind: 'bank' as const, active: true, financeRates: [
      { termFrom: 12, termTo: 96, minCreditScore: 700, rate: '3' }, { termFrom: 12, termTo: 96, minCreditScore: null, rate: '7' },
    ], leaseRates: [], residuals: [] };
    const r = raw({}, data({ lender }));
    expect((r.lender as { finance_rates: unknown[] }).finance_rates).toEqual([{ term_from: 12, term_to: 96, min_credit_score: null, rate: '7' }]);
  });
});

describe('taxTableOf', () => {
  it('applies the stored rates over the built-in table, keeping the rules of an unchanged rate', () => {
    const table = taxTableOf([{ region: 'ON', country: 'CA', gst: '0', pst: '0', hst: '15.000000', qst: '0', state: '0', source: '', updatedAt: null }]);
    expect(table.ON?.components).toEqual([{ component: 'hst', percent: { num: 15, den: 1 }, tradeInCredit: true }]);
    expect(table.QC).toBeDefined();
  });
});
