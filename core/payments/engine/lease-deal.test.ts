import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { cents } from '../../shared/money';
import type { Deal } from './deal';
import { priceDeal } from './price-deal';
import type { Quote } from './quote';
import { ratio } from './ratio';
import { sampleDeal, sampleFee } from './testing/sample-deal';

function lease(over: Partial<Deal>): Quote {
  const r = priceDeal(sampleDeal({ method: 'lease', ...over }));
  if (E.isLeft(r)) throw new Error(JSON.stringify(r.left));
  return r.right;
}
const amountOf = (q: Quote, code: string, label?: string) => q.breakdown.find((l) => l.code === code && (label === undefined || l.label === label))?.amount;

describe('lease', () => {
  it("reproduces Revenu Québec's worked example: $145.83 + GST $7.29 + QST $14.55 = $167.67", () => {
    const q = lease({
      region: 'QC', vehiclePrice: cents(2_000_000), msrp: cents(2_000_000), residualPercent: ratio(40), term: 48, rate: ratio(0),
      tradeIn: { type: 'owned', credit: cents(500_000), owing: cents(0) },
    });
    expect(q.paymentBeforeTax).toBe(14_583);
    expect(q.taxes.filter((t) => t.scope === 'per_payment').map((t) => [t.component, t.amount])).toEqual([['gst', 729], ['qst', 1_455]]);
    expect(q.payment).toBe(16_767);
    expect(q.capitalizedCost).toBe(1_500_000);
    expect(q.residual).toBe(800_000);
  });
  it('Québec: the share of each payment that repays the trade-in lien is not taxed', () => {
    const base = { region: 'QC', vehiclePrice: cents(2_000_000), msrp: cents(2_000_000), residualPercent: ratio(40), term: 48, rate: ratio(0) };
    const withLien = lease({ ...base, tradeIn: { type: 'owned', credit: cents(500_000), owing: cents(96_000) } });
    expect(withLien.paymentBeforeTax).toBe(14_583 + 2_000); // $960 over 48 months
    expect(amountOf(withLien, 'untaxed_share', 'trade_in_owing')).toBe(2_000);
    expect(withLien.payment).toBe(16_767 + 2_000);
    const inOntario = lease({ ...base, region: 'ON', tradeIn: { type: 'owned', credit: cents(500_000), owing: cents(96_000) } });
    expect(inOntario.payment).toBe(16_583 + 2_156); // 13 % on the whole payment
  });
  it('the textbook payment: depreciation / n + (cap cost + residual) × APR / 2400', () => {
    // cap 35,000 + 13 % HST per payment; residual 55 % of 36,000 = 19,800; MF 6.99/2400 = 0.0029125
    // (35,000 − 19,800) / 60 = 253.3333 ; (35,000 + 19,800) × 0.0029125 = 159.6050 ; 412.9383 → 412.94
    const q = lease({});
    expect(q.paymentBeforeTax).toBe(41_294);
    expect(amountOf(q, 'rent_charge')).toBe(15_961);
    expect(amountOf(q, 'depreciation_charge')).toBe(41_294 - 15_961);
    expect(q.payment).toBe(41_294 + 5_368); // HST 13 % of 412.94 = 53.6822
    expect(q.moneyFactor).toEqual(ratio(699, 240_000));
  });
  it('takes the rate as a money factor under the money_factor method', () => {
    const q = lease({ rate: ratio(29_125, 10_000_000), settings: { frequencyMethod: 'factor', leaseRateMethod: 'money_factor' } });
    expect(q.paymentBeforeTax).toBe(41_294);
    expect(q.apr).toEqual(ratio(29_125 * 2400, 10_000_000));
  });
  it('taxes the cash down payment at signing and lowers the payment with it', () => {
    const q = lease({ downPayment: cents(300_000) });
    expect(q.capitalizedCost).toBe(3_200_000);
    expect(q.taxes.filter((t) => t.scope === 'upfront').map((t) => t.amount)).toEqual([39_000]);
    expect(q.dueAtSigning).toBe(q.payment + 300_000 + 39_000);
  });
  it('capitalizes fees, residualizes some, and pays the others at signing', () => {
    const fees = [
      sampleFee({ name: 'Acquisition', amount: cents(79_500), residualize: true }),
      sampleFee({ name: 'Licence', amount: cents(12_000), taxable: false }),
      sampleFee({ name: 'Admin', amount: cents(30_000), capCost: false, taxInCap: true }),
      sampleFee({ name: 'Tire levy', amount: cents(2_000), capCost: false }),
    ];
    const q = lease({ fees });
    expect(q.residual).toBe(1_980_000 + 79_500);
    expect(amountOf(q, 'capitalized_tax')).toBe(3_900); // 13 % of the admin fee, tax_in_cap
    expect(q.capitalizedCost).toBe(3_500_000 + 79_500 + 12_000 + 3_900);
    expect(q.dueAtSigning).toBe(q.payment + 32_000 + 260); // fees at signing + 13 % of the tire levy
    expect(amountOf(q, 'untaxed_share', 'Licence')).toBeGreaterThan(0);
  });
  it.each(['TX', 'VT'])('%s: a capitalized fee marked tax_in_cap has its tax capitalized, whatever untaxed fee comes before it', (region) => {
    const documentation = sampleFee({ name: 'Documentation', amount: cents(15_000), taxInCap: true });
    const alone = lease({ region, fees: [documentation] });
    const afterAnUntaxedOne = lease({ region, fees: [sampleFee({ name: 'Licence', amount: cents(12_000), taxable: false }), documentation] });
    expect(amountOf(alone, 'capitalized_tax')).toBeGreaterThan(0);
    expect(amountOf(afterAnUntaxedOne, 'capitalized_tax')).toBe(amountOf(alone, 'capitalized_tax'));
  });
  it('Vermont taxes the lease once at signing: 6 % of acquisition cost less residual', () => {
    const q = lease({ region: 'VT', fees: [sampleFee({ name: 'Documentation', amount: cents(17_500) })] });
    expect(q.taxes.map((t) => [t.scope, t.amount])).toEqual([['upfront', 6 * (3_517_500 - 1_980_000) / 100]]);
    expect(q.payment).toBe(q.paymentBeforeTax);
    expect(q.totalTaxes).toBe(92_250);
  });
  it('converts to weekly with the factor 4.345, and taxes each weekly payment', () => {
    const q = lease({ paymentFrequency: 'weekly' });
    expect(q.paymentBeforeTax).toBe(9_504); // 412.93833 / 4.345 = 95.0376
    expect(q.numberOfPayments).toBe(260);
  });
  it('refuses a residual above the capitalized cost', () => {
    const r = priceDeal(sampleDeal({ method: 'lease', downPayment: cents(2_000_000) }));
    expect(r).toEqual(E.left({ residual: ['residual.exceeds_capitalized_cost'] }));
  });
});
