import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDeal } from './engine/parse-deal';
import { priceDeal } from './engine/price-deal';
import { defaultTaxTable } from './engine/tax-table';
import { assembleDeal, type PricingData } from './assemble-deal';
import type { PaymentMethod } from './engine/deal';
import type { FeeOrDiscount } from '../fees/fee-or-discount';
import { aFee } from '../fees/testing/fee-fixtures';
import { cents } from '../shared/money';
import { defaultPaymentSettings } from './payment-settings';
import type { AccessoryRecord, IncentiveRecord, LenderRecord, PaymentTypeRecord, ProtectionPlanRecord, RateRow } from './pricing-inputs';

// The assembly builds the engine's typed deal straight from the rows (cents, exact rates); the CLI
// reads the wire format with `parseDeal`. Over generated deals, the wire form of an assembled deal
// reads back as a deal that prices exactly the same, and no body makes the assembly throw.

const REGIONS: readonly (readonly [string, 'CA' | 'US'])[] = [['ON', 'CA'], ['QC', 'CA'], ['BC', 'CA'], ['AB', 'CA'], ['MB', 'CA'], ['VT', 'US'], ['NY', 'US'], ['TX', 'US']];
const oneOf = <T>(...values: T[]) => fc.constantFrom(...values);
/** Mostly true: most rows are usable, a few are not. */
const mostly = fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
/** A good value mostly, a bad one now and then. */
const usually = <A>(good: fc.Arbitrary<A>, bad: fc.Arbitrary<A>) => fc.oneof({ weight: 15, arbitrary: good }, { weight: 1, arbitrary: bad });
const name = fc.oneof({ weight: 12, arbitrary: oneOf('Admin fee', ' Padded name ', 'Frais') }, { weight: 1, arbitrary: oneOf('', '   ', 'x'.repeat(201)) });
const nameFr = fc.option(fc.oneof({ weight: 12, arbitrary: oneOf('Frais d\'administration', '', ' ') }, { weight: 1, arbitrary: fc.constant('y'.repeat(201)) }), { nil: undefined });
const amount = fc.oneof({ weight: 12, arbitrary: fc.integer({ min: 0, max: 500_000 }) }, { weight: 1, arbitrary: oneOf(-100, 0, 99_999_999_999, 100_000_000_000) });
const rateText = usually(oneOf('6.990000', '5.99', '0', '4.9', '0.00125', '0.0015000'), oneOf('35.5', '101'));

const feeArb = (id: number, kind: 'fee' | 'discount') => fc.record({
  name, nameFr: nameFr.map((n) => n ?? ''), amountCents: amount, taxability: fc.boolean(), includeByDefault: fc.boolean(), isCash: fc.boolean(),
  isFinance: fc.boolean(), isLease: fc.boolean(), capCost: fc.boolean(), residualize: fc.boolean(), taxInCap: fc.boolean(), applicableNew: fc.boolean(),
}).map((f): FeeOrDiscount => aFee({ ...f, id, kind, amountCents: cents(f.amountCents) }));

const incentiveArb = (id: number) => fc.record({
  name, nameFr, amountCents: amount, beforeTax: fc.boolean(), isCash: fc.boolean(), isFinance: fc.boolean(), isLease: fc.boolean(),
  isConditional: mostly.map((b) => !b), applicableNew: mostly, applicableUsed: mostly, active: mostly,
}).map((i): IncentiveRecord => {
  const { nameFr: fr, ...rest } = i;
  return { id, ...rest, ...(fr === undefined ? {} : { nameFr: fr }), make: null, model: null, yearFrom: null, yearTo: null, startsOn: null, endsOn: null };
});

const accessoryArb = (id: number) => fc.record({ name, nameFr, priceCents: amount, installationCents: amount, active: mostly })
  .map(({ nameFr: fr, ...a }): AccessoryRecord => ({ id, ...a, ...(fr === undefined ? {} : { nameFr: fr }) }));

const flags = fc.record({ gst: fc.boolean(), hst: fc.boolean(), pst: fc.boolean(), qst: fc.boolean() });
const planArb = (id: number) => fc.record({
  name, nameFr, active: mostly, kind: fc.constantFrom(null, 'service_contract' as const, 'gap' as const), taxes: flags, provinceTaxes: fc.option(flags, { nil: undefined }),
  paymentTypes: fc.oneof({ weight: 4, arbitrary: fc.constant(['cash', 'finance', 'lease']) }, { weight: 1, arbitrary: fc.subarray(['cash', 'finance', 'lease']) }),
  prices: fc.array(fc.record({ term: oneOf(12, 36, 48, 60, 84), distance: fc.option(oneOf(20_000, 100_000), { nil: null }), priceCents: amount }), { minLength: 1, maxLength: 4 }),
}).map(({ nameFr: fr, provinceTaxes, ...p }): ProtectionPlanRecord => ({
  id, ...p, ...(fr === undefined ? {} : { nameFr: fr }), provinceTaxes: provinceTaxes === undefined ? {} : { ON: provinceTaxes, QC: provinceTaxes },
  prices: p.prices.map((x) => ({ ...x, minVehiclePriceCents: null, maxVehiclePriceCents: null })),
}));

