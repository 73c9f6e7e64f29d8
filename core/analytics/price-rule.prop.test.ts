import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustedPrice, daysInStock, MAX_PRICE_CENTS, PRICE_ADJUSTMENTS, priceByRules, type PriceRule, type PricedVehicle } from './price-rule';

const vehicle: PricedVehicle = { make: 'Honda', model: 'Civic', year: 2022, condition: 'Used', arrivalDate: '2026-01-01', listingPriceCents: 2_000_000, msrpCents: 2_500_000, costCents: null };
const rule = (over: Partial<PriceRule> = {}): PriceRule => ({
  make: null, model: null, yearMin: null, yearMax: null, condition: null, daysMin: null, daysMax: null,
  base: 'listing', adjustment: 'discount_percent', value: 1_000, floorCents: null, ceilingCents: null, ...over,
});
const arbRule = fc.record({
  adjustment: fc.constantFrom(...PRICE_ADJUSTMENTS), value: fc.integer({ min: 0, max: 100_000 }),
  floorCents: fc.option(fc.integer({ min: 0, max: 5_000_000 })), ceilingCents: fc.option(fc.integer({ min: 5_000_000, max: 10_000_000 })),
});

describe('adjustedPrice', () => {
  it('rounds a percent once, half away from zero, to the cent', () => {
    expect(adjustedPrice(rule({ adjustment: 'markup_percent', value: 250 }), 1_999)).toBe(2_049); // 2048.975 → 2049
    expect(adjustedPrice(rule({ adjustment: 'discount_percent', value: 1_250 }), 1_004)).toBe(879); // 878.5 → 879
    expect(adjustedPrice(rule({ adjustment: 'discount_amount', value: 50_000 }), 40_000)).toBe(0);
  });

  it('stays within the floor, the ceiling, zero and the maximum, and is an integer of cents', () => {
    fc.assert(fc.property(arbRule, fc.integer({ min: 0, max: MAX_PRICE_CENTS }), (r, base) => {
      const price = adjustedPrice(r, base);
      expect(Number.isSafeInteger(price)).toBe(true);
      expect(price).toBeGreaterThanOrEqual(0);
      expect(price).toBeLessThanOrEqual(MAX_PRICE_CENTS);
      if (r.ceilingCents !== null) expect(price).toBeLessThanOrEqual(r.ceilingCents);
      if (r.floorCents !== null && (r.ceilingCents === null || r.floorCents <= r.ceilingCents)) expect(price).toBeGreaterThanOrEqual(Math.min(r.floorCents, MAX_PRICE_CENTS));
    }));
  });

  it('a markup never lowers and a discount never raises the price (without bounds)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 50_000_000 }), (value, base) => {
      expect(adjustedPrice(rule({ adjustment: 'markup_percent', value }), base)).toBeGreaterThanOrEqual(base);
      expect(adjustedPrice(rule({ adjustment: 'discount_percent', value }), base)).toBeLessThanOrEqual(base);
      expect(adjustedPrice(rule({ adjustment: 'markup_amount', value }), base)).toBe(base + value);
    }));
  });
});

describe('priceByRules', () => {
  it('takes the first rule that matches, in the profile order', () => {
    const rules = [rule({ make: 'Toyota', value: 500 }), rule({ make: 'honda ', value: 1_000 }), rule({ value: 2_000 })];
    expect(priceByRules(rules, vehicle, '2026-02-01')).toEqual({ ruleIndex: 1, priceCents: 1_800_000 });
    expect(priceByRules([rule({ make: 'Toyota' })], vehicle, '2026-02-01')).toBeNull();
  });

  it('reads years and days in stock inclusively, and skips a rule whose base the vehicle lacks', () => {
    expect(priceByRules([rule({ yearMin: 2022, yearMax: 2022, daysMin: 31, daysMax: 31 })], vehicle, '2026-02-01')?.ruleIndex).toBe(0);
    expect(priceByRules([rule({ daysMin: 32 })], vehicle, '2026-02-01')).toBeNull();
    expect(priceByRules([rule({ base: 'cost' }), rule({ base: 'msrp', adjustment: 'discount_amount', value: 100_000 })], vehicle, '2026-02-01'))
      .toEqual({ ruleIndex: 1, priceCents: 2_400_000 });
  });

  it('never throws, and a price it sets is within bounds', () => {
    const arbVehicle = fc.record({
      make: fc.constantFrom('Honda', 'Toyota'), model: fc.constantFrom('Civic', 'RAV4'), year: fc.integer({ min: 2000, max: 2027 }),
      condition: fc.constantFrom('New' as const, 'Used' as const), arrivalDate: fc.constantFrom('2025-01-01', '2026-01-31', '2027-01-01'),
      listingPriceCents: fc.integer({ min: 0, max: 20_000_000 }), msrpCents: fc.option(fc.integer({ min: 0, max: 20_000_000 })), costCents: fc.option(fc.integer({ min: 0, max: 20_000_000 })),
    });
    fc.assert(fc.property(fc.array(arbRule.map((r) => rule(r)), { maxLength: 5 }), arbVehicle, (rules, v) => {
      const priced = priceByRules(rules, v, '2026-02-01');
      if (priced !== null) expect(priced.priceCents).toBeLessThanOrEqual(MAX_PRICE_CENTS);
      expect(priced === null || priced.ruleIndex < rules.length).toBe(true);
    }));
  });

  it('counts whole UTC days in stock, never negative', () => {
    expect(daysInStock('2026-01-01', '2026-01-01')).toBe(0);
    expect(daysInStock('2026-01-01', '2026-03-01')).toBe(59);
    expect(daysInStock('2027-01-01', '2026-03-01')).toBe(0);
  });
});
