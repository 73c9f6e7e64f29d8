/**
 * An exact non-negative rational with safe-integer parts, for every rate, percentage and factor of
 * the payment maths (an APR of 6.99 % is 699/100 percent; the weekly factor 4.345 is 4345/1000).
 * Never a float: a float cannot hold 6.99 or 9.975 exactly, and a payment must be exact to the cent.
 */
export interface Ratio {
  readonly num: number;
  readonly den: number;
}

export function ratio(num: number, den = 1): Ratio {
  if (!Number.isSafeInteger(num) || num < 0) throw new RangeError(`ratio numerator must be a non-negative safe integer, got ${num}`);
  if (!Number.isSafeInteger(den) || den <= 0) throw new RangeError(`ratio denominator must be a positive safe integer, got ${den}`);
  return { num, den };
}

export const ZERO: Ratio = { num: 0, den: 1 };

const DECIMAL = /^(\d{1,9})(?:\.(\d{1,9}))?$/;

/** "6.99" → 699/100; null when the text is not an unsigned decimal with at most `maxPlaces` places. */
export function parseDecimalRatio(text: string, maxPlaces: number): Ratio | null {
  const match = DECIMAL.exec(text);
  if (match === null) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > maxPlaces) return null;
  return ratio(Number(`${match[1] ?? '0'}${fraction}`), 10 ** fraction.length);
}

export function isZero(r: Ratio): boolean {
  return r.num === 0;
}

/**
 * Sign of a − b, exactly: cross-multiplied in Numbers while both products are safe integers (every
 * rate a deal carries), in BigInt beyond so that large parts cannot overflow.
 */
export function compareRatio(a: Ratio, b: Ratio): number {
  const l = a.num * b.den;
  const r = b.num * a.den;
  if (Number.isSafeInteger(l) && Number.isSafeInteger(r)) return l === r ? 0 : l < r ? -1 : 1;
  const left = BigInt(a.num) * BigInt(b.den);
  const right = BigInt(b.num) * BigInt(a.den);
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * The exact decimal text of a ratio ("6.99", "0.0029125", "5"), or "num/den" when the decimal does
 * not terminate (an APR of 7 % gives the money factor 7/2400). Used to show a formula's inputs.
 */
export function ratioText(r: Ratio): string {
  let den = r.den;
  let twos = 0;
  let fives = 0;
  while (den % 2 === 0) { den /= 2; twos += 1; }
  while (den % 5 === 0) { den /= 5; fives += 1; }
  if (r.num % den !== 0) {
    const g = gcd(r.num, r.den);
    return `${r.num / g}/${r.den / g}`;
  }
  const places = Math.max(twos, fives);
  const scaled = (BigInt(r.num) * 10n ** BigInt(places)) / BigInt(r.den);
  const digits = scaled.toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x === 0 ? 1 : x;
}
