import { cents, type Cents } from '../../shared/money';
import type { ExactAmount } from './exact-amount';
import { ratio, type Ratio } from './ratio';
import { applyRatio, divideRounded } from './rounding';

/** The rate of one period: an APR in percent divided by 100 and by the periods per year. */
export function periodicRate(aprPercent: Ratio, periodsPerYear: number): Ratio {
  return ratio(aprPercent.num, aprPercent.den * 100 * periodsPerYear);
}

/**
 * The level payment that repays `principal` in `periods` payments in arrears at `rate` per
 * period, exactly: P·i·(1+i)^n / ((1+i)^n − 1), or P / n at 0 %. With i = a/b this is
 * P·a·(a+b)^n / (b·((a+b)^n − b^n)): two BigInt powers, no float, no approximation.
 */
export function levelPayment(principal: Cents, rate: Ratio, periods: number): ExactAmount {
  if (!Number.isSafeInteger(periods) || periods < 1) throw new RangeError(`periods must be a positive integer, got ${periods}`);
  const p = BigInt(principal);
  if (rate.num === 0) return { num: p, den: BigInt(periods) };
  const g = gcd(rate.num, rate.den);
  const a = rate.num / g;
  const b = rate.den / g;
  const grown = power(a + b, periods);
  return { num: p * BigInt(a) * grown, den: BigInt(b) * (grown - power(b, periods)) };
}

/**
 * base^n in BigInt, remembered: an inventory priced in one run shares a handful of rates and
 * terms, and the powers are the costliest step of a payment. A memo (same answer for the same
 * question, bounded, cleared when full) keeps the function pure.
 */
const powers = new Map<string, bigint>();
function power(base: number, n: number): bigint {
  const key = `${base}^${n}`;
  const known = powers.get(key);
  if (known !== undefined) return known;
  if (powers.size >= 10_000) powers.clear();
  const value = BigInt(base) ** BigInt(n);
  powers.set(key, value);
  return value;
}

function gcd(x: number, y: number): number {
  let a = x;
  let b = y;
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

export interface ScheduleRow {
  readonly period: number;
  readonly payment: Cents;
  readonly interest: Cents;
  readonly principal: Cents;
  readonly balance: Cents;
}

export interface AmortizationSummary {
  readonly totalInterest: Cents;
  readonly finalPayment: Cents;
  readonly totalOfPayments: Cents;
}

/**
 * Walks a loan period by period: interest = round(balance × rate), principal = payment − interest,
 * and the last period pays whatever balance is left with its interest (the residue rule: the last
 * payment absorbs the rounding, the balance ends at exactly zero). If the balance is repaid early
 * (only for a loan of a few cents), later periods pay nothing.
 */
export function amortize(
  principal: Cents,
  rate: Ratio,
  periods: number,
  payment: Cents,
  onRow?: (row: ScheduleRow) => void,
): AmortizationSummary {
  let balance: number = principal;
  let totalInterest = 0;
  let totalOfPayments = 0;
  let finalPayment = 0;
  const { num, den } = rate;
  // round(balance × rate) from its float estimate t = balance × (num / den) + ½ when that cannot be
  // wrong: while 0 ≤ balance × num ≤ 2⁵² and den < 2⁵², t is within 4·2⁻⁵³·t of the exact value (two
  // roundings of the rate and the product, one of the sum), so floor(t) is the exact rounding unless
  // t is within 10⁻¹⁵·t of an integer; then (and beyond the bounds) the exact quotient decides.
  // A short chain of dependent steps per period: the walk's cost is its latency.
  const perCent = num / den;
  const fastLimit = den >= 2 ** 52 ? -1 : num === 0 ? Number.MAX_SAFE_INTEGER : Math.floor(2 ** 52 / num);
  for (let period = 1; period <= periods; period += 1) {
    const t = balance * perCent + 0.5;
    let interest = Math.floor(t);
    const fraction = t - interest;
    const margin = t * 1e-15;
    if (!(balance >= 0 && balance <= fastLimit && fraction > margin && fraction < 1 - margin)) interest = exactInterest(balance, rate);
    const owed = payment - interest;
    const repaid = period === periods || owed > balance ? balance : owed; // a branch, not Math.min: off the chain
    const paid = interest + repaid;
    balance -= repaid;
    totalInterest += interest;
    totalOfPayments += paid;
    finalPayment = paid;
    if (onRow !== undefined) onRow({ period, payment: cents(paid), interest: cents(interest), principal: cents(repaid), balance: cents(balance) });
  }
  return { totalInterest: cents(totalInterest), finalPayment: cents(finalPayment), totalOfPayments: cents(totalOfPayments) };
}

/** round(balance × rate) half away from zero, exactly: in Numbers while the product is a safe integer. */
function exactInterest(balance: number, rate: Ratio): number {
  const product = balance * rate.num;
  return balance >= 0 && Number.isSafeInteger(product) ? divideRounded(product, rate.den) : applyRatio(balance, rate);
}

/** The whole schedule of a loan, one row per period (see `amortize`). */
export function amortizationSchedule(principal: Cents, rate: Ratio, periods: number, payment: Cents): readonly ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  amortize(principal, rate, periods, payment, (row) => rows.push(row));
  return rows;
}
