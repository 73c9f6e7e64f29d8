import type { ValidationCode } from './codes';
import { isBlank } from './required';

/**
 * The numeric rules read the machine form of a number: an optional minus, ASCII digits, an
 * optional "." and decimals. Currency symbols, thousands separators and the French decimal comma
 * are the input mask's business (the currency input turns "1 234,50 $" into "1234.50"); the rules
 * never parse a number into a float, so no precision is lost on long inputs.
 */
const DECIMAL = /^-?\d+(?:\.(\d+))?$/;

/** Numeric precision of the panel (spec section 9: "Numeric precision 2"). */
export const DEFAULT_DECIMAL_PLACES = 2;

/**
 * `decimal`: optional minus, digits, optional decimal part limited to `places` places
 * (default 2). "5." and ".5" are refused: digits are required on both sides of the point.
 */
export function decimal(value: string, params?: { readonly places?: number }): ValidationCode | null {
  if (isBlank(value)) return null;
  const match = DECIMAL.exec(value);
  if (match === null) return 'decimal.invalid';
  const places = params?.places ?? DEFAULT_DECIMAL_PLACES;
  return (match[1]?.length ?? 0) > places ? 'decimal.too_many_places' : null;
}

/**
 * `no_cents`: a whole amount. Decision: "1500.00" passes, because the currency input shows two
 * decimals by default and zero cents are no cents; "1500.50" and anything that is not a number
 * fail with the same code.
 */
export function noCents(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  return /^-?\d+(?:\.0+)?$/.test(value) ? null : 'no_cents.has_cents';
}

/**
 * `positive`: a number greater than 0. Decided on the digits rather than a float: positive
 * means no minus sign and at least one non-zero digit ("0.00" and "-0" are not positive).
 * Anything that is not a number fails with the same code.
 */
export function positive(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  return DECIMAL.test(value) && !value.startsWith('-') && /[1-9]/.test(value) ? null : 'positive.not_positive';
}
