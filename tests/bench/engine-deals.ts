/**
 * Deals of every shape the engine prices, for tests/bench/engine.ts to check that the new engine
 * quotes exactly what the baseline does well beyond the benchmark's own deals: every province and
 * state of the table, buyers' postal codes and ZIPs, used vehicles and book values, local rates,
 * lender programs, money factors, disbursements, MarketScan fee types, plans by kind and by
 * component, every trade-in type, taxes excluded, refusals (overpaid, residual above cap cost,
 * rates above the ceiling), zero and extreme rates and amounts. Deterministic (its own seed).
 */
import { cents, type Cents } from '@dealer-panel/core/shared/money';
import type { Deal, DealFee, DealProtection, PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { paymentFrequencies } from '@dealer-panel/core/payments/engine/frequency';
import { ratio, type Ratio } from '@dealer-panel/core/payments/engine/ratio';
import { defaultTaxTable } from '@dealer-panel/core/payments/engine/tax-table';
import { sampleDeal } from '@dealer-panel/core/payments/engine/testing/sample-deal';
import type { TaxComponent } from '@dealer-panel/core/payments/engine/tax-jurisdiction';

const REGIONS = Object.keys(defaultTaxTable);
const POSTAL = ['H2X 1Y4', 'M5V 2T6', 'V6B 1A1', 'T2P 1J9', 'X0A 0H0', 'B3H 1A1', 'R3C 0V8', 'S4P 3Y2', '05401', '90210', '10001', '30303', '60601', '33101', '37201', '97201', '43215', '72201', '73101', '19901', '20001'];
const COMPONENTS: readonly TaxComponent[] = ['gst', 'hst', 'pst', 'qst', 'state'];

export function wideDeals(count: number, seed0 = 2_026): Deal[] {
  // mulberry32: unlike a power-of-two LCG's low bits, every draw is independent of the last ones.
  let seed = seed0 >>> 0;
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
  const pick = <T>(xs: readonly T[]): T => xs[next(xs.length)]!;
  const yes = (oneIn: number) => next(oneIn) === 0;
  const money = (max: number): Cents => cents(yes(20) ? pick([0, 1, 99, 50, max]) : next(max + 1));
  const scope = () => ({ cash: !yes(5), finance: !yes(5), lease: !yes(5) });
  const rate = (): Ratio => (yes(12) ? ratio(0) : yes(3) ? ratio(next(400_000), 10_000) : ratio(next(2_500), 100));
  const fee = (i: number): DealFee => ({
    name: `Fee ${i}`, ...(yes(3) ? { nameFr: `Frais ${i}` } : {}), amount: money(150_000), taxable: !yes(3), capCost: yes(2), residualize: yes(4), taxInCap: yes(3),
    ...(yes(3) ? { marketscanType: pick(['doc_fee', 'registration', 'title', 'other']) } : {}), scope: scope(), included: !yes(6),
  });
  const plan = (i: number): DealProtection => ({
    name: `Plan ${i}`, ...(yes(3) ? { nameFr: `Plan ${i} FR` } : {}), price: money(400_000),
    taxes: yes(2) ? 'all' : COMPONENTS.filter(() => yes(2)), ...(yes(2) ? { kind: pick(['service_contract', 'gap'] as const) } : {}),
  });
  const times = <T>(max: number, f: (i: number) => T): T[] => Array.from({ length: next(max + 1) }, (_, i) => f(i));
  return Array.from({ length: count }, () => {
    const method = pick<PaymentMethod>(['cash', 'finance', 'lease']);
    const region = pick(REGIONS);
    const price = 100_000 + next(yes(10) ? 30_000_000 : 9_000_000);
    const tradeType = pick(['none', 'owned', 'leased'] as const);
    const term = yes(8) ? 12 + next(85) : pick([24, 36, 39, 48, 60, 72, 84, 96]);
    const byFactor = yes(4);
    const lender = yes(4) ? {
      financeRates: times(2, () => ({ termFrom: 12, termTo: 12 + next(85), minCreditScore: yes(2) ? null : 500 + next(300), rate: rate() })),
      leaseRates: times(2, () => ({ termFrom: 12, termTo: 12 + next(85), minCreditScore: yes(2) ? null : 500 + next(300), rate: byFactor ? ratio(next(4_000), 1_000_000) : rate() })),
      residuals: times(2, () => ({ term: pick([24, 36, 48, 60]), distanceAllowance: yes(2) ? null : pick([16_000, 20_000, 24_000]), residual: ratio(10 + next(60)) })),
    } : null;
    return sampleDeal({
      method, region, postalCode: yes(3) ? pick(POSTAL) : null,
      vehiclePrice: cents(price), msrp: yes(30) ? null : cents(price + next(500_000)), optionsPrice: yes(2) ? cents(0) : money(400_000),
      accessories: times(2, (i) => ({ name: `Acc ${i}`, ...(yes(2) ? { nameFr: `Acc ${i} FR` } : {}), price: money(300_000), installation: money(50_000), installed: yes(2) })),
      protections: times(2, plan),
      fees: times(3, fee),
      discounts: times(2, (i) => ({ name: `Disc ${i}`, amount: money(300_000), taxable: yes(2), ...(yes(4) ? { marketscanType: 'rebate' } : {}), scope: scope(), included: !yes(5) })),
      incentives: times(2, (i) => ({ name: `Inc ${i}`, amount: money(300_000), beforeTax: yes(3), scope: scope() })),
      leaseDisbursements: times(1, (i) => ({ name: `RDPRM ${i}`, amount: money(10_000), capCost: yes(2) })),
      tradeIn: tradeType === 'none' ? { type: 'none', credit: cents(0), owing: cents(0) } : { type: tradeType, credit: money(2_000_000), owing: money(1_000_000) },
      downPayment: money(yes(20) ? 20_000_000 : 500_000),
      term: yes(40) ? null : term,
      paymentFrequency: pick(paymentFrequencies),
      distanceAllowance: yes(2) ? null : pick([16_000, 20_000, 24_000]),
      creditScore: yes(2) ? null : 500 + next(350),
      includeTax: !yes(4),
      rate: yes(12) ? null : method === 'lease' && byFactor ? ratio(next(5_000), 1_000_000) : rate(),
      residualPercent: yes(10) ? null : ratio(next(90), yes(2) ? 1 : 10),
      lender,
      settings: { frequencyMethod: yes(3) ? 'exact' : 'factor', leaseRateMethod: byFactor ? 'money_factor' : 'apr' },
      ...(yes(3) ? { localTax: yes(5) ? null : { percent: ratio(next(40_000), 10_000), zipPrefix: String(next(99_999)).padStart(5, '0'), effectiveFrom: '2026-01-01' } } : {}),
      ...(yes(2) ? { vehicleCondition: pick(['new', 'used'] as const) } : {}),
      ...(yes(3) ? { bookValue: yes(5) ? null : cents(next(12_000_000)) } : {}),
    });
  });
}
