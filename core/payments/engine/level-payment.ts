import type { Cents } from '../../shared/money';
import { levelPayment } from './amortization';
import { divideExact, roundExact } from './exact-amount';
import type { Ratio } from './ratio';
import { roundEstimate } from './rounding';

/**
 * The level payment of a loan rounded to the cent (and the same payment divided by a frequency
 * factor, rounded once), EXACTLY as `roundExact(levelPayment(…))` gives it, but fast: the exact
 * value is a fraction of BigInt powers of thousands of bits (a weekly loan over 96 months raises
 * (a + b) to the 416th power), and only its rounding is ever used.
 *
 * So the payment is first estimated in floating point, P·i·(1+i)^n / ((1+i)^n − 1) with
 * (1+i)^n − 1 = expm1(n·log1p(i)) (accurate even for a tiny rate), and the estimate decides the
 * rounding only when it is farther from a half cent than its error can reach; otherwise (about one
 * loan in a hundred million, and every exact tie) the exact BigInt fraction does.
 *
 * The error bound: each IEEE operation errs by at most u = 2⁻⁵³ relatively, log1p and expm1 (V8's
 * fdlibm ports) by less than one ulp, and expm1 amplifies its argument's error by at most 1 + x
 * (x = n·log1p(i)), so the estimate is within (8 + 8·(1 + x))·u of the exact value: under 4·10⁻¹⁴
 * relatively for x ≤ 40 (a 35 % loan over 96 months has x ≈ 2.8). `roundEstimate` trusts 10⁻¹¹,
 * hundreds of times that; beyond x = 40, or for a non-finite estimate, the exact path runs.
 * Pinned by level-payment.prop.test.ts (estimate and exact agree, ties included).
 */
const MAX_EXPONENT = 40;

/** The float estimate of the level payment in cents, or NaN where it is not trusted. */
function estimate(principal: number, rate: Ratio, periods: number): number {
  if (rate.num === 0) return principal / periods;
  const i = rate.num / rate.den;
  const x = periods * Math.log1p(i);
  if (!(x <= MAX_EXPONENT)) return NaN;
  const q = Math.expm1(x);
  return (principal * i * (q + 1)) / q;
}

export interface RoundedLevelPayment {
  /** round(level payment): the payment of the amortized schedule. */
  readonly payment: Cents;
  /** round(level payment / divisor), or the payment itself without a divisor. */
  readonly divided: Cents;
}

/**
 * round(levelPayment(principal, rate, periods)) and round(levelPayment(…) / divisor), each exactly
 * as from the exact fraction (see above); `divisor` null: no division.
 */
export function roundedLevelPayment(principal: Cents, rate: Ratio, periods: number, divisor: Ratio | null): RoundedLevelPayment {
  if (!Number.isSafeInteger(periods) || periods < 1) throw new RangeError(`periods must be a positive integer, got ${periods}`);
  const v = estimate(principal, rate, periods);
  const payment = roundEstimate(v);
  const divided = divisor === null ? payment : divisor.num === 0 ? null : roundEstimate((v * divisor.den) / divisor.num);
  if (payment !== null && divided !== null) return { payment, divided };
  const level = levelPayment(principal, rate, periods);
  const exactPayment = payment ?? roundExact(level);
  return { payment: exactPayment, divided: divisor === null ? exactPayment : divided ?? roundExact(divideExact(level, divisor)) };
}
