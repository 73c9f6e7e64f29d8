import { sequenceS } from 'fp-ts/Apply';
import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { fieldErrorsSemigroup, type FieldErrors } from '../../shared/validation';
import type { DealErrorCode } from './deal-error-codes';
import { isRecord, type FieldResult } from './wire-values';

/** A parsed part of a deal, or the errors of every field in it, keyed by path ("fees.0.amount"). */
export type Validated<A> = Either<FieldErrors<DealErrorCode>, A>;

/** Combines results and keeps every field's errors (the applicative of FieldErrors). */
export const validation = E.getApplicativeValidation(fieldErrorsSemigroup<DealErrorCode>());
export const allOf = sequenceS(validation);

export function at<A>(path: string, result: FieldResult<A>): Validated<A> {
  return pipe(result, E.mapLeft((errors) => ({ [path]: errors })));
}

/** Keys of an object that the format does not know, each an error: a typo must not price silently. */
export function knownKeys(path: string, raw: Readonly<Record<string, unknown>>, allowed: ReadonlySet<string>): Validated<null> {
  const unknown = Object.keys(raw).filter((k) => !allowed.has(k));
  if (unknown.length === 0) return E.right(null);
  const prefix = path === '' ? '' : `${path}.`;
  return E.left(Object.fromEntries(unknown.map((k) => [`${prefix}${k}`, ['field.unknown' as const]])));
}

/**
 * An optional list of objects, each parsed at "<path>.<index>". Linear in the list's length: the
 * values and the errors are gathered in place (fp-ts's traverse copies its accumulator at every
 * item, which made a 50,000-row body take minutes — issue 12.1).
 */
/**
 * The most rows a list of a deal or of a lender program may hold (docs/reliability.md): far above
 * any real program (a few dozen rows), low enough that the largest body validates in milliseconds.
 */
export const MAX_LIST_ITEMS = 1_000;

export function listOf<A>(path: string, value: unknown, item: (raw: Readonly<Record<string, unknown>>, path: string) => Validated<A>): Validated<readonly A[]> {
  if (value === undefined || value === null) return E.right([]);
  if (!Array.isArray(value)) return E.left({ [path]: ['list.invalid'] });
  if (value.length > MAX_LIST_ITEMS) return E.left({ [path]: ['list.too_long'] });
  return eachOf(path, value as readonly unknown[], (raw, at) => (isRecord(raw) ? item(raw, at) : E.left({ [at]: ['item.invalid' as const] } as FieldErrors<DealErrorCode>)));
}

/** Every item at "<list>.<index>", all errors together, gathered in place (linear in the list's length). */
export function eachOf<A, B>(list: string, items: readonly A[], item: (a: A, path: string) => Validated<B>): Validated<readonly B[]> {
  const values: B[] = [];
  const errors: Record<string, [DealErrorCode, ...DealErrorCode[]]> = {};
  let failed = false;
  items.forEach((a, i) => {
    const result = item(a, `${list}.${i}`);
    if (E.isRight(result)) {
      values.push(result.right);
      return;
    }
    failed = true;
    for (const [key, codes] of Object.entries(result.left)) {
      const known = errors[key];
      if (known === undefined) errors[key] = [codes[0], ...codes.slice(1)];
      else known.push(...codes);
    }
  });
  return failed ? E.left(errors) : E.right(values);
}
