import * as E from 'fp-ts/Either';
import { vin as vinFormat, vinCheckDigit } from '../shared/validation/vin';
import { makeKey, makesOfWmi } from './wmi';

/**
 * Vehicle identification numbers (ISO 3779, 49 CFR 565): checked and decoded. Pure, so the server
 * (forms: an error), a feed import (a warning on the row) and the browser use the same rules.
 * The check digit's arithmetic lives in `shared/validation/vin.ts` with the format rule.
 */

/** Why a text cannot be a VIN of a vehicle sold here. */
export type VinProblem = 'vin.length' | 'vin.invalid_characters' | 'vin.check_digit';

/** The region of manufacture, from position 1 (ISO 3780). */
export type VinRegion = 'north_america' | 'oceania' | 'south_america' | 'africa' | 'asia' | 'europe';

/** What the VIN itself tells. */
export interface DecodedVin {
  /** Normalized: upper case, no spaces or hyphens. */
  readonly vin: string;
  /** World manufacturer identifier: positions 1–3. */
  readonly wmi: string;
  readonly region: VinRegion | null;
  /** ISO country code of the common origins (US, CA, MX, JP, KR, CN, DE…), null when not one of them. */
  readonly country: string | null;
  /** Every brand the WMI carries (empty when the table does not know it). */
  readonly makes: readonly string[];
  /** The brand when the WMI carries only one, else null: what can fill a make. */
  readonly make: string | null;
  /** Position 10 read in both 30-year cycles (1980–2009, 2010–2039), empty when it is not a year code. */
  readonly modelYearCandidates: readonly number[];
  /** Position 10 disambiguated by position 7 (a letter: 2010–2039, a digit: 1980–2009), null when not a year code. */
  readonly modelYear: number | null;
  /** Whether position 9 is the check digit of the others. */
  readonly checkDigitValid: boolean;
  /** Whether a wrong check digit means a wrong VIN here (see `checkDigitRequired`). */
  readonly checkDigitRequired: boolean;
  readonly plant: string;
  readonly serial: string;
}

/** How a VIN is stored and compared: upper case, spaces and hyphens out. */
export const normalizeVin = (text: string): string => text.toUpperCase().replace(/[\s-]/g, '');

/** Position 10's codes in order, from 1980 (and again from 2010): no I, O, Q, U, Z or 0. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The region of position 1 (ISO 3780): 1–5 North America, 6–7 Oceania, 8–9 South America, A–H
 * Africa, J–R Asia, S–Z Europe. Exception: SAE gave the unused 7F–7Z to the United States in 2021
 * (Tesla's 7SA, Rivian's 7FC and 7PD, Mazda Toyota's 7MM), so those are North American.
 */
export function vinRegion(vin: string): VinRegion | null {
  const first = vin.charAt(0).toUpperCase();
  if (/^7[F-HJ-NPR-Z]/i.test(vin)) return 'north_america';
  if (/[1-5]/.test(first)) return 'north_america';
  if (/[67]/.test(first)) return 'oceania';
  if (/[89]/.test(first)) return 'south_america';
  if (/[A-H]/.test(first)) return 'africa';
  if (/[J-R]/.test(first)) return 'asia';
  return /[S-Z]/.test(first) ? 'europe' : null;
}

const COUNTRIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^[145]|^7[F-Z]/, 'US'], [/^2/, 'CA'], [/^3[A-W]/, 'MX'], [/^J/, 'JP'], [/^K[L-R]/, 'KR'], [/^L/, 'CN'], [/^S[A-M]/, 'GB'],
  [/^W/, 'DE'], [/^Y[S-W]/, 'SE'], [/^Z[A-R]/, 'IT'], [/^V[F-R]/, 'FR'], [/^9[A-E]/, 'BR'], [/^6[A-W]/, 'AU'],
];

/**
 * Whether a wrong check digit means a mistyped VIN. Every vehicle built for Canada or the USA carries
 * one (49 CFR 565.15, CMVSS 115), but a VIN does not say which market it was built for, and vehicles
 * built in Europe (and Oceania, South America, Africa) for their own markets put something else at
 * position 9; those come to a dealer as private imports. North America builds only to 49 CFR 565, and
 * Asian makers use the check digit on every 17-character VIN they export, so both regions require it;
 * elsewhere a wrong check digit is reported (`checkDigitValid`) without refusing the VIN.
 */
export function checkDigitRequired(vin: string): boolean {
  const region = vinRegion(vin);
  return region === 'north_america' || region === 'asia';
}

/**
 * A VIN as entered, checked: Right the normalized VIN, Left the first reason it is not one (forbidden
 * characters, then length, then a wrong check digit where the region requires it).
 */
export function checkVin(text: string): E.Either<VinProblem, string> {
  const vin = normalizeVin(text);
  if (vin === '') return E.left('vin.length');
  const format = vinFormat(vin);
  if (format === 'vin.invalid_characters' || format === 'vin.length') return E.left(format);
  if (checkDigitRequired(vin) && vinCheckDigit(vin) !== vin.charAt(8)) return E.left('vin.check_digit');
  return E.right(vin);
}

