import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { cents } from '../../shared/money';
import type { Deal } from '../engine/deal';
import { paymentFrequencies } from '../engine/frequency';
import { priceDeal } from '../engine/price-deal';
import { ratio } from '../engine/ratio';
import { defaultTaxTable } from '../engine/tax-table';
import { sampleDeal, sampleFee } from '../engine/testing/sample-deal';
import type { DeskPricer, DeskVariant } from './desk-pricer';
import { deskingGrid } from './desking-grid';
import { solveTargetPayment } from './target-payment';

const regions = Object.keys(defaultTaxTable);

/** Finance and lease deals of every region and frequency, with a fee, a plan and a trade-in. */
const deal: fc.Arbitrary<Deal> = fc.record({
  method: fc.constantFrom<'finance' | 'lease'>('finance', 'lease'),
  region: fc.constantFrom(...regions),
  vehiclePrice: fc.integer({ min: 1_500_000, max: 12_000_000 }),
  fee: fc.integer({ min: 0, max: 100_000 }),
  plan: fc.integer({ min: 0, max: 300_000 }),
  credit: fc.integer({ min: 0, max: 500_000 }),
  term: fc.integer({ min: 12, max: 96 }),
  paymentFrequency: fc.constantFrom(...paymentFrequencies),
  frequencyMethod: fc.constantFrom<'factor' | 'exact'>('factor', 'exact'),
  aprHundredths: fc.integer({ min: 0, max: 2_000 }),
  residual: fc.integer({ min: 10, max: 45 }),
  includeTax: fc.boolean(),
}).map((d) => sampleDeal({
  method: d.method, region: d.region, vehiclePrice: cents(d.vehiclePrice), msrp: cents(d.vehiclePrice), optionsPrice: cents(0),
  fees: d.fee > 0 ? [sampleFee({ amount: cents(d.fee) })] : [],
  protections: d.plan > 0 ? [{ name: 'Plan', price: cents(d.plan), taxes: 'all' }] : [],
  tradeIn: { type: d.credit > 0 ? 'owned' : 'none', credit: cents(d.credit), owing: cents(0) },
  downPayment: cents(0), term: d.term, paymentFrequency: d.paymentFrequency,
  settings: { frequencyMethod: d.frequencyMethod, leaseRateMethod: 'apr' },
  rate: ratio(d.aprHundredths, 100), residualPercent: ratio(d.residual), includeTax: d.includeTax,
}));

/** The engine's single price of the deal with a variant: what the worksheet's pricing does. */
const pricerOf = (d: Deal): DeskPricer => (v: DeskVariant) => priceDeal({
  ...d, term: v.term ?? d.term, downPayment: cents(v.downPaymentCents ?? d.downPayment), vehiclePrice: cents(v.vehiclePriceCents ?? d.vehiclePrice),
}, defaultTaxTable);
/** The payment, or a skipped run when the generated variant does not price (a down payment past the residual…). */
const priceable = (price: DeskPricer, v: DeskVariant): number => {
  const q = price(v);
  fc.pre(E.isRight(q));
  return E.isRight(q) ? q.right.payment : 0;
};
const paymentOf = (price: DeskPricer, v: DeskVariant): number => {
  const q = price(v);
  if (E.isLeft(q)) throw new Error(JSON.stringify(q.left));
  return q.right.payment;
};

describe('desking grid', () => {
  it('each cell is the single price of its term and down payment', () => {
    fc.assert(fc.property(deal, fc.uniqueArray(fc.integer({ min: 12, max: 96 }), { minLength: 1, maxLength: 7 }),
      fc.uniqueArray(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 5 }), (d, terms, downs) => {
        const price = pricerOf(d);
        const grid = deskingGrid(price, { terms, downPaymentsCents: downs, lenderIds: [] });
        expect(grid.tables).toHaveLength(1);
        grid.tables[0]!.rows.forEach((row, i) => row.forEach((cell, j) => {
          const single = price({ term: terms[i]!, downPaymentCents: downs[j]! });
          expect(cell.ok).toBe(E.isRight(single));
          if (cell.ok && E.isRight(single)) expect(cell.paymentCents).toBe(single.right.payment);
        }));
      }), { numRuns: 60 });
  });
});

