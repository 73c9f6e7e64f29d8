import type { ValidationCode } from './codes';
import type { Country } from './country';
import { isBlank } from './required';

/**
 * Canada: letter-digit-letter, an optional single space or hyphen, digit-letter-digit.
 * Decision: lowercase is accepted ("h2x 1y4") because people type it that way; store the value
 * through `normalizePostalCode`. We keep the spec's "any letter" rather than Canada Post's
 * narrower letter set: the province lookup (postal_code_province) is the real check, and a
 * stricter pattern would refuse codes an existing system already holds.
 */
const CANADA = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

/**
 * USA: the spec says "exactly 5 digits (5 or 9 accepted by the pattern)". Decision: accept a
 * 5-digit ZIP and ZIP+4 (with or without its hyphen: 12345-6789, 123456789); the message asks for
 * 5 digits because that is what a customer should type.
 */
const USA = /^\d{5}(?:-?\d{4})?$/;

/**
 * `postal_code`: matched against the country's pattern. Surrounding spaces are not trimmed: the
 * input masks never produce them, and a rule does not silently change what it checks.
 */
export function postalCode(value: string, params: { readonly country: Country }): ValidationCode | null {
  if (isBlank(value)) return null;
  if (params.country === 'CA') return CANADA.test(value) ? null : 'postal_code.invalid';
  return USA.test(value) ? null : 'postal_code.invalid_zip';
}

/**
 * The stored form of a valid code: Canada "H2X 1Y4" (upper case, one space), USA "12345" or
 * "12345-6789". Returns the input unchanged when it is not valid for the country.
 */
export function normalizePostalCode(value: string, country: Country): string {
  if (postalCode(value, { country }) !== null || isBlank(value)) return value;
  if (country === 'CA') {
    const compact = value.replace(/[ -]/g, '').toUpperCase();
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  }
  const digits = value.replace('-', '');
  return digits.length === 5 ? digits : `${digits.slice(0, 5)}-${digits.slice(5)}`;
}