/** The two readings of position 10, and the one position 7 picks (49 CFR 565.15 for light vehicles). */
function modelYears(vin: string): { readonly candidates: readonly number[]; readonly year: number | null } {
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  if (index < 0) return { candidates: [], year: null };
  const letterAt7 = /[A-Z]/.test(vin.charAt(6));
  return { candidates: [1980 + index, 2010 + index], year: (letterAt7 ? 2010 : 1980) + index };
}

/**
 * What a VIN tells, whether or not its check digit is right (a feed import flags it and decodes
 * anyway); null when the text is not 17 VIN characters.
 */
export function decodeVin(text: string): DecodedVin | null {
  const vin = normalizeVin(text);
  if (vinFormat(vin) !== null || vin === '') return null;
  const wmi = vin.slice(0, 3);
  const makes = makesOfWmi(wmi);
  const { candidates, year } = modelYears(vin);
  return {
    vin, wmi, region: vinRegion(vin), country: COUNTRIES.find(([pattern]) => pattern.test(vin))?.[1] ?? null,
    makes, make: makes.length === 1 ? (makes[0] ?? null) : null,
    modelYearCandidates: candidates, modelYear: year,
    checkDigitValid: vinCheckDigit(vin) === vin.charAt(8), checkDigitRequired: checkDigitRequired(vin),
    plant: vin.charAt(10), serial: vin.slice(11),
  };
}

/** A disagreement between the VIN and what was written beside it. */
export type VinMismatch =
  | { readonly field: 'year'; readonly code: 'vin.year_mismatch'; readonly expected: readonly number[] }
  | { readonly field: 'make'; readonly code: 'vin.make_mismatch'; readonly expected: readonly string[] };

/**
 * The year and make written beside a VIN against what the VIN says; empty when they agree or the
 * VIN cannot tell. A VIN whose check digit is right was built to 49 CFR 565, so position 7 settles
 * its year; otherwise (a European-market VIN) either reading of position 10 is accepted.
 */
export function crossCheck(vin: string, written: { readonly year?: number | null; readonly make?: string | null }): readonly VinMismatch[] {
  const decoded = decodeVin(vin);
  if (decoded === null) return [];
  const mismatches: VinMismatch[] = [];
  const years = decoded.checkDigitValid && decoded.modelYear !== null ? [decoded.modelYear] : decoded.modelYearCandidates;
  if (written.year !== undefined && written.year !== null && years.length > 0 && !years.includes(written.year)) {
    mismatches.push({ field: 'year', code: 'vin.year_mismatch', expected: years });
  }
  const make = written.make?.trim() ?? '';
  if (make !== '' && decoded.makes.length > 0 && !decoded.makes.some((m) => makeKey(m) === makeKey(make))) {
    mismatches.push({ field: 'make', code: 'vin.make_mismatch', expected: decoded.makes });
  }
  return mismatches;
}

/** What the VIN can fill where the row or form left a year or a make empty. */
export function fillFromVin(vin: string): { readonly year: number | null; readonly make: string | null } {
  const decoded = decodeVin(vin);
  if (decoded === null) return { year: null, make: null };
  return { year: decoded.checkDigitValid ? decoded.modelYear : null, make: decoded.make };
}

/** A VIN's finding that does not refuse it: how a feed import flags a row it imports anyway. */
export type VinWarning =
  | { readonly code: 'vin.check_digit'; readonly expected: string }
  | VinMismatch;

/** A VIN read leniently: its decoding, what it fills and its warnings. */
export interface InspectedVin {
  readonly decoded: DecodedVin;
  readonly warnings: readonly VinWarning[];
  /** The year and make to store: those written, else what the VIN tells (`fillFromVin`). */
  readonly year: number | null;
  readonly make: string | null;
}

/**
 * For imports (a dealer's feed): only a text that cannot be a VIN at all (forbidden characters,
 * length) is Left; a wrong check digit where the region requires one, or a year or make that
 * disagrees with the VIN, is a warning on the row, and an empty year or make is filled from the VIN.
 */
export function inspectVin(
  text: string,
  written: { readonly year?: number | null; readonly make?: string | null },
): E.Either<Exclude<VinProblem, 'vin.check_digit'>, InspectedVin> {
  const vin = normalizeVin(text);
  const format = vin === '' ? 'vin.length' : vinFormat(vin);
  if (format === 'vin.invalid_characters' || format === 'vin.length') return E.left(format);
  const decoded = decodeVin(vin);
  if (decoded === null) return E.left('vin.length');
  const digit: VinWarning[] = decoded.checkDigitRequired && !decoded.checkDigitValid ? [{ code: 'vin.check_digit', expected: vinCheckDigit(vin) ?? '' }] : [];
  const filled = fillFromVin(vin);
  const make = written.make?.trim() ?? '';
  return E.right({
    decoded, warnings: [...digit, ...crossCheck(vin, written)],
    year: written.year ?? filled.year, make: make === '' ? filled.make : make,
  });
}