const rateRow = fc.record({
  termFrom: usually(oneOf(12, 24), oneOf(6)), termTo: usually(oneOf(60, 96), oneOf(120)), minCreditScore: fc.option(usually(oneOf(600, 700), oneOf(950)), { nil: null, freq: 2 }), rate: rateText,
})
  .map((r): RateRow => r);
const lenderArb = fc.option(fc.record({
  financeRates: fc.array(rateRow, { maxLength: 3 }), leaseRates: fc.array(rateRow, { maxLength: 3 }),
  residuals: fc.array(fc.record({
    term: usually(oneOf(36, 48, 60), oneOf(200)), distanceAllowance: fc.option(usually(oneOf(20_000), oneOf(0)), { nil: null }), residual: usually(oneOf('55.000000', '62', '55'), oneOf('0', '150')),
  }), { maxLength: 3 }),
}).map((l): LenderRecord => ({ id: 7, name: 'Bank', kind: 'bank', active: true, ...l })), { nil: null });

const dataArb = fc.record({
  method: oneOf<PaymentMethod>('cash', 'finance', 'lease'), region: oneOf(...REGIONS), term: fc.option(oneOf(36, 48, 60, 120), { nil: null }),
  rate: fc.option(rateText, { nil: null }), postalCode: fc.option(oneOf('M5V 2T6', 'H2X 1Y4', '', '05401'), { nil: null }),
  customerPostalCode: fc.option(oneOf('V6B 1A1', '90210'), { nil: null }), distanceAllowance: fc.option(oneOf(20_000, 24_000), { nil: null }),
  includeTax: fc.boolean(), price: fc.integer({ min: 500_000, max: 6_000_000 }), msrp: fc.option(fc.integer({ min: 500_000, max: 6_000_000 }), { nil: null }),
  condition: oneOf('New', 'Used'), options: oneOf(0, 150_000), hasVehicle: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  moneyFactor: fc.boolean(), exact: fc.boolean(), conditional: fc.boolean(), globals: fc.subarray([301, 302]),
  fees: fc.tuple(feeArb(101, 'fee'), feeArb(102, 'fee'), feeArb(103, 'discount')), incentives: fc.tuple(incentiveArb(301), incentiveArb(302), incentiveArb(303)),
  accessories: fc.tuple(accessoryArb(401), accessoryArb(402)), plans: fc.tuple(planArb(501), planArb(502)), lender: lenderArb,
  orderIds: fc.record({ incentives: fc.subarray([301, 303]), accessories: oneOf<number[]>([], [401], [401, 402]), install: oneOf<number[]>([], [], [401]), protections: fc.subarray([501]) }),
}).map((g): PricingData => {
  const record: PaymentTypeRecord = {
    id: 1, orderId: 10, method: g.method, isActive: true, includeTax: g.includeTax, term: g.term, rate: g.rate, paymentFrequency: 'monthly', creditScore: null,
    downPaymentCents: 0, distanceAllowance: g.distanceAllowance, tradeInType: 'none', tradeInCreditCents: 0, tradeInOwingCents: 0, postalCode: g.postalCode,
    lenderId: null, totalPurchasePriceCents: null, paymentCents: null, pricedAt: null,
  };
  return {
    record, dealershipId: 1, region: g.region[0], country: g.region[1], fees: g.fees, feeChoices: [], incentives: g.incentives, accessories: g.accessories, plans: g.plans,
    lender: g.lender, today: '2026-06-01',
    settings: { ...defaultPaymentSettings(1), leaseRateCalculationMethod: g.moneyFactor ? 'money_factor' : 'apr', frequencyMethod: g.exact ? 'exact' : 'factor', conditionalIncentivesEnabled: g.conditional, globalIncentives: g.globals },
    order: {
      id: 10, paymentType: g.method, optionsPriceCents: g.options, accessoryIds: g.orderIds.accessories, installAccessoryIds: g.orderIds.install,
      protectionIds: g.orderIds.protections, incentiveIds: g.orderIds.incentives, customerPostalCode: g.customerPostalCode,
      vehicle: g.hasVehicle ? { id: 5, year: 2025, make: 'Honda', model: 'Civic', condition: g.condition, stockStatus: 'I', bodyType: 'Sedan', priceCents: g.price, msrpCents: g.msrp } : null,
    },
  };
});

