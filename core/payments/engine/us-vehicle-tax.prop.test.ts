import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { cents } from '../../shared/money';
import { priceDeal } from './price-deal';
import { ratio } from './ratio';
import { sampleDeal, sampleFee } from './testing/sample-deal';
import { usVehicleTaxRows } from './us-state-tax-table';
import type { Deal, LocalTaxRate } from './deal';

const STATES = usVehicleTaxRows.map((r) => r.code);
const state = fc.constantFrom(...STATES);
const localRate = fc.option(fc.integer({ min: 1, max: 500 }), { nil: null });
/** New, or used with a book value (cents) or none. */
const vehicle = fc.oneof(
  fc.constant<Partial<Deal>>({ vehicleCondition: 'new', bookValue: null }),
  fc.option(fc.integer({ min: 0, max: 15_000_000 }), { nil: null }).map((book): Partial<Deal> => ({ vehicleCondition: 'used', bookValue: book === null ? null : cents(book) })),
);

function cashTaxes(over: Partial<Deal>) {
  const q = priceDeal(sampleDeal({ method: 'cash', fees: [sampleFee({ amount: cents(49_900) })], ...over }));
  return E.isLeft(q) ? null : q.right;
}
const traded = (credit: number): Deal['tradeIn'] => ({ type: credit > 0 ? 'owned' : 'none', credit: cents(credit), owing: cents(0) });
const local = (hundredths: number | null): LocalTaxRate | null => (hundredths === null ? null : { percent: ratio(hundredths, 100), zipPrefix: '9', effectiveFrom: '2025-01-01' });

describe('the US table', () => {
  it('has the 50 states and DC once each, every row with its source, its lease source and its tax names in EN and FR', () => {
    expect(new Set(STATES).size).toBe(51);
    expect(STATES).toHaveLength(51);
    for (const row of usVehicleTaxRows) {
      expect(row.sources.length, row.code).toBeGreaterThan(0);
      expect(row.sources.every((s) => s.length > 20), row.code).toBe(true);
      expect(row.leaseSource.length, row.code).toBeGreaterThan(10);
      for (const t of row.taxes) expect(t.en.length > 0 && t.fr.length > 0 && t.en !== t.fr, `${row.code} ${t.en}`).toBe(true);
      expect(row.itemSource.length, `${row.code} item source`).toBeGreaterThan(20);
      if (row.used !== undefined) expect(row.used.source.length, `${row.code} used source`).toBeGreaterThan(20);
    }
  });
});

describe('US vehicle taxes, properties', () => {
  it('a larger trade-in never raises the tax, in any state, new or used, with or without a local rate', () => {
    fc.assert(fc.property(state, fc.integer({ min: 100_000, max: 12_000_000 }), fc.integer({ min: 0, max: 3_000_000 }), fc.integer({ min: 0, max: 3_000_000 }), localRate, vehicle,
      (region, price, a, b, rate, condition) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const less = cashTaxes({ region, vehiclePrice: cents(price), tradeIn: traded(small), localTax: local(rate), ...condition });
        const more = cashTaxes({ region, vehiclePrice: cents(price), tradeIn: traded(large), localTax: local(rate), ...condition });
        if (less === null || more === null) return; // a trade-in worth more than the price: refused
        expect(more.totalTaxes).toBeLessThanOrEqual(less.totalTaxes);
      }), { numRuns: 500 });
  });
  it('South Carolina never charges more than $500; Virginia never less than $75 on a sale, new or used', () => {
    fc.assert(fc.property(fc.integer({ min: 100, max: 20_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), vehicle, (price, trade, condition) => {
      const sc = cashTaxes({ region: 'SC', vehiclePrice: cents(price), fees: [], tradeIn: traded(Math.min(trade, price)), ...condition });
      if (sc !== null) expect(sc.totalTaxes).toBeLessThanOrEqual(50_000);
      const va = cashTaxes({ region: 'VA', vehiclePrice: cents(price), fees: [], tradeIn: traded(Math.min(trade, price)), ...condition });
      if (va !== null) expect(va.totalTaxes).toBeGreaterThanOrEqual(7_500);
    }), { numRuns: 300 });
  });
  it("Illinois' trade-in saves at most $10,000 × 6.25 %; Florida's and Tennessee's local rates stop at $5,000 and $1,600", () => {
    fc.assert(fc.property(fc.integer({ min: 1_000_000, max: 15_000_000 }), fc.integer({ min: 0, max: 900_000 }), fc.integer({ min: 1, max: 300 }), (price, trade, rate) => {
      const il0 = cashTaxes({ region: 'IL', vehiclePrice: cents(price) });
      const il = cashTaxes({ region: 'IL', vehiclePrice: cents(price), tradeIn: traded(trade) });
      if (il0 !== null && il !== null) expect(il0.totalTaxes - il.totalTaxes).toBeLessThanOrEqual(62_500);
      for (const [region, cap] of [['FL', 500_000], ['TN', 160_000]] as const) {
        const q = cashTaxes({ region, vehiclePrice: cents(price), localTax: local(rate) });
        const localTax = q?.taxes.find((t) => t.component === 'local')?.amount ?? 0;
        expect(localTax).toBeLessThanOrEqual(Math.ceil((cap * rate) / 10_000));
        expect(localTax).toBeGreaterThan(0);
      }
    }), { numRuns: 300 });
  });
  it('the state and local parts are apart: the local line only when the store has a rate and the state allows local tax on vehicles', () => {
    fc.assert(fc.property(state, localRate, (region, rate) => {
      const q = cashTaxes({ region, localTax: local(rate) });
      if (q === null) return;
      const row = usVehicleTaxRows.find((r) => r.code === region);
      const hasLocal = q.taxes.some((t) => t.component === 'local');
      expect(hasLocal).toBe(rate !== null && row?.local === true);
      const note = q.breakdown.find((l) => l.code === 'local_tax_rate' || l.code === 'state_rate_only');
      expect(note?.code).toBe(hasLocal ? 'local_tax_rate' : 'state_rate_only');
    }), { numRuns: 300 });
  });
  it('a used vehicle: a book value never lowers the tax; Oregon charges none; Arkansas none under $4,000; Oklahoma at least $20 and 1.25 %', () => {
    fc.assert(fc.property(state, fc.integer({ min: 100, max: 12_000_000 }), fc.integer({ min: 0, max: 15_000_000 }), fc.integer({ min: 0, max: 3_000_000 }),
      (region, price, book, trade) => {
        const used = (bookValue: number | null, over: Partial<Deal> = {}) => cashTaxes({ region, vehiclePrice: cents(price), fees: [], tradeIn: traded(Math.min(trade, price)), vehicleCondition: 'used', bookValue: bookValue === null ? null : cents(bookValue), ...over });
        const without = used(null);
        const withBook = used(book);
        if (without === null || withBook === null) return;
        expect(withBook.totalTaxes).toBeGreaterThanOrEqual(without.totalTaxes);
        const or = used(book, { region: 'OR' });
        if (or !== null) expect(or.totalTaxes).toBe(0);
        const ar = used(null, { region: 'AR' });
        if (ar !== null && price < 400_000) expect(ar.totalTaxes).toBe(0);
        const ok = used(null, { region: 'OK', tradeIn: traded(0) });
        if (ok !== null) expect(ok.totalTaxes).toBeGreaterThanOrEqual(2_000 + Math.floor((price * 125) / 10_000));
      }), { numRuns: 300 });
  });
});
