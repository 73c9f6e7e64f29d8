import type { Either } from 'fp-ts/Either';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import * as NEA from 'fp-ts/NonEmptyArray';
import * as R from 'fp-ts/Record';
import type { Semigroup } from 'fp-ts/Semigroup';

/**
 * Field name to the list of its errors: what a form shows and what the server's problem+json
 * body carries. Generic in the error so that both rule codes (core/shared/validation) and use-case
 * errors can use it.
 */
export type FieldErrors<Err = string> = Readonly<Record<string, NonEmptyArray<Err>>>;

/** One error on one field. */
export function fieldError<Err>(field: string, error: Err): FieldErrors<Err> {
  return { [field]: [error] };
}

/** Two sets of field errors together: fields of both, errors of a shared field concatenated. */
export function fieldErrorsSemigroup<Err>(): Semigroup<FieldErrors<Err>> {
  return R.getUnionSemigroup(NEA.getSemigroup<Err>());
}

/**
 * The one place that collects every field's outcome instead of stopping at the first bad field:
 * Right with every field's value when all passed, otherwise Left with the errors of every field
 * that failed (ARCHITECTURE.md section 4: "form validation that collects every error is wrapped
 * once").
 */
export function collectFieldErrors<K extends string, Err, A>(
  results: Readonly<Record<K, Either<NonEmptyArray<Err>, A>>>,
): Either<FieldErrors<Err>, Record<K, A>> {
  const validation = E.getApplicativeValidation(fieldErrorsSemigroup<Err>());
  return pipe(
    results,
    R.traverseWithIndex(validation)((field: K, result: Either<NonEmptyArray<Err>, A>) =>
      pipe(
        result,
        E.mapLeft((errors): FieldErrors<Err> => ({ [field]: errors })),
      ),
    ),
  );
}
