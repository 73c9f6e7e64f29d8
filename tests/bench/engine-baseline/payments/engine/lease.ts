import type { Cents } from '../../shared/money';
import { divideExact, roundExact, type ExactAmount } from './exact-amount';
import { frequencyFactors, numberOfPayments, periodsPerYear, type FrequencyMethod, type PaymentFrequency } from './frequency';
import { ratio, type Ratio } from './ratio';

/** The money factor of an APR in percent: APR / 2400 (6.99 % → 0.0029125). */
export function moneyFactorOfApr(aprPercent: Ratio): Ratio {
  return ratio(aprPercent.num, aprPercent.den * 2400);
}

/** The APR in percent of a money factor: MF × 2400. */
export function aprOfMoneyFactor(mf: Ratio): Ratio {
  return ratio(mf.num * 2400, mf.den);
}

export interface LeasePeriods {
  /** Payments of the basis: the term in months (factor method), or per period (exact method). */
  readonly periods: number;
  /** The money factor of one basis period: MF × 12 / periods per year. */
  readonly periodFactor: Ratio;
  /** Converts a basis-period amount to the chosen frequency (identity when the basis is it). */
  readonly convert: (amount: ExactAmount) => ExactAmount;
  /** The spec's factor the basis (monthly) amount is divided by, or null when there is no conversion. */
  readonly conversion: Ratio | null;
  readonly numberOfPayments: number;
}

/** The periods of a lease at a frequency, with the same two methods as a loan (see FrequencyMethod). */
export function leasePeriods(term: number, moneyFactor: Ratio, frequency: PaymentFrequency, method: FrequencyMethod): LeasePeriods {
  const exact = method === 'exact' || frequency === 'monthly';
  const basis: PaymentFrequency = exact ? frequency : 'monthly';
  const perYear = periodsPerYear[basis];
  const conversion = frequencyFactors[frequency];
  return {
    periods: numberOfPayments(term, basis),
    periodFactor: ratio(moneyFactor.num * 12, moneyFactor.den * perYear),
    convert: exact ? (a) => a : (a) => divideExact(a, conversion),
    conversion: exact ? null : conversion,
    numberOfPayments: numberOfPayments(term, frequency),
  };
}

/**
 * The textbook lease payment (payments in advance, no compounding), per basis period, exactly:
 * depreciation / n + (adjusted cap cost + residual) × money factor. Its rent part is
 * (adjusted cap cost + residual) × money factor.
 */
export function leasePaymentExact(capCost: Cents, residual: Cents, p: LeasePeriods): { readonly basisPayment: ExactAmount; readonly basisRent: ExactAmount; readonly payment: ExactAmount } {
  const n = BigInt(p.periods);
  const f = p.periodFactor;
  const rentNum = BigInt(capCost + residual) * BigInt(f.num);
  const basisPayment = { num: BigInt(capCost - residual) * BigInt(f.den) + rentNum * n, den: n * BigInt(f.den) };
  return { basisPayment, basisRent: { num: rentNum, den: BigInt(f.den) }, payment: p.convert(basisPayment) };
}

/**
 * The part of each payment that an amount in the cap cost adds: amount / n + amount × MF, or, when
 * the amount is residualized too (added to the residual as well), 2 × amount × MF. Rounded once:
 * the untaxed share of a payment (a disbursement, an untaxed fee, a capitalized tax, Québec's lien).
 */
export function paymentShare(amount: Cents, residualized: boolean, p: LeasePeriods): Cents {
  const f = p.periodFactor;
  const n = BigInt(p.periods);
  const a = BigInt(amount);
  const exact = residualized
    ? { num: 2n * a * BigInt(f.num), den: BigInt(f.den) }
    : { num: a * BigInt(f.den) + a * BigInt(f.num) * n, den: n * BigInt(f.den) };
  return roundExact(p.convert(exact));
}
