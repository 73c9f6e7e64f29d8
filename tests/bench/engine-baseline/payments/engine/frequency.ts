import { ratio, type Ratio } from './ratio';
import { divideRounded } from './rounding';

export const paymentFrequencies = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type PaymentFrequency = (typeof paymentFrequencies)[number];

export function isPaymentFrequency(value: unknown): value is PaymentFrequency {
  return typeof value === 'string' && (paymentFrequencies as readonly string[]).includes(value);
}

/**
 * Payments per month of each frequency, from spec 002 section 9: "weekly 4.345, biweekly 2.172,
 * monthly 1, semimonthly 2". A periodic payment in the default `factor` method is the monthly
 * payment divided by this factor (weekly = monthly / 4.345), rounded once.
 */
export const frequencyFactors: Readonly<Record<PaymentFrequency, Ratio>> = {
  weekly: ratio(4345, 1000),
  biweekly: ratio(2172, 1000),
  semimonthly: ratio(2),
  monthly: ratio(1),
};

export const periodsPerYear: Readonly<Record<PaymentFrequency, number>> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
};

/**
 * How a non-monthly payment is obtained, a dealership setting:
 * - `factor` (the default, what the spec's product does and what customers compare across
 *   dealers): amortize monthly over the term, divide the exact monthly payment by the spec's
 *   factor, round once. The contract's schedule stays monthly.
 * - `exact`: amortize per period: periodic rate = APR / periods per year, number of payments =
 *   term × periods per year / 12 (rounded half away from zero), the schedule is per period.
 */
export const frequencyMethods = ['factor', 'exact'] as const;
export type FrequencyMethod = (typeof frequencyMethods)[number];

/** Number of payments of a term in months at a frequency: term × periods per year / 12, rounded. */
export function numberOfPayments(termMonths: number, frequency: PaymentFrequency): number {
  return divideRounded(termMonths * periodsPerYear[frequency], 12);
}
