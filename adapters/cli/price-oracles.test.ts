/**
 * Oracle tests: the engine's payments against independent implementations of the same formulas,
 * on thousands of generated deals. They live here rather than next to core/payments because the
 * dependency rule lets core tests import only core, vitest and fast-check, and the oracles are
 * npm packages (test-only dev dependencies): `@formulajs/formulajs` (Excel's PMT) and
 * `lease-calculator` (a textbook lease calculator).
 *
 * The oracles compute in binary floats and round at the end; the engine computes exactly and
 * rounds once. "Equal to the cent" is therefore checked as: the oracle's unrounded value rounds to
 * the engine's cents, except that within 1e-6 ¢ of a half cent (a tie the float may put on either
 * side) either neighbour is accepted. `agreesToTheCent` is that check.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { PMT } from '@formulajs/formulajs';
import LeaseCalculatorModule from 'lease-calculator';
import { TaxationMethod } from 'lease-calculator/built/constants';
import { cents } from '@dealer-panel/core/shared/money';
import { financePayment } from '@dealer-panel/core/payments/engine/finance';
import { frequencyFactors, periodsPerYear, type PaymentFrequency } from '@dealer-panel/core/payments/engine/frequency';
import { priceDeal } from '@dealer-panel/core/payments/engine/price-deal';
import { ratio } from '@dealer-panel/core/payments/engine/ratio';
import { defaultTaxTable } from '@dealer-panel/core/payments/engine/tax-table';
import { everyMethod, sampleDeal, sampleFee } from '@dealer-panel/core/payments/engine/testing/sample-deal';

const RUNS = 3000;

function agreesToTheCent(engineCents: number, oracleCents: number): boolean {
  return Math.abs(engineCents - oracleCents) <= 0.5 + 1e-6;
}

const frequency = fc.constantFrom<PaymentFrequency>('monthly', 'weekly', 'biweekly', 'semimonthly');

describe('finance payments equal Excel PMT (@formulajs/formulajs)', () => {
  it(`monthly amortization converted with the spec factors, on ${RUNS} loans`, () => {
    fc.assert(fc.property(
      fc.integer({ min: 100_000, max: 20_000_000 }), fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 12, max: 96 }), frequency,
      (principal, aprHundredths, term, freq) => {
        const engine = financePayment({ amountFinanced: cents(principal), aprPercent: ratio(aprHundredths, 100), termMonths: term, frequency: freq, frequencyMethod: 'factor' });
        const f = frequencyFactors[freq];
        const oracle = (PMT(aprHundredths / 100 / 100 / 12, term, -principal) as number) / (f.num / f.den);
        expect(agreesToTheCent(engine.payment, oracle), `${engine.payment} vs ${oracle}`).toBe(true);
      },
    ), { numRuns: RUNS });
  });
  it(`exact per-period amortization, on ${RUNS} loans`, () => {
    fc.assert(fc.property(
      fc.integer({ min: 100_000, max: 20_000_000 }), fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 12, max: 96 }), frequency,
      (principal, aprHundredths, term, freq) => {
        const engine = financePayment({ amountFinanced: cents(principal), aprPercent: ratio(aprHundredths, 100), termMonths: term, frequency: freq, frequencyMethod: 'exact' });
        const perYear = periodsPerYear[freq];
        const oracle = PMT(aprHundredths / 100 / 100 / perYear, engine.numberOfPayments, -principal) as number;
        expect(agreesToTheCent(engine.payment, oracle), `${engine.payment} vs ${oracle}`).toBe(true);
      },
    ), { numRuns: RUNS });
  });
  it('can fail: a payment one cent off is refused', () => {
    const oracle = PMT(0.0699 / 12, 72, -3_500_000) as number;
    expect(agreesToTheCent(59_655, oracle)).toBe(true);
    expect(agreesToTheCent(59_654, oracle)).toBe(false);
  });
});

// The package is CommonJS with `exports.default`; depending on the loader the class is the default
// import itself or its `default` property.
type LeaseCalculatorClass = new () => {
  calculate: (o: Record<string, unknown>) => unknown;
  calculateFinance: (o: Record<string, unknown>) => unknown;
  amountToFinance: number; financeMonthlyPayment: number;
  monthlyPaymentPreTax: number; monthlyPayment: number; rentCharge: number; driveOffTaxes: number; depreciation: number;
};
const LeaseCalculator = ((LeaseCalculatorModule as unknown as { default?: LeaseCalculatorClass }).default ?? LeaseCalculatorModule) as unknown as LeaseCalculatorClass;

/**
 * US states that tax each lease payment and the cap cost reduction at a single flat state rate:
 * what the oracle models (not Connecticut's luxury band, Alabama's and Pennsylvania's lease rates).
 */
const paymentTaxedStates = Object.values(defaultTaxTable).filter((j) => j.country === 'US' && j.leaseTaxMethod === 'payment'
  && j.components.length === 1 && j.components[0]?.vehicleBands === undefined && j.components[0]?.appliesTo === undefined
  && j.leaseCapReductionTaxed !== false).map((j) => j.code);

