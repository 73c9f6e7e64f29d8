import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type { Actor } from '../../access/actor';
import { DEALER_ROLES } from '../../access/role';
import { cents } from '../../shared/money';
import type { Deal, DealDiscount } from '../engine/deal';
import { paymentFrequencies } from '../engine/frequency';
import { priceDeal } from '../engine/price-deal';
import { defaultTaxTable } from '../engine/tax-table';
import { everyMethod, sampleDeal, sampleFee } from '../engine/testing/sample-deal';
import { frontGross, maySeeFrontGross } from './front-gross';

const discount = (amount: number, over: Partial<DealDiscount> = {}): DealDiscount => ({
  name: 'Store discount', amount: cents(amount), taxable: true, scope: everyMethod, included: true, ...over,
});
const quoteOf = (d: Deal) => {
  const q = priceDeal(d, defaultTaxTable);
  if (E.isLeft(q)) throw new Error(JSON.stringify(q.left));
  return q.right;
};

describe('front gross', () => {
  it('is the vehicle price less the store\'s discounts less the cost; fees, plans and accessories are not front gross', () => {
    const q = quoteOf(sampleDeal({
      vehiclePrice: cents(3_500_000), discounts: [discount(100_000)], fees: [sampleFee()],
      protections: [{ name: 'Plan', price: cents(150_000), taxes: 'all' }],
      accessories: [{ name: 'Mats', price: cents(20_000), installed: false, installation: cents(0) }],
    }));
    expect(frontGross(q, 3_100_000)).toEqual({ vehicleSellingPriceCents: 3_400_000, costCents: 3_100_000, grossCents: 300_000 });
  });

  it('is unknown (null) when the cost is not known, and may be negative', () => {
    const q = quoteOf(sampleDeal({ vehiclePrice: cents(2_000_000) }));
    expect(frontGross(q, null)).toEqual({ vehicleSellingPriceCents: 2_000_000, costCents: null, grossCents: null });
    expect(frontGross(q, 2_050_000).grossCents).toBe(-50_000);
  });

  it('leaves out a discount of another method', () => {
    const q = quoteOf(sampleDeal({ method: 'lease', discounts: [discount(50_000, { scope: { cash: true, finance: true, lease: false } })] }));
    expect(frontGross(q, 3_000_000).grossCents).toBe(500_000);
  });

  it('moves cent for cent with the selling price and not with the term, down payment, frequency or trade-in (any finance or lease deal)', () => {
    fc.assert(fc.property(
      fc.constantFrom<'finance' | 'lease'>('finance', 'lease'), fc.integer({ min: 1_500_000, max: 9_000_000 }), fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: 0, max: 9_000_000 }), fc.integer({ min: 12, max: 96 }), fc.integer({ min: 0, max: 500_000 }), fc.constantFrom(...paymentFrequencies),
      fc.integer({ min: 0, max: 400_000 }), fc.integer({ min: 0, max: 100_000 }),
      (method, price, raise, cost, term, down, paymentFrequency, credit, off) => {
        const base = sampleDeal({ method, vehiclePrice: cents(price), msrp: cents(price), discounts: off > 0 ? [discount(off)] : [], fees: [sampleFee()] });
        const a = priceDeal(base, defaultTaxTable);
        const b = priceDeal({
          ...base, vehiclePrice: cents(price + raise), term, downPayment: cents(down), paymentFrequency,
          tradeIn: { type: credit > 0 ? 'owned' : 'none', credit: cents(credit), owing: cents(0) },
        }, defaultTaxTable);
        fc.pre(E.isRight(a) && E.isRight(b));
        if (E.isLeft(a) || E.isLeft(b)) return;
        const ga = frontGross(a.right, cost);
        expect(ga.grossCents).toBe(price - off - cost);
        expect(frontGross(b.right, cost).grossCents).toBe(price + raise - off - cost);
        expect(frontGross(b.right, null).grossCents).toBeNull();
      },
    ));
  });
});

describe('who sees the front gross', () => {
  const actor = (over: Partial<Actor>): Actor => ({ role: null, isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false, ...over });
  it('managers, admins, organization roles and super admins; never a sales rep, a corporate user or a user without a role', () => {
    const seen = Object.fromEntries(DEALER_ROLES.map((role) => [role, maySeeFrontGross(actor({ role }))]));
    expect(seen).toEqual({
      dealer_sales_rep: false, dealer_sales_manager: true, dealer_admin: true, organization_assistant: true, organization_admin: true, super_admin: true,
    });
    expect(maySeeFrontGross(actor({ role: 'dealer_sales_manager', isCorporate: true }))).toBe(false);
    expect(maySeeFrontGross(actor({ role: null }))).toBe(false);
    expect(maySeeFrontGross(actor({ role: null, isSuperAdmin: true }))).toBe(true);
    expect(maySeeFrontGross(actor({ role: 'dealer_sales_rep', isSuperAdmin: true }))).toBe(true);
  });
});
