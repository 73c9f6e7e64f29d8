import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVin, crossCheck, decodeVin, inspectVin, normalizeVin, vinRegion } from './vin';

const ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** Position weights and letter values written out from 49 CFR 565.15, independently of the code under test. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const value = (c: string): number => (/\d/.test(c) ? Number(c) : ('ABCDEFGH'.indexOf(c) + 1 || 'JKLMN'.indexOf(c) + 1 || ({ P: 7, R: 9 } as Record<string, number>)[c] || 'STUVWXYZ'.indexOf(c) + 2));
const sum = (vin: string): number => [...vin].reduce((total, c, i) => total + value(c) * (WEIGHTS[i] ?? 0), 0);
const digitOf = (vin: string): string => (sum(vin) % 11 === 10 ? 'X' : String(sum(vin) % 11));
const withDigit = (draft: string): string => `${draft.slice(0, 8)}${digitOf(draft)}${draft.slice(9)}`;

const char = fc.constantFrom(...ALPHABET);
/** Regions where the check digit is required: North America (1–5) and Asia (J–R). */
const requiredFirst = fc.constantFrom(...'12345JKLMNPR');
const vinFrom = (first: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(first, fc.array(char, { minLength: 16, maxLength: 16 })).map(([f, rest]) => withDigit(`${f}${rest.join('')}`));
/** A VIN of any region with a correct check digit. */
const validVin = vinFrom(char);
/** A correct VIN from a region that requires the check digit. */
const northAmericanVin = vinFrom(requiredFirst);

describe('checkVin (properties)', () => {
  it('accepts every VIN whose position 9 is its check digit, as typed in any case, with spaces or hyphens', () => {
    fc.assert(fc.property(validVin, fc.boolean(), (vin, lower) => {
      const typed = `${vin.slice(0, 3)}-${vin.slice(3, 11)} ${vin.slice(11)}`;
      expect(checkVin(lower ? typed.toLowerCase() : typed)).toEqual(E.right(vin));
    }));
  });

  it('one character changed (not position 9) fails exactly when the weighted sum changes modulo 11', () => {
    fc.assert(fc.property(northAmericanVin, fc.integer({ min: 0, max: 16 }), char, requiredFirst, (vin, at, c, first) => {
      fc.pre(at !== 8);
      const replacement = at === 0 ? first : c;
      fc.pre(replacement !== vin.charAt(at));
      const changed = `${vin.slice(0, at)}${replacement}${vin.slice(at + 1)}`;
      const keepsSum = (sum(changed) - sum(vin)) % 11 === 0;
      expect(checkVin(changed)).toEqual(keepsSum ? E.right(changed) : E.left('vin.check_digit'));
      // 11 is prime and no weight but position 9's is a multiple of it: only an equal-valued letter keeps the sum.
      expect(keepsSum).toBe(value(replacement) === value(vin.charAt(at)));
    }));
  });

  it('any other character at position 9 fails where the region requires the check digit, and passes elsewhere', () => {
    fc.assert(fc.property(validVin, fc.constantFrom(...'0123456789X'), (vin, other) => {
      fc.pre(other !== vin.charAt(8));
      const changed = `${vin.slice(0, 8)}${other}${vin.slice(9)}`;
      const required = ['north_america', 'asia'].includes(vinRegion(changed) ?? '');
      expect(checkVin(changed)).toEqual(required ? E.left('vin.check_digit') : E.right(changed));
      expect(decodeVin(changed)?.checkDigitValid).toBe(false);
    }));
  });

  it('refuses I, O and Q and any length but 17, and never throws', () => {
    fc.assert(fc.property(validVin, fc.integer({ min: 0, max: 16 }), fc.constantFrom('I', 'O', 'Q'), (vin, at, c) => {
      expect(checkVin(`${vin.slice(0, at)}${c}${vin.slice(at + 1)}`)).toEqual(E.left('vin.invalid_characters'));
    }));
    fc.assert(fc.property(fc.array(char, { maxLength: 30 }).filter((cs) => cs.length !== 17), (cs) => {
      expect(checkVin(cs.join(''))).toEqual(E.left('vin.length'));
    }));
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (text) => {
      const checked = checkVin(text);
      if (E.isLeft(checked)) expect(['vin.length', 'vin.invalid_characters', 'vin.check_digit']).toContain(checked.left);
      else expect(checked.right).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(decodeVin(text) === null).toBe(normalizeVin(text).length !== 17 || !/^[A-HJ-NPR-Z0-9]*$/.test(normalizeVin(text)));
    }));
  });
});

describe('decodeVin and crossCheck (properties)', () => {
  it('reads the model year from position 10 and settles its cycle by position 7', () => {
    fc.assert(fc.property(validVin, (vin) => {
      const decoded = decodeVin(vin);
      if (decoded === null) throw new Error('a valid VIN was not decoded');
      if (decoded.modelYear === null) {
        expect('ABCDEFGHJKLMNPRSTVWXY123456789').not.toContain(vin.charAt(9));
        expect(decoded.modelYearCandidates).toEqual([]);
        return;
      }
      const [early, late] = decoded.modelYearCandidates;
      expect([late! - early!, early! >= 1980 && early! <= 2009]).toEqual([30, true]);
      expect(decoded.modelYear).toBe(/[A-Z]/.test(vin.charAt(6)) ? late : early);
    }));
  });

  it('finds no mismatch between a VIN and its own year and make, and flags any other year', () => {
    fc.assert(fc.property(validVin, fc.integer({ min: 1900, max: 2100 }), (vin, year) => {
      const decoded = decodeVin(vin);
      if (decoded === null) throw new Error('a valid VIN was not decoded');
      expect(crossCheck(vin, { year: decoded.modelYear, make: decoded.make })).toEqual([]);
      const mismatches = crossCheck(vin, { year });
      expect(mismatches.length > 0).toBe(decoded.modelYear !== null && year !== decoded.modelYear);
    }));
  });

  it('imports leniently: a wrong check digit is a warning where it is required, never a refusal', () => {
    fc.assert(fc.property(validVin, fc.constantFrom(...'0123456789X'), (vin, ninth) => {
      const typed = `${vin.slice(0, 8)}${ninth}${vin.slice(9)}`;
      const inspected = inspectVin(typed, {});
      if (E.isLeft(inspected)) throw new Error('a 17-character VIN was refused');
      const warned = inspected.right.warnings.some((w) => w.code === 'vin.check_digit');
      expect(warned).toBe(E.isLeft(checkVin(typed)));
    }));
  });
});
