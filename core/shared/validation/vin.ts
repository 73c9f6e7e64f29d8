import type { ValidationCode } from './codes';
import { isBlank } from './required';

export const VIN_LENGTH = 17;

/** Letters and digits except I, O and Q (they look like 1 and 0), any case. */
const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]+$/i;

/**
 * `vin`: exactly 17 characters, letters and digits excluding I, O, Q, case-insensitive.
 * Characters are checked before length, so a user who typed an O hears about the O. The check
 * digit is not part of this rule (European-market VINs have none): `inventory/vin.ts`'s `checkVin`
 * requires it where the region of manufacture uses it.
 */
export function vin(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  if (!VIN_CHARACTERS.test(value)) return 'vin.invalid_characters';
  return value.length === VIN_LENGTH ? null : 'vin.length';
}

/** North-American transliteration of VIN letters to numbers (49 CFR 565.15). */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/** Weight of each of the 17 positions; position 9 (the check digit itself) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * The check digit ('0'-'9' or 'X') that position 9 of this VIN should hold, ignoring what
 * position 9 holds now; null when the value is not 17 valid VIN characters. `inventory/vin.ts`
 * checks and decodes VINs with it; the demo seed builds realistic VINs with it.
 */
export function vinCheckDigit(value: string): string | null {
  if (vin(value) !== null || isBlank(value)) return null;
  const upper = value.toUpperCase();
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i += 1) {
    const character = upper.charAt(i);
    const number = /\d/.test(character) ? Number(character) : (LETTER_VALUES[character] ?? 0);
    sum += number * (WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Whether the 9th character is the North-American check digit of the VIN. */
export function vinCheckDigitValid(value: string): boolean {
  const expected = vinCheckDigit(value);
  return expected !== null && value.charAt(8).toUpperCase() === expected;
}
