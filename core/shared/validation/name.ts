import type { ValidationCode } from './codes';
import { isBlank } from './required';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;

/**
 * The symbols the spec forbids in a person's name, plus every digit (any script), control
 * characters and "other symbols" (\p{So}: emoji, ©, ®…), which no one's legal name contains.
 * Letters of any script, accents, spaces, hyphens, apostrophes (' and ’) and periods stay
 * allowed: "Marie-Ève", "O'Brien", "D’Amours", "Jr.".
 */
const FORBIDDEN = /[\p{N}\p{Cc}\p{So}_!@#$%^&*()+=[{\]};:,<>/\\|¡?÷¿]/u;

/**
 * `name` (first name, last name): 2 to 30 characters, no digits or special symbols, no leading
 * whitespace, at least one letter. Length is counted in code points of the NFC form, so "é" typed as e + combining
 * accent counts once. Order of checks: leading whitespace, characters, then length, so that a
 * user typing "1" hears about the digit rather than about the length.
 */
export function name(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  if (/^\s/u.test(value)) return 'name.leading_whitespace';
  // A name of only hyphens, apostrophes or periods has no forbidden symbol but is no name.
  if (FORBIDDEN.test(value) || !/\p{L}/u.test(value)) return 'name.invalid_characters';
  const length = [...value.normalize('NFC')].length;
  if (length < NAME_MIN_LENGTH) return 'name.too_short';
  if (length > NAME_MAX_LENGTH) return 'name.too_long';
  return null;
}