/** A body key: mostly left out, else a good value, now and then a bad one. */
const key = <A, B>(good: fc.Arbitrary<A>, bad: fc.Arbitrary<B>) => fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) }, { weight: 4, arbitrary: good }, { weight: 1, arbitrary: bad },
);
/** A key that names the deal's rows: rarer, and seldom bad (a bad one is answered alone, before any value is read). */
const rare = <A, B>(good: fc.Arbitrary<A>, bad: fc.Arbitrary<B>) => fc.oneof(
  { weight: 24, arbitrary: fc.constant(undefined) }, { weight: 6, arbitrary: good }, { weight: 1, arbitrary: bad },
);
const ids = (known: number[]) => rare(fc.subarray(known), oneOf<unknown>('all', [1.5], [999], null));
const body = {
  term: key(oneOf<unknown>(12, 36, 48, 60, 84, '60'), oneOf<unknown>(0, 97, 'sixty', null, '', 60.5)),
  down_payment: key(oneOf('1000.00', '2500', ' 12.5 ', '0'), oneOf<unknown>('-5', 100, '1.234', '9999999999', '999999.00', null, '')),
  payment_frequency: key(oneOf('monthly', 'biweekly', 'weekly', 'semimonthly'), oneOf<unknown>('daily', '', null)),
  distance_allowance: key(oneOf<unknown>(20_000, 24_000, '20000'), oneOf<unknown>(0, 600_000, 'far', null)),
  rate_overwritten: key(oneOf('6.99', '5.990', '0.00125', ' 4.9 ', ''), oneOf<unknown>('35.01', '101', '-5', null, 5)),
  credit_score: key(oneOf<unknown>('720', 720), oneOf<unknown>('abc', 250, null, '')),
  trade_in_type: key(oneOf('owned', 'leased', 'none'), oneOf<unknown>('x', '', null)),
  trade_in_credit: key(oneOf('5000.00', '0'), oneOf<unknown>('x', null)),
  trade_in_owing: key(oneOf('2000', '0.00'), oneOf<unknown>(-1, null)),
  postal_code: key(oneOf('M5V 2T6', 'H2X 1Y4', '05401', '', ' '), oneOf<unknown>('90210', null, 'X'.repeat(11), 12345)),
  include_tax: key(fc.boolean(), oneOf<unknown>('yes', null)),
  fees: ids([101, 102]), discounts: ids([103]), incentives: ids([301, 302, 303]), accessories: ids([401, 402]),
  install_accessories_ids: rare(oneOf<number[]>([], [401]), oneOf<unknown>([402], 'x')), protections: ids([501, 502]),
  options_code_list: key(oneOf(['A']), oneOf<unknown>('x')), options_price: key(oneOf('1500.00'), oneOf<unknown>('x', null)),
  order: rare(oneOf(10), oneOf<unknown>(11, null)), inventory: rare(oneOf(5), oneOf<unknown>(6, null)),
  method: rare(oneOf('cash', 'finance', 'lease'), oneOf<unknown>('x')), colour: rare(fc.constant(undefined), oneOf('red')),
};
const bodyArb = fc.record(body).map((b) => Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined)) as Readonly<Record<string, unknown>>);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** Every ratio in lowest terms: "5.990" and "5.99" are the same rate, written alike on the wire. */
function reduced(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reduced);
  if (typeof value !== 'object' || value === null) return value;
  const o = value as Record<string, unknown>;
  if (typeof o.num === 'number' && typeof o.den === 'number' && Object.keys(o).length === 2) {
    const g = gcd(o.num, o.den) || 1;
    return { num: o.num / g, den: o.den / g };
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, reduced(v)]));
}

describe('assembleDeal (typed) and the wire format', () => {
  it('writes a deal the engine reads back unchanged and prices the same', () => {
    fc.assert(fc.property(bodyArb, dataArb, (body, data) => {
      const assembled = assembleDeal(body, data);
      if (E.isLeft(assembled)) return;
      const read = parseDeal(assembled.right.raw, defaultTaxTable);
      expect(read).toEqual(E.right(expect.anything()));
      if (E.isLeft(read)) return;
      expect(reduced(read.right)).toEqual(reduced(assembled.right.deal));
      expect(reduced(priceDeal(read.right))).toEqual(reduced(priceDeal(assembled.right.deal)));
    }), { numRuns: 1500 });
  });

  it('answers every body with a deal or field errors, never a throw', () => {
    fc.assert(fc.property(bodyArb, dataArb, (body, data) => {
      const assembled = assembleDeal(body, data);
      expect(E.isRight(assembled) || Object.keys(assembled.left).length > 0).toBe(true);
    }), { numRuns: 500 });
  });
});
