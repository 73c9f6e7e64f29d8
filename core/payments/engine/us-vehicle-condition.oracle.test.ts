import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { cents } from '../../shared/money';
import { priceDeal } from './price-deal';
import { everyMethod, sampleDeal, sampleFee } from './testing/sample-deal';
import { agreesToTheCent, ORACLE_RULES, oraclePayment, oracleItemTaxed, oracleSaleTaxes } from './testing/us-tax-oracle';
import type { Deal, DealProtection } from './deal';
import type { Quote } from './quote';

// Every state and DC, a NEW and a USED vehicle, cash and finance, with and without a trade-in,
// against the oracle written apart from the engine (testing/us-tax-oracle.ts). The deal: $32,450
// list price (the used vehicle's book value, as the store has no other), a $1,500 dealer discount
// (so the selling price falls below the book value, where Georgia, DC and Delaware tax the book
// value), a taxable $399 documentation fee, $2,000 down; trade-in $12,500; 6.99 % over 60 months.
const STATES = Object.keys(ORACLE_RULES);
const PRICE = 32_450;
const DISCOUNT = 1_500;
const DOC = 399;
const DOWN = 2_000;
const TRADE = 12_500;

function quote(over: Partial<Deal>): Quote {
  const q = priceDeal(sampleDeal(over));
  if (E.isLeft(q)) throw new Error(`${over.region}: ${JSON.stringify(q.left)}`);
  return q.right;
}

const traded = (trade: number): Deal['tradeIn'] => (trade > 0 ? { type: 'owned', credit: cents(trade * 100), owing: cents(0) } : { type: 'none', credit: cents(0), owing: cents(0) });
const conditionOf = (used: boolean): Partial<Deal> => (used ? { vehicleCondition: 'used', bookValue: cents(PRICE * 100) } : { vehicleCondition: 'new', bookValue: null });

function sale(state: string, method: 'cash' | 'finance', trade: number, used: boolean): Quote {
  return quote({
    method, region: state, vehiclePrice: cents(PRICE * 100), downPayment: cents(DOWN * 100), ...conditionOf(used), tradeIn: traded(trade),
    discounts: [{ name: 'Dealer discount', amount: cents(DISCOUNT * 100), taxable: true, scope: everyMethod, included: true }],
    fees: [sampleFee({ amount: cents(DOC * 100) })],
  });
}

describe('every state and DC taxes a new and a used vehicle by its own rule (oracle)', () => {
  it.each(STATES)('%s: new and used, cash and finance, with and without a trade-in', (state) => {
    for (const used of [false, true]) {
      for (const trade of [0, TRADE]) {
        const oracle = oracleSaleTaxes(state, PRICE - DISCOUNT + DOC, trade, 0, 0, { used, book: PRICE, vehiclePrice: PRICE - DISCOUNT }).filter((x) => x > 0);
        const total = oracle.reduce((a, x) => a + Math.round(x), 0);
        const label = `${state} ${used ? 'used' : 'new'} trade ${trade}`;
        for (const method of ['cash', 'finance'] as const) {
          const q = sale(state, method, trade, used);
          const engine = q.taxes.map((t) => t.amount);
          expect(engine.length, `${label} ${method}: number of taxes ${engine.join(',')}`).toBe(oracle.length);
          oracle.forEach((o, i) => expect(agreesToTheCent(engine[i] ?? NaN, o), `${label} ${method} tax ${i}: ${engine[i]} vs ${o}`).toBe(true));
          expect(q.totalTaxes, `${label} ${method}: total`).toBe(total);
          const owed = (PRICE - DISCOUNT + DOC - trade - DOWN) * 100 + total;
          if (method === 'cash') expect(q.totalDue, label).toBe(owed);
          else {
            expect(q.amountFinanced, label).toBe(owed);
            expect(agreesToTheCent(q.payment, oraclePayment(owed, 6.99, 60)), `${label} payment`).toBe(true);
          }
        }
      }
    }
  });
});

