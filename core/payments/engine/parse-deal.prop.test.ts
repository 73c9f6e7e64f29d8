import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { parseDeal } from './parse-deal';
import { priceDeal } from './price-deal';

const money = fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 })).map(([d, c]) => `${d}.${String(c).padStart(2, '0')}`);
const validDeal = fc.record({
  method: fc.constantFrom('cash', 'finance', 'lease'),
  province: fc.constantFrom('ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'VT', 'CA', 'TX'),
  vehicle_price: fc.integer({ min: 10_000, max: 150_000 }).map((d) => `${d}.00`),
  down_payment: money.filter((m) => Number(m) < 5_000),
  term: fc.integer({ min: 12, max: 96 }),
  rate: fc.integer({ min: 0, max: 2_000 }).map((n) => (n / 100).toFixed(2)),
  payment_frequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly'),
  residual: fc.integer({ min: 10, max: 50 }).map(String),
}).map((d) => ({ ...d, msrp: d.vehicle_price }));

describe('parseDeal properties', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (raw) => {
      const r = parseDeal(raw);
      expect(E.isLeft(r) || E.isRight(r)).toBe(true);
    }), { numRuns: 2_000 });
  });
  it('never throws on deals with any value in any known field', () => {
    const keys = ['method', 'province', 'vehicle_price', 'msrp', 'term', 'rate', 'fees', 'protections', 'lender', 'credit_score', 'trade_in_credit', 'residual', 'postal_code', 'incentives'];
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...keys), fc.anything()), (raw) => {
      const r = parseDeal(raw);
      expect(E.isLeft(r) || E.isRight(r)).toBe(true);
      if (E.isLeft(r)) for (const codes of Object.values(r.left)) expect(codes.length).toBeGreaterThan(0);
    }), { numRuns: 2_000 });
  });
  it('accepts valid deals, and prices them', () => {
    fc.assert(fc.property(validDeal, (raw) => {
      const r = parseDeal(raw);
      expect(E.isRight(r)).toBe(true);
      if (E.isRight(r)) expect(E.isRight(priceDeal(r.right))).toBe(true);
    }), { numRuns: 500 });
  });
  it('refuses any negative amount on its field', () => {
    fc.assert(fc.property(validDeal, fc.constantFrom('vehicle_price', 'down_payment', 'trade_in_credit', 'trade_in_owing', 'options_price'), money, (raw, field, m) => {
      const r = parseDeal({ ...raw, [field]: `-${m}` });
      expect(E.isLeft(r) && r.left[field]).toEqual(['money.negative']);
    }));
  });
});
