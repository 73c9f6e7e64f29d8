import type { Cents } from '../../shared/money';
import { levelPayment, amortize, periodicRate } from './amortization';
import { count, factor, line, money, percent, type BreakdownLine } from './breakdown';
import { divideExact, roundExact } from './exact-amount';
import { frequencyFactors, numberOfPayments, periodsPerYear, type FrequencyMethod, type PaymentFrequency } from './frequency';
import type { Ratio } from './ratio';

export interface FinanceTerms {
  readonly amountFinanced: Cents;
  /** Annual percentage rate in percent (6.99 % = 699/100). */
  readonly aprPercent: Ratio;
  readonly termMonths: number;
  readonly frequency: PaymentFrequency;
  readonly frequencyMethod: FrequencyMethod;
}

export interface FinancePayment {
  /** The periodic payment at the chosen frequency. */
  readonly payment: Cents;
  readonly numberOfPayments: number;
  /** The payment of the amortized schedule: the monthly one in the `factor` method. */
  readonly schedulePayment: Cents;
  readonly schedulePeriods: number;
  readonly schedulePeriodsPerYear: number;
  readonly periodicRate: Ratio;
  readonly totalInterest: Cents;
  readonly finalPayment: Cents;
  readonly lines: readonly BreakdownLine[];
}

/** The payment of a loan by standard amortization, at a frequency (see `FrequencyMethod`). */
export function financePayment(terms: FinanceTerms): FinancePayment {
  const exact = terms.frequencyMethod === 'exact' || terms.frequency === 'monthly';
  const basis: PaymentFrequency = exact ? terms.frequency : 'monthly';
  const perYear = periodsPerYear[basis];
  const periods = numberOfPayments(terms.termMonths, basis);
  const rate = periodicRate(terms.aprPercent, perYear);
  const level = levelPayment(terms.amountFinanced, rate, periods);
  const schedulePayment = roundExact(level);
  const summary = amortize(terms.amountFinanced, rate, periods, schedulePayment);
  const lines: BreakdownLine[] = [
    line(basis === 'monthly' ? 'monthly_payment' : 'periodic_payment', schedulePayment, {
      principal: money(terms.amountFinanced), apr: percent(terms.aprPercent), periods: count(periods), periods_per_year: count(perYear),
    }),
  ];
  let payment = schedulePayment;
  if (!exact) {
    const factorOf = frequencyFactors[terms.frequency];
    payment = roundExact(divideExact(level, factorOf));
    lines.push(line('frequency_conversion', payment, { monthly_payment: money(schedulePayment), factor: factor(factorOf) }));
  }
  lines.push(
    line('total_interest', summary.totalInterest, { principal: money(terms.amountFinanced), payment: money(schedulePayment), periods: count(periods) }),
  );
  if (summary.finalPayment !== schedulePayment) {
    lines.push(line('final_payment', summary.finalPayment, { payment: money(schedulePayment), periods: count(periods) }));
  }
  return {
    payment,
    numberOfPayments: numberOfPayments(terms.termMonths, terms.frequency),
    schedulePayment,
    schedulePeriods: periods,
    schedulePeriodsPerYear: perYear,
    periodicRate: rate,
    totalInterest: summary.totalInterest,
    finalPayment: summary.finalPayment,
    lines,
  };
}
