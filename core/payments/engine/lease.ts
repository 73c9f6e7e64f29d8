import type { Cents } from '../../shared/money';
import { divideExact, roundExact, type ExactAmount } from './exact-amount';
import { roundScaled } from './rounding';
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

const unchanged = (a: ExactAmount): ExactAmount => a;
/** Each frequency's conversion, made once (not a closure per lease). */
const converters: Readonly<Record<PaymentFrequency, (a: ExactAmount) => ExactAmount>> = {
  weekly: (a) => divideExact(a, frequencyFactors.weekly),
  biweekly: (a) => divideExact(a, frequencyFactors.biweekly),
  semimonthly: (a) => divideExact(a, frequencyFactors.semimonthly),
  monthly: (a) => divideExact(a, frequencyFactors.monthly),
};

/** The periods of a lease at a frequency, with the same two methods as a loan (see FrequencyMethod). */
export function leasePeriods(term: number, moneyFactor: Ratio, frequency: PaymentFrequency, method: FrequencyMethod): LeasePeriods {
  const exact = method === 'exact' || frequency === 'monthly';
  const basis: PaymentFrequency = exact ? frequency : 'monthly';
  const perYear = periodsPerYear[basis];
  const conversion = frequencyFactors[frequency];
  return {
    periods: numberOfPayments(term, basis),
    periodFactor: ratio(moneyFactor.num * 12, moneyFactor.den * perYear),
    convert: exact ? unchanged : converters[frequency],
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

/** The basis payment, its rent part and the payment at the chosen frequency, each rounded once to the cent. */
export interface RoundedLeasePayment {
  readonly basisPayment: Cents;
  readonly basisRent: Cents;
  readonly payment: Cents;
}

const safe = Number.isSafeInteger;

/**
 * `leasePaymentExact`'s three amounts rounded (`roundExact`), the same cents: in Numbers while every
 * product is a safe integer (a lease's amounts and money factors keep them far below 2⁵³), the
 * frequency conversion through `roundScaled`; else from the BigInt fractions.
 */
export function leasePaymentRounded(capCost: Cents, residual: Cents, p: LeasePeriods): RoundedLeasePayment {
  const n = p.periods;
  const f = p.periodFactor;
  const rentNum = (capCost + residual) * f.num;
  const depreciation = (capCost - residual) * f.den;
  const num = depreciation + rentNum * n;
  const den = n * f.den;
  if (safe(rentNum) && safe(depreciation) && safe(rentNum * n) && safe(num) && safe(den)) {
    const basisPayment = roundScaled(num, den, 1, 1);
    const c = p.conversion;
    return { basisPayment, basisRent: roundScaled(rentNum, f.den, 1, 1), payment: c === null ? basisPayment : roundScaled(num, den, c.den, c.num) };
  }
  const exact = leasePaymentExact(capCost, residual, p);
  return { basisPayment: roundExact(exact.basisPayment), basisRent: roundExact(exact.basisRent), payment: roundExact(exact.payment) };
}

/**
 * The part of each payment that an amount in the cap cost adds: amount / n + amount × MF, or, when
 * the amount is residualized too (added to the residual as well), 2 × amount × MF. Rounded once:
 * the untaxed share of a payment (a disbursement, an untaxed fee, a capitalized tax, Québec's lien).
 * In Numbers while the products are safe integers, else in BigInt; the same cents.
 */
export function paymentShare(amount: Cents, residualized: boolean, p: LeasePeriods): Cents {
  const f = p.periodFactor;
  const n = p.periods;
  const c = p.conversion;
  const num = residualized ? 2 * amount * f.num : amount * f.den + amount * f.num * n;
  const den = residualized ? f.den : n * f.den;
  if (safe(2 * amount * f.num) && safe(amount * f.den) && safe(amount * f.num * n) && safe(num) && safe(den)) {
    return c === null ? roundScaled(num, den, 1, 1) : roundScaled(num, den, c.den, c.num);
  }
  const a = BigInt(amount);
  const bn = BigInt(n);
  const exact = residualized
    ? { num: 2n * a * BigInt(f.num), den: BigInt(f.den) }
    : { num: a * BigInt(f.den) + a * BigInt(f.num) * bn, den: bn * BigInt(f.den) };
  return roundExact(p.convert(exact));
}
