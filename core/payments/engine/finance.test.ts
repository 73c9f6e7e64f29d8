import { describe, expect, it } from 'vitest';
import { cents } from '../../shared/money';
import { financePayment, type FinanceTerms } from './finance';
import { ratio } from './ratio';

const terms = (over: Partial<FinanceTerms>): FinanceTerms => ({
  amountFinanced: cents(3_500_000), aprPercent: ratio(699, 100), termMonths: 72, frequency: 'monthly', frequencyMethod: 'factor', ...over,
});

describe('finance payment', () => {
  it('$35,000 at 6.99 % over 72 months is $596.55 a month (PMT 596.547…)', () => {
    const r = financePayment(terms({}));
    expect(r.payment).toBe(59_655);
    expect(r.numberOfPayments).toBe(72);
    expect(r.totalInterest).toBe(r.schedulePayment * 71 + r.finalPayment - 3_500_000);
  });
  it('$20,000 at 5 % over 60 months is $377.42', () => {
    expect(financePayment(terms({ amountFinanced: cents(2_000_000), aprPercent: ratio(5), termMonths: 60 })).payment).toBe(37_742);
  });
  it('converts with the spec factors, rounding once: weekly = 596.5471… / 4.345 = 137.30', () => {
    const weekly = financePayment(terms({ frequency: 'weekly' }));
    expect(weekly.payment).toBe(13_730);
    expect(weekly.schedulePayment).toBe(59_655);
    expect(weekly.numberOfPayments).toBe(312);
    expect(financePayment(terms({ frequency: 'biweekly' })).payment).toBe(27_465); // 596.5471 / 2.172 = 274.653
    expect(financePayment(terms({ frequency: 'semimonthly' })).payment).toBe(29_827); // 298.2736
  });
  it('amortizes per period in the exact method: 312 weekly payments at 6.99 % / 52', () => {
    const weekly = financePayment(terms({ frequency: 'weekly', frequencyMethod: 'exact' }));
    expect(weekly.schedulePeriods).toBe(312);
    expect(weekly.schedulePeriodsPerYear).toBe(52);
    expect(weekly.payment).toBe(13_742); // PMT(0.0699/52, 312, 35000) = 137.4173…
  });
  it('splits a 0 % loan evenly', () => {
    const r = financePayment(terms({ amountFinanced: cents(1_000_000), aprPercent: ratio(0), termMonths: 36 }));
    expect(r.payment).toBe(27_778);
    expect(r.finalPayment).toBe(1_000_000 - 27_778 * 35);
    expect(r.totalInterest).toBe(0);
  });
  it('explains the payment: every line has a code and inputs', () => {
    const r = financePayment(terms({ frequency: 'weekly' }));
    expect(r.lines.map((l) => l.code)).toEqual(['monthly_payment', 'frequency_conversion', 'total_interest', 'final_payment']);
    expect(r.lines[1]?.inputs.factor).toEqual({ kind: 'factor', value: ratio(4345, 1000) });
  });
});
