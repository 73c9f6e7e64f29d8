import type { ValidationCode } from './codes';
import { isBlank } from './required';

/**
 * Luhn checksum ("remainder zero"): from the right, double every second digit, subtract 9 from
 * any result above 9, and the total must be a multiple of 10. Expects ASCII digits only.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    const weighted = i % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/**
 * `sin` (Canadian social insurance number): 9 digits that pass the Luhn checksum. Spaces and
 * hyphens anywhere are ignored ("046 454 286", "046-454-286"); any other character is a format
 * error. Decision: nothing beyond the spec's checksum (no ban on a leading 0), because the
 * government's own sample SIN, 046 454 286, starts with 0 and is what people test with.
 */
export function sin(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  const digits = value.replace(/[ -]/g, '');
  if (!/^\d{9}$/.test(digits)) return 'sin.format';
  return luhnValid(digits) ? null : 'sin.checksum';
}
