import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { parseDeal } from './parse-deal';
import { ratio } from './ratio';

const base = { method: 'finance', province: 'ON', vehicle_price: '35999.00', rate: '6.99', term: 60 };
const errorsOf = (raw: unknown) => {
  const r = parseDeal(raw);
  return E.isLeft(r) ? r.left : {};
};

describe('parseDeal', () => {
  it('reads a finance deal with defaults', () => {
    const r = parseDeal(base);
    expect(E.isRight(r)).toBe(true);
    if (E.isRight(r)) {
      expect(r.right.vehiclePrice).toBe(3_599_900);
      expect(r.right.rate).toEqual(ratio(699, 100));
      expect(r.right.paymentFrequency).toBe('monthly');
      expect(r.right.includeTax).toBe(true);
      expect(r.right.settings).toEqual({ frequencyMethod: 'factor', leaseRateMethod: 'apr' });
    }
  });
  it('refuses negative amounts, an unknown province, term 0, a rate over 100 % and strings for numbers, each on its field', () => {
    expect(errorsOf({ ...base, province: 'ZZ', down_payment: '-5.00', term: 0, rate: '100.01', trade_in_credit: 'abc' })).toEqual({
      province: ['province.unknown'], down_payment: ['money.negative'], term: ['term.out_of_range'], rate: ['rate.over_100'], trade_in_credit: ['money.invalid'],
    });
    expect(errorsOf({ ...base, term: 'sixty' })).toEqual({ term: ['term.not_a_number'] });
    expect(errorsOf({ ...base, term: 97 })).toEqual({ term: ['term.out_of_range'] });
    expect(errorsOf({ ...base, term: 11 })).toEqual({ term: ['term.out_of_range'] });
  });
  it('wants money as decimal strings with at most two decimals, never JSON numbers', () => {
    expect(errorsOf({ ...base, vehicle_price: 35999 })).toEqual({ vehicle_price: ['money.invalid'] });
    expect(errorsOf({ ...base, vehicle_price: '35999.999' })).toEqual({ vehicle_price: ['money.too_many_decimals'] });
    expect(errorsOf({ ...base, vehicle_price: '1234567890' })).toEqual({ vehicle_price: ['money.too_large'] });
    expect(errorsOf({ method: 'cash', province: 'ON' })).toEqual({ vehicle_price: ['required'] });
  });
  it('reports every bad item field by its path, and unknown keys', () => {
    expect(errorsOf({ ...base, fees: [{ name: 'Doc', amount: '499.00' }, { amount: '-1' }, 'x'], dowm_payment: '1.00' })).toEqual({
      'fees.1.name': ['required'], 'fees.1.amount': ['money.negative'], 'fees.2': ['item.invalid'], dowm_payment: ['field.unknown'],
    });
    expect(errorsOf({ ...base, fees: [{ name: 'Acq', amount: '1.00', residualize: true }] })).toEqual({ 'fees.0.residualize': ['residualize.requires_cap_cost'] });
  });
  it('reads an item\'s French name when it has one (blank: none), and refuses one that is not text', () => {
    const r = parseDeal({
      ...base, fees: [{ name: 'Doc', name_fr: ' Frais de dossier ', amount: '499.00' }, { name: 'Plate', name_fr: ' ', amount: '1.00' }],
      discounts: [{ name: 'Loyalty', name_fr: 'Fidélité', amount: '100.00' }], incentives: [{ name: 'Rebate', name_fr: 'Rabais', amount: '500.00' }],
      accessories: [{ name: 'Mats', name_fr: 'Tapis', price: '200.00' }], protections: [{ name: 'Tires', name_fr: 'Pneus', price: '300.00' }],
    });
    if (E.isLeft(r)) throw new Error(JSON.stringify(r.left));
    expect(r.right.fees.map((f) => f.nameFr)).toEqual(['Frais de dossier', undefined]);
    expect([r.right.discounts[0]?.nameFr, r.right.incentives[0]?.nameFr, r.right.accessories[0]?.nameFr, r.right.protections[0]?.nameFr]).toEqual(['Fidélité', 'Rabais', 'Tapis', 'Pneus']);
    expect(errorsOf({ ...base, fees: [{ name: 'Doc', name_fr: 7, amount: '-1' }] })).toEqual({ 'fees.0.name_fr': ['text.invalid'], 'fees.0.amount': ['money.negative'] });
  });
  it('checks the deal as a whole: a term for finance, an MSRP for a lease, no credit score in Canada, no disbursements in the USA', () => {
    expect(errorsOf({ method: 'lease', province: 'QC', vehicle_price: '1.00', credit_score: 700 })).toEqual({ term: ['required'], msrp: ['required'], credit_score: ['credit_score.not_in_canada'] });
    expect(errorsOf({ ...base, province: 'VT', credit_score: 720, lease_disbursements: [{ name: 'RDPRM', amount: '50.00' }] })).toEqual({ lease_disbursements: ['lease_disbursements.not_in_usa'] });
    expect(errorsOf({ ...base, credit_score: 250 })).toEqual({ credit_score: ['credit_score.invalid'] });
  });
  it("checks the postal code against the dealership's country", () => {
    expect(errorsOf({ ...base, postal_code: '05401' })).toEqual({ postal_code: ['postal_code.invalid'] });
    expect(errorsOf({ ...base, province: 'VT', postal_code: 'H2X 1Y4' })).toEqual({ postal_code: ['postal_code.invalid_zip'] });
  });
  it('takes a lease rate as a money factor under the money_factor method, and rate_overwritten over rate', () => {
    const r = parseDeal({ ...base, method: 'lease', msrp: '36000.00', residual: '55', rate: '0.0029125', lease_rate_calculation_method: 'money_factor' });
    expect(E.isRight(r) && r.right.rate).toEqual(ratio(29_125, 10_000_000));
    const o = parseDeal({ ...base, rate_overwritten: '4.5' });
    expect(E.isRight(o) && o.right.rate).toEqual(ratio(45, 10));
  });
  it('a trade-in with amounts and no type is an owned vehicle; "none" with amounts is refused', () => {
    const r = parseDeal({ ...base, trade_in_credit: '5000.00' });
    expect(E.isRight(r) && r.right.tradeIn.type).toBe('owned');
    expect(errorsOf({ ...base, trade_in_credit: '5000.00', trade_in_type: 'none' })).toEqual({ trade_in_type: ['trade_in_type.none_with_amounts'] });
  });
  it('reads plans by tax flags, and fees chosen or by default', () => {
    const r = parseDeal({
      ...base, protections: [{ name: 'Tire', price: '999.00', gst: true, qst: false }, { name: 'Warranty', price: '1.00' }],
      fees: [{ name: 'A', amount: '1.00', include_by_default: false }, { name: 'B', amount: '1.00', include_by_default: false, selected: true }],
    });
    expect(E.isRight(r) && r.right.protections.map((p) => p.taxes)).toEqual([['gst'], 'all']);
    expect(E.isRight(r) && r.right.fees.map((f) => f.included)).toEqual([false, true]);
  });
  it('reads a plan\'s kind (absent or null: other) and refuses one it does not know, at its key', () => {
    const r = parseDeal({ ...base, protections: [{ name: 'GAP', price: '1.00', kind: 'gap' }, { name: 'VSC', price: '1.00', kind: 'service_contract' }, { name: 'Tire', price: '1.00', kind: null }] });
    expect(E.isRight(r) && r.right.protections.map((p) => p.kind)).toEqual(['gap', 'service_contract', undefined]);
    expect(E.isRight(r) && 'kind' in (r.right.protections[2] ?? {})).toBe(false);
    expect(errorsOf({ ...base, protections: [{ name: 'Tire', price: '1.00' }, { name: 'X', price: '1.00', kind: 'warranty' }] })).toEqual({ 'protections.1.kind': ['text.invalid'] });
  });
  it('refuses what is not an object', () => {
    expect(errorsOf(null)).toEqual({ deal: ['deal.not_an_object'] });
    expect(errorsOf([base])).toEqual({ deal: ['deal.not_an_object'] });
  });
});
