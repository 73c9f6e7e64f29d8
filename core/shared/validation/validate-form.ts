import type { Either } from 'fp-ts/Either';
import * as E from 'fp-ts/Either';
import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import type { FieldErrors } from '../validation';
import { collectFieldErrors } from '../validation';
import type { ValidationCode } from './codes';
import type { RuleSpec } from './rules';
import { runRule } from './rules';

/** Field name to the rules of that field, run in order. */
export type FormSchema<F extends string> = { readonly [K in F]: readonly RuleSpec[] };

export type FormErrors = FieldErrors<ValidationCode>;

/**
 * Runs a field's rules in order and stops at the first failure (spec: "rules stop at the first
 * failure"). Null when every rule passed. This is what a form runs on input, change and blur.
 */
export function validateField(value: string, specs: readonly RuleSpec[]): ValidationCode | null {
  for (const spec of specs) {
    const code = runRule(spec, value);
    if (code !== null) return code;
  }
  return null;
}

/**
 * Validates every field of the schema (spec: "forms validate all fields on submit"): Right with
 * the schema's fields and their values when all pass, otherwise Left with one code for every
 * failing field. Fields of `values` that the schema does not name are left out of the Right, so
 * nothing unvalidated travels on. A missing value is validated as an empty string.
 */
export function validateForm<F extends string>(
  schema: FormSchema<F>,
  values: Readonly<Partial<Record<F, string>>>,
): Either<FormErrors, Record<F, string>> {
  const fields = Object.keys(schema) as F[];
  const results = {} as Record<F, Either<NonEmptyArray<ValidationCode>, string>>;
  for (const field of fields) {
    const value = values[field] ?? '';
    const code = validateField(value, schema[field]);
    results[field] = code === null ? E.right(value) : E.left([code]);
  }
  return collectFieldErrors(results);
}
