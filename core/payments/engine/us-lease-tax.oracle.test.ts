import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { cents } from '../../shared/money';
import { priceDeal } from './price-deal';
import { ratio } from './ratio';
import { sampleDeal, sampleFee } from './testing/sample-deal';
import { agreesToTheCent, ORACLE_RULES, oracleLeaseTaxes } from './testing/us-tax-oracle';

// Every state's lease, with and without a trade-in, taxed by the state's method (on each payment,
// on the payments' total at signing, on the price at signing, on the depreciation at signing),
// against the oracle written apart from the engine. $34,500 vehicle (MSRP $36,000, residual 55 %),
// a capitalized taxable $399 documentation fee, $2,000 down, 6.99 % over 36 months; a new and a
// used vehicle (Oregon taxes a new one only, Oklahoma's used-vehicle excise, Ohio's trade-in rule…).
const STATES = Object.keys(ORACLE_RULES);

describe('every state and DC taxes a lease by its own method (oracle)', () => {
  it.each(STATES)('%s: new and used, with and without a trade-in', (state) => {
    for (const [used, trade] of [[false, 0], [false, 5_000], [true, 0], [true, 5_000]] as const) {
      const q = priceDeal(sampleDeal({
        method: 'lease', region: state, vehiclePrice: cents(3_450_000), msrp: cents(3_600_000), residualPercent: ratio(55), term: 36,
        downPayment: cents(200_000), fees: [sampleFee({ amount: cents(39_900) })], vehicleCondition: used ? 'used' : 'new', bookValue: used ? cents(3_450_000) : null,
        tradeIn: trade > 0 ? { type: 'owned', credit: cents(trade * 100), owing: cents(0) } : { type: 'none', credit: cents(0), owing: cents(0) },
      }));
      if (E.isLeft(q)) throw new Error(JSON.stringify(q.left));
      const quote = q.right;
      const oracle = oracleLeaseTaxes(state, {
        basePayment: quote.paymentBeforeTax, payments: quote.numberOfPayments ?? 0, down: 2_000, taxablePrice: 34_899, tradeIn: trade,
        residual: (quote.residual ?? 0) / 100, used,
      });
      const perPayment = quote.taxes.filter((t) => t.scope === 'per_payment').map((t) => t.amount);
      const upfront = quote.taxes.filter((t) => t.scope === 'upfront').map((t) => t.amount);
      expect(perPayment.length, `${state} ${used ? 'used' : 'new'} taxes per payment`).toBe(oracle.perPayment.length);
      oracle.perPayment.forEach((o, i) => expect(agreesToTheCent(perPayment[i] ?? NaN, o), `${state} per payment ${i}: ${perPayment[i]} vs ${o}`).toBe(true));
      expect(upfront.length, `${state} ${used ? 'used' : 'new'} taxes at signing`).toBe(oracle.upfront.length);
      oracle.upfront.forEach((o, i) => expect(agreesToTheCent(upfront[i] ?? NaN, o), `${state} at signing ${i}: ${upfront[i]} vs ${o}`).toBe(true));
      expect(quote.payment).toBe(quote.paymentBeforeTax + perPayment.reduce((a, x) => a + x, 0));
    }
  });
});
