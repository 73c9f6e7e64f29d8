/**
 * `npx tsx tests/bench/engine.ts [seconds]`: deals priced per second by the payment engine alone
 * (core/payments `priceDeal`, no parsing, no I/O), on one core (one Node thread). The deals vary:
 * cash, finance and lease; every Canadian province and a few states; frequencies, terms, rates,
 * fees, plans, trade-ins; both frequency methods. Target: above 100,000 deals per second.
 */
import * as E from 'fp-ts/Either';
import { cents } from '@dealer-panel/core/shared/money';
import type { Deal, PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { paymentFrequencies } from '@dealer-panel/core/payments/engine/frequency';
import { priceDeal } from '@dealer-panel/core/payments/engine/price-deal';
import { ratio } from '@dealer-panel/core/payments/engine/ratio';
import { everyMethod, sampleDeal, sampleFee } from '@dealer-panel/core/payments/engine/testing/sample-deal';

const SECONDS = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 3);
const REGIONS = ['ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE', 'VT', 'CA', 'TX', 'NY'];

let seed = 42;
const next = (n: number) => { seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648; return seed % n; };

function makeDeal(method: PaymentMethod): Deal {
  const price = 1_500_000 + next(8_000_000);
  const exact = next(10) === 0;
  return sampleDeal({
    method,
    region: REGIONS[next(REGIONS.length)] ?? 'ON',
    vehiclePrice: cents(price),
    msrp: cents(price + next(300_000)),
    fees: [sampleFee({ amount: cents(20_000 + next(80_000)) }), sampleFee({ name: 'Licence', amount: cents(12_000), taxable: false, capCost: next(2) === 0 })],
    protections: next(2) === 0 ? [{ name: 'Extended warranty', price: cents(150_000 + next(200_000)), taxes: 'all' }] : [],
    discounts: next(3) === 0 ? [{ name: 'Loyalty', amount: cents(50_000), taxable: true, scope: everyMethod, included: true }] : [],
    incentives: next(3) === 0 ? [{ name: 'Rebate', amount: cents(100_000), beforeTax: false, scope: everyMethod }] : [],
    tradeIn: next(2) === 0 ? { type: 'owned', credit: cents(next(800_000)), owing: cents(next(300_000)) } : { type: 'none', credit: cents(0), owing: cents(0) },
    downPayment: cents(next(300_000)),
    term: [24, 36, 48, 60, 72, 84, 96][next(7)] ?? 60,
    paymentFrequency: paymentFrequencies[next(4)] ?? 'monthly',
    rate: ratio(next(1_500), 100),
    residualPercent: ratio(35 + next(25)),
    settings: { frequencyMethod: exact ? 'exact' : 'factor', leaseRateMethod: 'apr' },
  });
}

function measure(label: string, deals: readonly Deal[]): number {
  let priced = 0;
  let sink = 0;
  for (let i = 0; i < 2_000; i += 1) { const r = priceDeal(deals[i % deals.length]!); if (E.isRight(r)) sink += r.right.payment; } // warm-up
  const start = performance.now();
  const end = start + SECONDS * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 1_000; i += 1) {
      const r = priceDeal(deals[(priced + i) % deals.length]!);
      if (E.isRight(r)) sink += r.right.payment;
    }
    priced += 1_000;
  }
  const perSecond = Math.round(priced / ((performance.now() - start) / 1000));
  process.stdout.write(`${label.padEnd(30)} ${perSecond.toLocaleString('en-US').padStart(10)} deals/s  (${priced.toLocaleString('en-US')} priced, checksum ${sink % 997})\n`);
  return perSecond;
}

const pool = (method: PaymentMethod) => Array.from({ length: 10_000 }, () => makeDeal(method));
const cash = pool('cash');
const finance = pool('finance');
const lease = pool('lease');
const mixed = [...cash, ...finance, ...lease].sort(() => next(3) - 1);
// Every deal its own rate (four decimals): the powers of (1 + rate) cannot be remembered.
const coldFinance = finance.map((d, i) => ({ ...d, rate: ratio(100_000 + i * 7, 10_000) }));

process.stdout.write(`payment engine, one thread, ${SECONDS} s per row (node ${process.version})\n`);
measure('cash', cash);
measure('finance', finance);
measure('lease', lease);
measure('finance, every rate different', coldFinance);
const all = measure('mixed', mixed);
process.stdout.write(`${all >= 100_000 ? 'meets' : 'BELOW'} the target of 100,000 deals/s\n`);
