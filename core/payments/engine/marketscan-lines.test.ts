import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { parseDeal } from './parse-deal';
import { priceDeal } from './price-deal';
import { dealWire } from './deal-wire';

const fees = [
  { name: 'Documentation', amount: '499.00', marketscan_type: 'doc_fee' },
  { name: 'Tire levy', amount: '20.00' },
  { name: 'Registration', amount: '120.00', cap_cost: true, marketscan_type: 'registration' },
];
const discounts = [{ name: 'Loyalty', amount: '500.00', marketscan_type: 'dealer_discount' }];
const deal = (method: string, withTypes: boolean) => ({
  method, province: 'ON', vehicle_price: '35999.00', msrp: '37000.00', rate: '4.99', term: 36, residual: '55',
  fees: withTypes ? fees : fees.map(({ marketscan_type: _, ...f }) => f),
  discounts: withTypes ? discounts : discounts.map(({ marketscan_type: _, ...d }) => d),
});
const quote = (raw: unknown) => {
  const d = parseDeal(raw);
  if (E.isLeft(d)) throw new Error(JSON.stringify(d.left));
  const q = priceDeal(d.right);
  if (E.isLeft(q)) throw new Error(JSON.stringify(q.left));
  return q.right;
};
const typeOf = (l: { readonly inputs: Readonly<Record<string, { readonly kind: string; readonly value?: unknown }>> }) => l.inputs['marketscan_type']?.value;

describe('the MarketScan type on the breakdown (issue 17 item 6)', () => {
  it('shows each fee\'s and discount\'s type on its line, and none where there is none', () => {
    const cash = quote(deal('cash', true));
    const lines = cash.breakdown.filter((l) => l.code === 'fee' || l.code === 'discount').map((l) => [l.label, typeOf(l)]);
    expect(lines).toEqual([['Loyalty', 'dealer_discount'], ['Documentation', 'doc_fee'], ['Tire levy', undefined], ['Registration', 'registration']]);
  });

  it('shows a capitalized fee\'s type on a lease\'s capitalized line', () => {
    const lease = quote(deal('lease', true));
    expect(lease.breakdown.filter((l) => l.code === 'capitalized_fee').map((l) => [l.label, typeOf(l)])).toEqual([['Registration', 'registration']]);
  });

  it('changes no amount: the quotes with and without types are the same but for the inputs', () => {
    for (const method of ['cash', 'finance', 'lease']) {
      const typed = quote(deal(method, true));
      const plain = quote(deal(method, false));
      expect(typed.breakdown.map((l) => [l.code, l.amount])).toEqual(plain.breakdown.map((l) => [l.code, l.amount]));
      expect({ ...typed, breakdown: [] }).toEqual({ ...plain, breakdown: [] });
    }
  });

  it('reads the type from the wire and writes it back; refuses a type off the list', () => {
    const d = parseDeal(deal('cash', true));
    expect(E.isRight(d) && d.right.fees.map((f) => f.marketscanType)).toEqual(['doc_fee', undefined, 'registration']);
    if (E.isRight(d)) expect(parseDeal(dealWire(d.right))).toEqual(d);
    const bad = parseDeal({ ...deal('cash', true), fees: [{ name: 'Doc', amount: '1.00', marketscan_type: 'bogus' }] });
    expect(E.isLeft(bad) && bad.left).toEqual({ 'fees.0.marketscan_type': ['text.invalid'] });
  });
});
