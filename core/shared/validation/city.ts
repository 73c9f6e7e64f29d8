import type { ValidationCode } from './codes';
import { isBlank } from './required';

/**
 * Words of letters (accented ones included, combining marks allowed after a letter) separated by
 * exactly one of: a space, a hyphen, an apostrophe (' or the typographic ’ common in Québec), or
 * a period followed by a space. Examples: "Montréal", "Trois-Rivières", "L’Assomption",
 * "St. Catharines", "Notre-Dame-de-l'Île-Perrot". No leading, trailing or doubled separators.
 * Each word starts with a letter and separators are not letters, so the pattern cannot backtrack
 * badly on long input.
 */
const CITY = /^(?:\p{L}\p{M}*)+(?:(?:[ '’-]|\. )(?:\p{L}\p{M}*)+)*$/u;

/** `city`: letters separated by a space, hyphen, apostrophe or period plus space. */
export function city(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  return CITY.test(value) ? null : 'city.invalid';
}
