import type { ValidationCode } from './codes';

/**
 * A value counts as empty when it is blank after trimming: a field holding only spaces was not
 * filled in. Every rule except `required` lets empty values through (spec: rules "skip empty
 * values by default"), so an optional field may stay blank.
 */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** `required`: the only rule that looks at empty values. */
export function required(value: string): ValidationCode | null {
  return isBlank(value) ? 'required' : null;
}