describe('used vehicles, worked through', () => {
  const used = (state: string, price: number, trade = 0, over: Partial<Deal> = {}) => quote({
    method: 'cash', region: state, vehiclePrice: cents(price * 100), downPayment: cents(0), fees: [], tradeIn: traded(trade), vehicleCondition: 'used', bookValue: cents(price * 100), ...over,
  });
  it('Oregon: no vehicle privilege tax on a used vehicle; 0.5 % on a new one', () => {
    expect(used('OR', 30_000).totalTaxes).toBe(0);
    expect(used('OR', 30_000, 0, { vehicleCondition: 'new' }).totalTaxes).toBe(15_000);
  });
  it('Ohio: a $10,000 trade-in takes $575 off a new vehicle\'s tax and nothing off a used one\'s', () => {
    expect(used('OH', 30_000, 0, { vehicleCondition: 'new' }).totalTaxes - used('OH', 30_000, 10_000, { vehicleCondition: 'new' }).totalTaxes).toBe(57_500);
    expect(used('OH', 30_000, 10_000).totalTaxes).toBe(172_500); // 5.75 % × $30,000
  });
  it('Arkansas: a used vehicle under $4,000 pays no state tax, $8,000 pays 3.5 %, $12,000 pays 6.5 %', () => {
    expect(used('AR', 3_999).totalTaxes).toBe(0);
    expect(used('AR', 8_000).totalTaxes).toBe(28_000);
    expect(used('AR', 12_000).totalTaxes).toBe(78_000);
    expect(used('AR', 8_000, 0, { vehicleCondition: 'new' }).totalTaxes).toBe(52_000);
  });
  it('Oklahoma: a used vehicle pays $20 on its first $1,500 and 3.25 % of the rest, with the 1.25 % sales tax', () => {
    expect(used('OK', 10_000).taxes.map((t) => t.amount)).toEqual([2_000, 27_625, 12_500]);
    expect(used('OK', 1_200).taxes.map((t) => t.amount)).toEqual([2_000, 1_500]);
    expect(used('OK', 10_000, 0, { vehicleCondition: 'new' }).taxes.map((t) => t.amount)).toEqual([32_500, 12_500]);
  });
  it('Georgia: a used vehicle sold below its book value pays TAVT on the book value less the trade-in; the breakdown says so', () => {
    const q = used('GA', 20_000, 5_000, { bookValue: cents(2_200_000) });
    expect(q.totalTaxes).toBe(119_000); // ($22,000 − $5,000) × 7 %
    expect(q.breakdown.find((l) => l.code === 'book_value_floor')?.amount).toBe(200_000);
    expect(used('GA', 20_000, 5_000, { bookValue: cents(1_800_000) }).totalTaxes).toBe(105_000); // the price is above the book value
    expect(used('GA', 20_000, 5_000, { bookValue: null }).totalTaxes).toBe(105_000);
    expect(used('GA', 20_000, 5_000, { vehicleCondition: 'new', bookValue: cents(2_200_000) }).totalTaxes).toBe(105_000);
  });
  it('DC: the excise on a used vehicle\'s book value, with no trade-in credit', () => {
    expect(used('DC', 20_000, 5_000, { bookValue: cents(2_500_000) }).totalTaxes).toBe(175_000);
  });
});

describe('documentation fees, service contracts and GAP as each state taxes them (oracle)', () => {
  const PLAN = 1_995;
  const GAP_PRICE = 795;
  const plan = (kind: DealProtection['kind'] & string, price: number, taxed: boolean): DealProtection => ({ name: kind, price: cents(price * 100), taxes: taxed ? 'all' : [], kind });
  it.each(STATES)('%s: the state\'s rule wins over the store\'s flag; unknown, the flag decides', (state) => {
    for (const flag of [true, false]) {
      for (const trade of [0, TRADE]) {
        const taxedDoc = oracleItemTaxed(state, 'doc_fee', flag);
        const taxedPlan = oracleItemTaxed(state, 'service_contract', flag);
        const taxedGap = oracleItemTaxed(state, 'gap', flag);
        const base = PRICE + (taxedDoc ? DOC : 0) + (taxedPlan ? PLAN : 0) + (taxedGap ? GAP_PRICE : 0);
        const oracle = oracleSaleTaxes(state, base, trade).filter((x) => x > 0);
        for (const method of ['cash', 'finance'] as const) {
          const q = quote({
            method, region: state, vehiclePrice: cents(PRICE * 100), downPayment: cents(DOWN * 100), tradeIn: traded(trade),
            fees: [sampleFee({ amount: cents(DOC * 100), taxable: flag, marketscanType: 'doc_fee' })],
            protections: [plan('service_contract', PLAN, flag), plan('gap', GAP_PRICE, flag)],
          });
          const label = `${state} ${method} flag ${String(flag)} trade ${trade}: doc ${String(taxedDoc)} plan ${String(taxedPlan)} gap ${String(taxedGap)}`;
          expect(q.taxes.length, label).toBe(oracle.length);
          oracle.forEach((o, i) => expect(agreesToTheCent(q.taxes[i]?.amount ?? NaN, o), `${label}: tax ${i} ${q.taxes[i]?.amount} vs ${o}`).toBe(true));
        }
      }
    }
  });
  it('can fail: a fee of another type keeps the store\'s flag (Georgia taxes a doc fee, not a registration fee the store marks untaxed)', () => {
    const doc = (marketscanType: string) => quote({ method: 'cash', region: 'GA', fees: [sampleFee({ amount: cents(50_000), taxable: false, marketscanType })], downPayment: cents(0) }).totalTaxes;
    expect(doc('doc_fee') - doc('registration')).toBe(3_500);
  });
});
