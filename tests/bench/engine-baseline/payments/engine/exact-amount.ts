import type { Cents } from '../../shared/money';
import type { Ratio } from './ratio';
import { roundToCents } from './rounding';

/**
 * An exact amount of cents as a fraction of BigInts (den > 0): a payment before its one rounding.
 * Kept exact through the frequency conversion so that a weekly payment is rounded once, not twice.
 */
export interface ExactAmount {
  readonly num: bigint;
  readonly den: bigint;
}

export const exactCents = (value: Cents | number): ExactAmount => ({ num: BigInt(value), den: 1n });

export function addExact(a: ExactAmount, b: ExactAmount): ExactAmount {
  return a.den === b.den ? { num: a.num + b.num, den: a.den } : { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

export function subtractExact(a: ExactAmount, b: ExactAmount): ExactAmount {
  return addExact(a, { num: -b.num, den: b.den });
}

export function multiplyExact(a: ExactAmount, r: Ratio): ExactAmount {
  return { num: a.num * BigInt(r.num), den: a.den * BigInt(r.den) };
}

export function divideExact(a: ExactAmount, r: Ratio): ExactAmount {
  if (r.num === 0) throw new RangeError('division by zero');
  return { num: a.num * BigInt(r.den), den: a.den * BigInt(r.num) };
}

export function roundExact(a: ExactAmount): Cents {
  return roundToCents(a.num, a.den);
}
