import { cents, type Cents } from '../../shared/money';
import type { Ratio } from './ratio';

/**
 * THE rounding policy of the payment engine; nothing else in core/payments rounds.
 *
 * - Amounts are integer cents. Every exact intermediate (a rate times an amount, a power of
 *   (1 + rate), a division by a term or a frequency factor) is kept as an exact fraction of BigInts
 *   and rounded ONCE, to the cent, HALF AWAY FROM ZERO (0.5 ¢ → 1 ¢, −0.5 ¢ → −1 ¢), which is how
 *   a dealer's calculator, a lender's contract and the tax authorities' examples round.
 * - The rounding points are: each tax component on its base (per rate); a residual value; a
 *   periodic payment (after the frequency conversion, never before) and a lease's rent charge;
 *   each period's interest in a schedule; the share of a lease payment taxed apart (an untaxed
 *   item's, a plan's).
 * - The residue rule: when rounded parts must add up to an exact total, the residue is never lost.
 *   A schedule's last payment absorbs it (the balance ends at exactly zero), so a 0 % loan splits
 *   evenly: n − 1 payments of round(P / n) and the rest in the last one; a lease payment's
 *   depreciation part is the payment less its rounded rent charge; an allocation of a total over
 *   lines (a tax over the items it was computed on) uses the largest remainders, ties to the
 *   earlier line. Pinned by rounding.prop.test.ts and amortization.prop.test.ts.
 */

/** round(num / den), half away from zero, exactly. */
export function roundHalfAway(num: bigint, den: bigint): bigint {
  if (den === 0n) throw new RangeError('division by zero');
  const negative = (num < 0n) !== (den < 0n);
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** round(num / den) as cents. */
export function roundToCents(num: bigint, den: bigint): Cents {
  return cents(Number(roundHalfAway(num, den)));
}

/**
 * round(amount × r) in cents: the tax of a base, a residual percentage of an MSRP. Exact integer
 * arithmetic in Numbers while the product is a safe integer (the common case, and fast), BigInt
 * beyond.
 */
export function applyRatio(amount: number, r: Ratio): Cents {
  const product = amount * r.num;
  if (Number.isSafeInteger(product)) return cents(divideRounded(product, r.den));
  return roundToCents(BigInt(amount) * BigInt(r.num), BigInt(r.den));
}

/** round(amount × r / 100): a percentage of an amount. */
export function applyPercent(amount: number, percent: Ratio): Cents {
  return applyRatio(amount, { num: percent.num, den: percent.den * 100 });
}

/** round(p / d) half away from zero for safe integers p and a positive safe integer d. */
export function divideRounded(p: number, d: number): number {
  const magnitude = Math.abs(p);
  let q = Math.floor(magnitude / d);
  let r = magnitude - q * d;
  // The float quotient can be one off for very large p; the exact remainder corrects it.
  while (r < 0) { q -= 1; r += d; }
  while (r >= d) { q += 1; r -= d; }
  if (2 * r >= d) q += 1;
  return p < 0 ? -q : q;
}

/**
 * Allocates a total over lines in proportion to their weights (non-negative cents), so that the
 * shares add up to the total exactly: each share is its exact quotient rounded toward zero, then
 * the cents left go one by one to the largest remainders (ties to the earlier line). All weights
 * zero: the whole total goes to the first line.
 */
export function allocate(total: Cents, weights: readonly number[]): readonly Cents[] {
  if (weights.length === 0) return [];
  if (weights.length === 1) return [total];
  let numberSum = 0;
  let largest = 0;
  for (const w of weights) { numberSum += w; if (w > largest) largest = w; }
  // The common case in Numbers (exact while every product is a safe integer), BigInt beyond.
  if (numberSum > 0 && Number.isSafeInteger(Math.abs(total) * largest) && Number.isSafeInteger(numberSum)) return allocateSafe(total, weights, numberSum);
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n) return weights.map((_, i) => cents(i === 0 ? total : 0));
  const sign = total < 0 ? -1n : 1n;
  const magnitude = BigInt(Math.abs(total));
  const shares = weights.map((w) => (magnitude * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => ({ i, r: magnitude * BigInt(w) - (shares[i] ?? 0n) * sum }));
  let left = magnitude - shares.reduce((a, s) => a + s, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map((s) => cents(Number(sign * s)));
}

function allocateSafe(total: Cents, weights: readonly number[], sum: number): readonly Cents[] {
  const magnitude = Math.abs(total);
  const shares: number[] = [];
  const remainders: number[] = [];
  let left = magnitude;
  for (const w of weights) {
    const product = magnitude * w;
    let q = Math.floor(product / sum);
    let r = product - q * sum;
    while (r < 0) { q -= 1; r += sum; }
    while (r >= sum) { q += 1; r -= sum; }
    shares.push(q);
    remainders.push(r);
    left -= q;
  }
  while (left > 0) {
    let best = 0;
    for (let i = 1; i < remainders.length; i += 1) if ((remainders[i] ?? 0) > (remainders[best] ?? 0)) best = i;
    shares[best] = (shares[best] ?? 0) + 1;
    remainders[best] = -1;
    left -= 1;
  }
  return shares.map((x) => cents(total < 0 ? -x : x));
}
