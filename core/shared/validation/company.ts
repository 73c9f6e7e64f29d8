import type { ValidationCode } from './codes';
import { isBlank } from './required';

export const COMPANY_MIN_LENGTH = 2;

/**
 * Letters (any script, with accents), digits, space and the four marks the spec allows:
 * ' ! . -  (plus the typographic apostrophe ’, which Québec keyboards and autocorrect produce).
 * The spec's list has no "&" or ","; we keep it as written.
 */
const ALLOWED = /^[\p{L}\p{M}\p{N} '’!.-]+$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * `company` (employer): at least 2 characters, no leading or trailing whitespace, at least one
 * letter or digit, only letters, digits, space and ' ! . -
 */
export function company(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  if (/^\s|\s$/u.test(value)) return 'company.surrounding_whitespace';
  if (!ALLOWED.test(value)) return 'company.invalid_characters';
  if ([...value.normalize('NFC')].length < COMPANY_MIN_LENGTH) return 'company.too_short';
  if (!LETTER_OR_DIGIT.test(value)) return 'company.no_letter_or_digit';
  return null;
}
