/**
 * Odometer readings as files write them: `233352 miles` (Google's vehicle listings), `45 000 km`,
 * `12,345 mi`, `12345`. The unit a file states wins; a bare number is in the store's unit.
 */

export type DistanceUnit = 'km' | 'mi';

export interface ParsedDistance {
  readonly value: number;
  /** The unit the text names, null when it names none. */
  readonly unit: DistanceUnit | null;
}

const UNITS: ReadonlyArray<readonly [RegExp, DistanceUnit]> = [
  [/^(?:mi|mile|miles|milles)$/i, 'mi'],
  [/^(?:km|kms|kilometre|kilometres|kilometer|kilometers|kilomètre|kilomètres)$/i, 'km'],
];

/** The most an odometer may read here (a million km is already a legend). */
export const DISTANCE_MAX = 9_999_999;

export function parseDistance(text: string): ParsedDistance | null {
  const match = /^([\d\s\u00a0\u202f,.]*\d)\s*([a-zà-ÿ.]*)$/i.exec(text.trim());
  if (match === null) return null;
  const word = (match[2] ?? '').replace(/\.$/, '');
  const unit = word === '' ? null : (UNITS.find(([pattern]) => pattern.test(word))?.[1] ?? undefined);
  if (unit === undefined) return null;
  const digits = (match[1] ?? '').replace(/[\s\u00a0\u202f]/g, '');
  // Thousands marks are dropped; a decimal tail of one or two digits is rounded away.
  const exact = /^(?:\d+|\d{1,3}(?:([.,])\d{3}(?:\1\d{3})*))$/.exec(digits);
  const decimal = exact === null ? /^(\d+|\d{1,3}(?:([.,])\d{3}(?:\2\d{3})*))[.,](\d{1,2})$/.exec(digits) : null;
  if (exact === null && decimal === null) return null;
  const whole = Number((exact?.[0] ?? decimal?.[1] ?? '').replace(/[.,]/g, ''));
  const rounded = whole + (decimal !== null && Number((decimal[3] ?? '0').padEnd(2, '0')) >= 50 ? 1 : 0);
  return rounded > DISTANCE_MAX ? null : { value: rounded, unit };
}

const KM_PER_MILE = 1.609344;

/** A reading in another unit, to the nearest whole unit. */
export function convertDistance(value: number, from: DistanceUnit, to: DistanceUnit): number {
  if (from === to) return value;
  return Math.round(from === 'mi' ? value * KM_PER_MILE : value / KM_PER_MILE);
}
