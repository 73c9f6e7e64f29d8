import * as E from 'fp-ts/Either';

/**
 * Vehicle identification numbers (ISO 3779, 49 CFR Part 565): 17 characters without I, O or Q,
 * position 9 a check digit over the others. In Canada and the USA every vehicle since the 1981
 * model year carries one with a check digit, so a VIN that fails it is refused (a typing mistake).
 */
export type VinError = 'vin.length' | 'vin.characters' | 'vin.check_digit';

/** What the VIN itself tells: maker (when its WMI is known), region of manufacture and model year. */
export interface DecodedVin {
  readonly vin: string;
  /** World manufacturer identifier: positions 1–3. */
  readonly wmi: string;
  /** null when the WMI is not in the table below. */
  readonly make: string | null;
  /** ISO country code of the region of manufacture (position 1), null when unassigned here. */
  readonly country: string | null;
  /** Model year from position 10 (positions 7 a letter → 2010–2039, a digit → 1980–2009), null when the code is not a year code. */
  readonly modelYear: number | null;
  readonly plant: string;
  readonly serial: string;
}

const VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
  0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
/** The characters a VIN may hold (no I, O, Q). */
export const VIN_CHARACTERS = Object.keys(VALUES).sort().join('');
/** Position 10's year codes, in order from 1980 (and again from 2010). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The transliterated value of a VIN character (0–9), undefined for a character a VIN may not hold. */
export const vinValue = (c: string): number | undefined => VALUES[c];

/** The check digit (0–9 or X) of 17 valid characters; position 9 itself weighs nothing. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (VALUES[vin[i] ?? ''] ?? 0) * WEIGHTS[i]!;
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** Upper case, spaces and hyphens out: how a VIN is stored and compared. */
export const normalizeVin = (text: string): string => text.toUpperCase().replace(/[\s-]/g, '');

const REGIONS: ReadonlyArray<readonly [string, string]> = [
  ['1', 'US'], ['4', 'US'], ['5', 'US'], ['2', 'CA'], ['3', 'MX'], ['J', 'JP'], ['K', 'KR'], ['L', 'CN'], ['S', 'GB'], ['W', 'DE'],
  ['Y', 'SE'], ['Z', 'IT'], ['V', 'FR'], ['9', 'BR'],
];

/** Makers of the WMIs most common on Canadian and American roads; others decode with make null. */
const MAKERS: Readonly<Record<string, string>> = {
  '1FA': 'Ford', '1FM': 'Ford', '1FT': 'Ford', '2FM': 'Ford', '3FA': 'Ford', '1G1': 'Chevrolet', '1GC': 'Chevrolet', '1GN': 'Chevrolet',
  '2G1': 'Chevrolet', '3GN': 'Chevrolet', '1GT': 'GMC', '1GK': 'GMC', '1G6': 'Cadillac', '1HG': 'Honda', '2HG': 'Honda', '2HK': 'Honda',
  '5FN': 'Honda', '5J6': 'Honda', 'JHM': 'Honda', '19X': 'Honda', '1N4': 'Nissan', '1N6': 'Nissan', '5N1': 'Nissan', 'JN1': 'Nissan',
  'JN8': 'Nissan', '2T1': 'Toyota', '2T3': 'Toyota', '4T1': 'Toyota', '4T3': 'Toyota', '5TD': 'Toyota', '5TF': 'Toyota', 'JTD': 'Toyota',
  'JTE': 'Toyota', 'JTM': 'Toyota', '2T2': 'Lexus', 'JTH': 'Lexus', '5YJ': 'Tesla', '7SA': 'Tesla', 'WVW': 'Volkswagen', 'WVG': 'Volkswagen',
  '3VW': 'Volkswagen', '1VW': 'Volkswagen', 'WAU': 'Audi', 'WA1': 'Audi', 'WBA': 'BMW', 'WBX': 'BMW', '5UX': 'BMW', 'WDD': 'Mercedes-Benz',
  'WDC': 'Mercedes-Benz', '4JG': 'Mercedes-Benz', 'W1K': 'Mercedes-Benz', 'KM8': 'Hyundai', 'KMH': 'Hyundai', '5NP': 'Hyundai', '5NM': 'Hyundai',
  'KNA': 'Kia', 'KND': 'Kia', '5XY': 'Kia', '3KP': 'Kia', 'JF1': 'Subaru', 'JF2': 'Subaru', '4S3': 'Subaru', '4S4': 'Subaru', 'JM1': 'Mazda',
  'JM3': 'Mazda', '3MZ': 'Mazda', '1C4': 'Jeep', '1J4': 'Jeep', '2C4': 'Chrysler', '2C3': 'Chrysler', '1C6': 'Ram', '3C6': 'Ram',
  '2D4': 'Dodge', '1B3': 'Dodge', '2A4': 'Chrysler', 'SAL': 'Land Rover', 'SAJ': 'Jaguar', 'YV1': 'Volvo', 'YV4': 'Volvo', 'ZFF': 'Ferrari',
  'JA4': 'Mitsubishi', 'JA3': 'Mitsubishi', 'ML3': 'Mitsubishi', 'WP0': 'Porsche', 'WP1': 'Porsche',
};

function modelYearOf(vin: string): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  const letterAt7 = /[A-Z]/.test(vin[6] ?? '');
  return (letterAt7 ? 2010 : 1980) + index;
}

/** A VIN checked and decoded: Left with the first reason it cannot be one (length, then characters, then check digit). */
export function decodeVin(text: string): E.Either<VinError, DecodedVin> {
  const vin = normalizeVin(text);
  if (vin.length !== 17) return E.left('vin.length');
  if ([...vin].some((c) => VALUES[c] === undefined)) return E.left('vin.characters');
  if (vin[8] !== vinCheckDigit(vin)) return E.left('vin.check_digit');
  const wmi = vin.slice(0, 3);
  return E.right({
    vin, wmi, make: MAKERS[wmi] ?? null, country: REGIONS.find(([c]) => c === vin[0])?.[1] ?? null,
    modelYear: modelYearOf(vin), plant: vin[10]!, serial: vin.slice(11),
  });
}