describe('lease payments equal the textbook calculator (lease-calculator)', () => {
  const leaseDeal = fc.record({
    state: fc.constantFrom(...paymentTaxedStates),
    msrp: fc.integer({ min: 1_500_000, max: 12_000_000 }),
    discount: fc.integer({ min: 0, max: 300_000 }),
    residualPercent: fc.integer({ min: 2_000, max: 7_500 }), // 20.00 % to 75.00 %
    aprHundredths: fc.integer({ min: 1, max: 1_500 }),
    term: fc.integer({ min: 24, max: 60 }),
    down: fc.integer({ min: 0, max: 500_000 }),
    rebate: fc.integer({ min: 0, max: 200_000 }),
    fee: fc.integer({ min: 0, max: 150_000 }),
  });
  it(`monthly, taxed per payment, with cash down, rebates and fees paid at signing, on ${RUNS} leases`, () => {
    let compared = 0;
    fc.assert(fc.property(leaseDeal, (d) => {
      const sellingPrice = d.msrp - d.discount;
      const quote = priceDeal(sampleDeal({
        method: 'lease', region: d.state, vehiclePrice: cents(sellingPrice), msrp: cents(d.msrp), residualPercent: ratio(d.residualPercent, 100),
        rate: ratio(d.aprHundredths, 100), term: d.term, downPayment: cents(d.down),
        incentives: d.rebate > 0 ? [{ name: 'Lease cash', amount: cents(d.rebate), beforeTax: false, scope: everyMethod }] : [],
        fees: d.fee > 0 ? [sampleFee({ amount: cents(d.fee), capCost: false })] : [],
      }));
      if (E.isLeft(quote)) return; // residual above the capitalized cost: refused, nothing to compare
      compared += 1;
      const q = quote.right;
      const rate = defaultTaxTable[d.state]?.components[0]?.percent;
      const taxPercent = rate === undefined ? 0 : rate.num / rate.den;
      const lc = new LeaseCalculator();
      lc.calculate({
        make: '', msrp: d.msrp / 100, sellingPrice: sellingPrice / 100, rv: (q.residual ?? 0) / 100, isRVPercent: false,
        mf: d.aprHundredths / 100 / 2400, leaseTerm: d.term, salesTax: taxPercent, totalFees: d.fee / 100, rebates: d.rebate / 100,
        downPayment: d.down / 100, taxMethod: TaxationMethod.TAX_ON_MONTHLY_PAYMENT, isZeroDriveoff: false,
      });
      const rent = q.breakdown.find((l) => l.code === 'rent_charge')?.amount ?? NaN;
      const upfront = q.taxes.filter((t) => t.scope === 'upfront').reduce((a, t) => a + t.amount, 0);
      expect(agreesToTheCent(q.paymentBeforeTax, lc.monthlyPaymentPreTax * 100), 'pre-tax payment').toBe(true);
      expect(agreesToTheCent(rent, lc.rentCharge * 100), 'rent charge').toBe(true);
      expect(agreesToTheCent(upfront, lc.driveOffTaxes * 100), 'taxes at signing').toBe(true);
      // The oracle taxes the unrounded payment and rounds the total once; the engine rounds the
      // pre-tax payment, then the tax on it (as a lease contract lists them): at most 1 cent apart.
      const oracleTotal = Math.round(lc.monthlyPayment * 100);
      expect(Math.abs(q.payment - oracleTotal), 'payment with tax').toBeLessThanOrEqual(1);
      // The tax on each payment is the engine's own pre-tax payment times the rate, to the cent
      // (comparing with the oracle's pre-tax payment would double-count a half-cent tie above).
      expect(agreesToTheCent(q.payment - q.paymentBeforeTax, (q.paymentBeforeTax * taxPercent) / 100), 'tax per payment').toBe(true);
    }), { numRuns: RUNS });
    expect(compared).toBeGreaterThan(RUNS * 0.9);
  });
});

describe('a whole finance deal equals the calculator\'s finance (California: taxes on the full price, no trade-in credit)', () => {
  it(`amount financed to the cent and payment, on ${RUNS} deals with fees, rebates, trade-in and down payment`, () => {
    fc.assert(fc.property(
      fc.integer({ min: 1_000_000, max: 9_000_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 50_000 }),
      fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 400_000 }), fc.integer({ min: 0, max: 300_000 }),
      fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 24, max: 96 }),
      (price, taxableFee, untaxedFee, rebate, trade, down, aprHundredths, term) => {
        const quote = priceDeal(sampleDeal({
          method: 'finance', region: 'CA', vehiclePrice: cents(price), rate: ratio(aprHundredths, 100), term, downPayment: cents(down),
          tradeIn: { type: trade > 0 ? 'owned' : 'none', credit: cents(trade), owing: cents(0) },
          incentives: rebate > 0 ? [{ name: 'Rebate', amount: cents(rebate), beforeTax: false, scope: everyMethod }] : [],
          fees: [sampleFee({ amount: cents(taxableFee) }), sampleFee({ name: 'Registration', amount: cents(untaxedFee), taxable: false })],
        }));
        if (E.isLeft(quote)) throw new Error(JSON.stringify(quote.left));
        const lc = new LeaseCalculator();
        lc.calculateFinance({
          sellingPrice: price / 100, financeTerm: term, salesTax: 7.25, taxableFees: taxableFee / 100, untaxableFees: untaxedFee / 100,
          APR: aprHundredths / 100, downPayment: down / 100, tradeIn: trade / 100, rebates: rebate / 100,
        });
        expect(agreesToTheCent(quote.right.amountFinanced ?? NaN, lc.amountToFinance * 100), 'amount financed').toBe(true);
        // The calculator amortizes its unrounded amount (taxes not rounded to the cent): at most
        // half a cent of principal apart, which moves the payment by under 0.03 ¢.
        expect(Math.abs(quote.right.payment - lc.financeMonthlyPayment * 100), 'payment').toBeLessThanOrEqual(0.5 + 0.03);
      },
    ), { numRuns: RUNS });
  });
});
