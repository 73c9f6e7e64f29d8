import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { parseDeal } from './parse-deal';
import { priceDeal } from './price-deal';
import { defaultTaxTable } from './tax-table';

// Issue 10.2: over the whole input space of the wire format (every method, region, amount up to
// the format's $999,999,999.99, rate up to its ceiling, every list), a deal is either refused
// with field errors or priced with no negative total, payment, amount financed or capitalized
// cost — and pricing never throws.

const cents = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 20_000_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 99_999_999_999 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, 99_999_900, 99_999_999_999) },
);
const money = cents.map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
const decimal = (maxHundredths: number) => fc.integer({ min: 0, max: maxHundredths }).map((n) => (n / 100).toFixed(2));
const scope = { is_cash: fc.boolean(), is_finance: fc.boolean(), is_lease: fc.boolean() };
const name = fc.constantFrom('A', 'Item');

const fee = fc.record({ name, amount: money, taxability: fc.boolean(), cap_cost: fc.boolean(), tax_in_cap: fc.boolean(), selected: fc.boolean(), ...scope });
const discount = fc.record({ name, amount: money, taxability: fc.boolean(), ...scope });
const incentive = fc.record({ name, amount: money, before_tax: fc.boolean(), ...scope });
const accessory = fc.record({ name, price: money, installation: money, installed: fc.boolean() });
const protection = fc.record({ name, price: money, taxability: fc.boolean() });
const disbursement = fc.record({ name, amount: money, cap_cost: fc.boolean() });
const apr = decimal(10_000);
const moneyFactor = fc.integer({ min: 0, max: 41_666 }).map((n) => (n / 1_000_000).toFixed(6));
const rateRow = fc.record({ term_from: fc.constant(12), term_to: fc.constant(96), apr: decimal(4_000), factor: moneyFactor });
const programs = fc.record({
  finance_rates: fc.array(rateRow, { maxLength: 2 }),
  lease_rates: fc.array(rateRow, { maxLength: 2 }),
  residuals: fc.array(fc.record({ term: fc.integer({ min: 12, max: 96 }), residual: decimal(10_000).filter((r) => r !== '0.00') }), { maxLength: 2 }),
});
const postalCodes = { CA: ['H2X 1Y4', 'M5V 2T6', 'V6B 1A1', 'T2P 1J9', 'X0A 0H0', 'B3H 1A1'], US: ['05401', '90210'] } as const;

/** Any deal the format accepts field by field; the few cross-field rules (a postal code of the country, no lease disbursements in the USA) are respected so that most deals reach the engine. */
const wireDeal = fc.record({
  method: fc.constantFrom('cash', 'finance', 'lease'),
  province: fc.constantFrom(...Object.keys(defaultTaxTable)),
  postal: fc.option(fc.nat(5)),
  vehicle_price: money,
  msrp: fc.option(money, { nil: undefined }),
  options_price: fc.option(money, { nil: undefined }),
  fees: fc.array(fee, { maxLength: 3 }),
  discounts: fc.array(discount, { maxLength: 3 }),
  incentives: fc.array(incentive, { maxLength: 3 }),
  accessories: fc.array(accessory, { maxLength: 2 }),
  protections: fc.array(protection, { maxLength: 2 }),
  lease_disbursements: fc.array(disbursement, { maxLength: 1 }),
  trade_in_type: fc.constantFrom('none', 'owned', 'leased'),
  trade_in_credit: money,
  trade_in_owing: money,
  down_payment: money,
  term: fc.integer({ min: 12, max: 96 }),
  apr: fc.option(apr, { nil: undefined }),
  factor: moneyFactor,
  payment_frequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly'),
  payment_frequency_method: fc.constantFrom('factor', 'exact'),
  include_tax: fc.boolean(),
  residual: fc.option(decimal(10_000).filter((r) => r !== '0.00'), { nil: undefined }),
  lease_rate_calculation_method: fc.constantFrom('apr', 'money_factor'),
  lender: fc.option(programs, { nil: undefined }),
}).map(({ postal, apr: aprText, factor, lender, ...d }) => {
  const country = defaultTaxTable[d.province]?.country ?? 'CA';
  const factors = d.lease_rate_calculation_method === 'money_factor';
  const codes = postalCodes[country];
  const none = d.trade_in_type === 'none';
  return Object.fromEntries(Object.entries({
    ...d,
    postal_code: postal === null ? undefined : codes[postal % codes.length],
    lease_disbursements: country === 'US' ? [] : d.lease_disbursements,
    trade_in_credit: none ? '0.00' : d.trade_in_credit,
    trade_in_owing: none ? '0.00' : d.trade_in_owing,
    rate: aprText === undefined ? undefined : factors && d.method === 'lease' ? factor : aprText,
    lender: lender === undefined ? undefined : {
      finance_rates: lender.finance_rates.map((r) => ({ term_from: r.term_from, term_to: r.term_to, rate: r.apr })),
      lease_rates: lender.lease_rates.map((r) => ({ term_from: r.term_from, term_to: r.term_to, rate: factors ? r.factor : r.apr })),
      residuals: lender.residuals,
    },
  }).filter(([, v]) => v !== undefined));
});

describe('no priced deal owes a negative amount', () => {
  it('every deal of the wire format is refused by field or priced with totals, payments and amounts financed ≥ 0', () => {
    let priced = 0;
    fc.assert(fc.property(wireDeal, (raw) => {
      const parsed = parseDeal(raw);
      if (E.isLeft(parsed)) return;
      const result = priceDeal(parsed.right);
      if (E.isLeft(result)) {
        for (const codes of Object.values(result.left)) expect(codes.length).toBeGreaterThan(0);
        return;
      }
      priced += 1;
      const q = result.right;
      for (const value of [q.payment, q.totalDue, q.amountFinanced, q.capitalizedCost, q.dueAtSigning, q.residual, q.totalTaxes]) {
        if (value !== null) expect(value).toBeGreaterThanOrEqual(0);
      }
      for (const l of q.breakdown) expect(Number.isSafeInteger(l.amount)).toBe(true);
    }), { numRuns: 3_000 });
    // The generator reaches priced deals, not only refusals.
    expect(priced).toBeGreaterThan(600);
  });
});