describe('target payment', () => {
  it('the solved down payment, priced again, gives the target within a cent, and one cent less down is over it', () => {
    fc.assert(fc.property(deal, fc.integer({ min: 0, max: 1_000_000 }), (d, down) => {
      const price = pricerOf(d);
      const target = priceable(price, { downPaymentCents: down });
      const s = solveTargetPayment(price, { targetCents: target, solveFor: 'down_payment', terms: [], vehiclePriceCents: d.vehiclePrice });
      expect(E.isRight(s)).toBe(true);
      if (E.isLeft(s)) return;
      expect(s.right.outcome).not.toBe('not_reachable');
      expect(s.right.value).toBeLessThanOrEqual(down);
      const again = paymentOf(price, { downPaymentCents: s.right.value });
      expect(again).toBe(s.right.paymentCents);
      expect(Math.abs(again - target)).toBeLessThanOrEqual(1);
      if (s.right.value > 0) expect(paymentOf(price, { downPaymentCents: s.right.value - 1 })).toBeGreaterThan(target);
    }), { numRuns: 150 });
  });

  it('the solved selling price, priced again, gives the target within a cent, and one cent more is over it', () => {
    fc.assert(fc.property(deal, fc.integer({ min: 1_000_000, max: 15_000_000 }), (d, vehiclePrice) => {
      const price = pricerOf(d);
      const target = priceable(price, { vehiclePriceCents: vehiclePrice });
      const s = solveTargetPayment(price, { targetCents: target, solveFor: 'selling_price', terms: [], vehiclePriceCents: d.vehiclePrice });
      expect(E.isRight(s)).toBe(true);
      if (E.isLeft(s)) return;
      expect(s.right.outcome).not.toBe('not_reachable');
      expect(s.right.value).toBeGreaterThanOrEqual(vehiclePrice);
      const again = paymentOf(price, { vehiclePriceCents: s.right.value });
      expect(again).toBe(s.right.paymentCents);
      expect(Math.abs(again - target)).toBeLessThanOrEqual(1);
      expect(paymentOf(price, { vehiclePriceCents: s.right.value + 1 })).toBeGreaterThan(target);
    }), { numRuns: 150 });
  });

  it('any target: within a cent, or not reachable with the bound and its payment', () => {
    fc.assert(fc.property(deal, fc.integer({ min: 0, max: 400_000 }), fc.constantFrom('down_payment' as const, 'selling_price' as const), (d, target, solveFor) => {
      const price = pricerOf(d);
      const s = solveTargetPayment(price, { targetCents: target, solveFor, terms: [], vehiclePriceCents: d.vehiclePrice });
      if (E.isLeft(s)) return expect(Object.keys(s.left).length).toBeGreaterThan(0);
      const v = solveFor === 'down_payment' ? { downPaymentCents: s.right.value } : { vehiclePriceCents: s.right.value };
      expect(paymentOf(price, v)).toBe(s.right.paymentCents);
      if (s.right.outcome !== 'not_reachable') expect(Math.abs(s.right.paymentCents - target)).toBeLessThanOrEqual(1);
      else expect(s.right.paymentCents).not.toBe(target);
    }), { numRuns: 150 });
  });

  it('the solved term is the shortest candidate whose payment is at most the target', () => {
    fc.assert(fc.property(deal, fc.uniqueArray(fc.integer({ min: 12, max: 96 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 300_000 }), (d, terms, target) => {
      const price = pricerOf(d);
      const s = solveTargetPayment(price, { targetCents: target, solveFor: 'term', terms, vehiclePriceCents: d.vehiclePrice });
      expect(E.isRight(s)).toBe(true);
      if (E.isLeft(s)) return;
      const sorted = [...terms].sort((a, b) => a - b);
      const fitting = sorted.find((t) => paymentOf(price, { term: t }) <= target);
      expect(s.right.value).toBe(fitting ?? sorted[sorted.length - 1]);
      expect(s.right.paymentCents).toBe(paymentOf(price, { term: s.right.value }));
      expect(s.right.outcome === 'not_reachable').toBe(fitting === undefined);
    }), { numRuns: 100 });
  });
});
