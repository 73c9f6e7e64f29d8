import { describe, expect, it } from 'vitest';
import { flowOf, quote } from './testing/quote-fixture';
import { chosenQuote, differenceFromChosen, isExpired, lowestPaymentIds, mayChoose, vehicleAvailable } from './compare';

describe('comparing quotes', () => {
  it('finds the lowest payment over a year, leaving cash out', () => {
    const monthly = quote(1, { payment: '620.00' });
    const biweekly = quote(2, { payment: '280.00', payment_frequency: 'biweekly' }); // 7280 a year, less than 7440
    const cash = quote(3, { method: 'cash', payment: '35000.00' });
    expect(lowestPaymentIds([monthly, biweekly, cash])).toEqual([2]);
    expect(lowestPaymentIds([monthly, cash])).toEqual([]); // nothing to compare with
    expect(lowestPaymentIds([monthly, quote(4, { payment: '620.00' })])).toEqual([1, 4]);
  });

  it('tells the difference per payment from the chosen quote, only between payments alike', () => {
    const chosen = quote(1, { payment: '620.00', applied: true });
    expect(differenceFromChosen(quote(2, { payment: '655.50' }), chosen)).toBe(3550);
    expect(differenceFromChosen(quote(2, { payment: '600.00' }), chosen)).toBe(-2000);
    expect(differenceFromChosen(quote(2, { payment_frequency: 'weekly' }), chosen)).toBeNull();
    expect(differenceFromChosen(quote(2, { method: 'cash' }), chosen)).toBeNull();
    expect(differenceFromChosen(chosen, chosen)).toBeNull();
    expect(differenceFromChosen(quote(2), null)).toBeNull();
    expect(chosenQuote(flowOf([quote(2), chosen]))?.id).toBe(1);
  });

  it('reads expiry from the quote, else the flow, against the server\'s day', () => {
    expect(isExpired(quote(1, { quote_expiry: '2026-05-31' }), flowOf([]))).toBe(true);
    expect(isExpired(quote(1, { quote_expiry: '2026-06-01' }), flowOf([]))).toBe(false);
    expect(isExpired(quote(1), flowOf([], { quote_expiry: '2026-05-01' }))).toBe(true);
    expect(isExpired(quote(1), flowOf([]))).toBe(false);
  });

  it('lets the customer choose an unexpired quote not yet chosen, never from a read-only view', () => {
    const flow = flowOf([]);
    expect(mayChoose(quote(1), flow, false)).toBe(true);
    expect(mayChoose(quote(1), flow, true)).toBe(false);
    expect(mayChoose(quote(1, { applied: true }), flow, false)).toBe(false);
    expect(mayChoose(quote(1, { quote_expiry: '2026-01-01' }), flow, false)).toBe(false);
  });

  it('reads the vehicle as gone only when sold or unavailable, not in transit, demo or reserved', () => {
    const withStatus = (stock_status: string) => { const q = quote(1); return { ...q, vehicle: { ...q.vehicle, stock_status } }; };
    for (const status of ['I', 'T', 'D', 'P', 'R', 'V', 'As-is']) expect(vehicleAvailable(withStatus(status)), status).toBe(true);
    for (const status of ['S', 'U']) expect(vehicleAvailable(withStatus(status)), status).toBe(false);
  });
});
