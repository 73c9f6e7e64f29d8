import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import { cents, type Cents } from '../../shared/money';
import type { DealErrorCode } from './deal-error-codes';
import { compareRatio, parseDecimalRatio, ratio, type Ratio } from './ratio';

/** One field's outcome: its value, or its error codes. */
export type FieldResult<A> = Either<NonEmptyArray<DealErrorCode>, A>;

export const fail = <A>(code: DealErrorCode): FieldResult<A> => E.left([code]);

const MONEY = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Money on the wire: a decimal string in dollars with at most two decimals ("35999.00"), never a
 * JSON number (a float); up to $999,999,999.99. Absent (undefined or null) gives `fallback`.
 */
export function money(value: unknown, fallback: Cents | null): FieldResult<Cents> {
  if (value === undefined || value === null) return fallback === null ? fail('required') : E.right(fallback);
  if (typeof value !== 'string') return fail('money.invalid');
  const text = value.trim();
  const match = MONEY.exec(text);
  if (match !== null) return E.right(cents(Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))));
  if (/^-\d+(?:\.\d+)?$/.test(text)) return fail('money.negative');
  if (/^\d+\.\d{3,}$/.test(text)) return fail('money.too_many_decimals');
  if (/^\d{10,}(?:\.\d+)?$/.test(text)) return fail('money.too_large');
  return fail('money.invalid');
}

/** A rate as decimal text: an APR in percent ("6.99", at most 100) or a money factor ("0.00125", at most 100 / 2400). */
export function rate(value: unknown, asMoneyFactor: boolean): FieldResult<Ratio | null> {
  if (value === undefined || value === null || value === '') return E.right(null);
  if (typeof value !== 'string') return fail('rate.invalid');
  const text = value.trim();
  if (/^-\d/.test(text)) return fail('rate.negative');
  const parsed = parseDecimalRatio(text, asMoneyFactor ? 9 : 4);
  if (parsed === null) return fail('rate.invalid');
  const ceiling = asMoneyFactor ? ratio(1, 24) : ratio(100);
  return compareRatio(parsed, ceiling) > 0 ? fail('rate.over_100') : E.right(parsed);
}

/** A percentage of MSRP for a residual: more than 0, at most 100, four decimals at most. */
export function residualPercent(value: unknown, required: boolean): FieldResult<Ratio | null> {
  if (value === undefined || value === null || value === '') return required ? fail('required') : E.right(null);
  if (typeof value !== 'string') return fail('residual.invalid');
  const parsed = parseDecimalRatio(value.trim(), 4);
  if (parsed === null) return fail('residual.invalid');
  return parsed.num === 0 || compareRatio(parsed, ratio(100)) > 0 ? fail('residual.out_of_range') : E.right(parsed);
}

/** A whole number as a JSON integer or digits ("60"); a string of anything else is refused. */
export function wholeNumber(value: unknown, invalid: DealErrorCode): FieldResult<number | null> {
  if (value === undefined || value === null || value === '') return E.right(null);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return E.right(value);
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return E.right(Number(value.trim()));
  return fail(invalid);
}

export function flag(value: unknown, fallback: boolean): FieldResult<boolean> {
  if (value === undefined || value === null) return E.right(fallback);
  return typeof value === 'boolean' ? E.right(value) : fail('boolean.invalid');
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T | null, invalid: DealErrorCode): FieldResult<T> {
  if (value === undefined || value === null || value === '') return fallback === null ? fail('required') : E.right(fallback);
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? E.right(value as T) : fail(invalid);
}

/** A name: 1 to 200 characters, not blank. */
export function text(value: unknown): FieldResult<string> {
  if (value === undefined || value === null) return fail('required');
  if (typeof value !== 'string' || value.length > 200) return fail('text.invalid');
  return value.trim() === '' ? fail('required') : E.right(value.trim());
}

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
