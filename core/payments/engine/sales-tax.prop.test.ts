import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../../shared/money';
import { salesTax, type TaxableLine } from './sales-tax';
import { defaultTaxTable } from './tax-table';

const codes = Object.keys(defaultTaxTable);
const line = fc.record({
  key: fc.string({ maxLength: 4 }),
  amount: fc.integer({ min: -500_000, max: 20_000_000 }).map(cents),
  taxClass: fc.constantFrom<'vehicle' | 'general'>('vehicle', 'general'),
}) as fc.Arbitrary<TaxableLine>;
const deal = fc.record({
  code: fc.constantFrom(...codes),
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  credit: fc.integer({ min: 0, max: 10_000_000 }),
  price: fc.integer({ min: 0, max: 30_000_000 }),
});

function run(d: { code: string; lines: readonly TaxableLine[]; credit: number; price: number }) {
  const jurisdiction = defaultTaxTable[d.code];
  if (jurisdiction === undefined) throw new Error(d.code);
  return salesTax(d.lines, { jurisdiction, tradeInCredit: cents(d.credit), vehiclePurchasePrice: cents(d.price) });
}

describe('sales tax properties', () => {
  it('allocations to the lines sum to each tax, and the taxes to the total', () => {
    fc.assert(fc.property(deal, (d) => {
      const r = run(d);
      for (const c of r.components) expect(c.allocations.reduce((a, x) => a + x.amount, 0)).toBe(c.amount);
      expect(r.components.reduce((a, c) => a + c.amount, 0)).toBe(r.total);
    }));
  });
  it('no tax is negative, and no base exceeds what was sold', () => {
    fc.assert(fc.property(deal, (d) => {
      const r = run(d);
      for (const c of r.components) {
        expect(c.amount).toBeGreaterThanOrEqual(0);
        expect(c.base).toBeGreaterThanOrEqual(0);
        expect(c.base).toBeLessThanOrEqual(Math.max(0, c.grossBase));
      }
    }));
  });
  it('a bigger trade-in never raises the tax', () => {
    fc.assert(fc.property(deal, fc.integer({ min: 0, max: 5_000_000 }), (d, more) => {
      expect(run({ ...d, credit: d.credit + more }).total).toBeLessThanOrEqual(run(d).total);
    }));
  });
  it('a taxable discount never raises the tax', () => {
    fc.assert(fc.property(deal, fc.integer({ min: 1, max: 5_000_000 }), (d, discount) => {
      const withDiscount = [...d.lines, { key: 'discount', amount: cents(-discount), taxClass: 'vehicle' as const }];
      expect(run({ ...d, lines: withDiscount }).total).toBeLessThanOrEqual(run(d).total);
    }));
  });
});
