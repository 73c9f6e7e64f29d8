import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeVin, VIN_CHARACTERS, vinCheckDigit, vinValue } from './vin';

const chars = [...VIN_CHARACTERS];
const vinChar = fc.constantFrom(...chars);
/** 17 valid characters with the right check digit at position 9. */
const validVin = fc.array(vinChar, { minLength: 17, maxLength: 17 }).map((cs) => {
  const draft = cs.join('');
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
});

describe('VIN check digit', () => {
  it('knows published VINs', () => {
    expect(E.isRight(decodeVin('1M8GDM9AXKP042788'))).toBe(true); // the example of 49 CFR 565
    expect(decodeVin('1HGCM82633A004352')).toEqual(E.right(expect.objectContaining({ make: 'Honda', country: 'US', modelYear: 2003 })));
    expect(decodeVin('5YJ3E1EA2KF317000')).toEqual(E.right(expect.objectContaining({ make: 'Tesla', modelYear: 2019 })));
    expect(decodeVin('1hg-cm826 33a004352')).toEqual(E.right(expect.objectContaining({ vin: '1HGCM82633A004352' })));
    expect(decodeVin('1HGCM82643A004352')).toEqual(E.left('vin.check_digit'));
    expect(decodeVin('1HGCM82633A00435')).toEqual(E.left('vin.length'));
    expect(decodeVin('1HGCM8263OA004352')).toEqual(E.left('vin.characters'));
  });

  it('accepts every VIN whose position 9 is its check digit', () => {
    fc.assert(fc.property(validVin, (vin) => {
      const decoded = decodeVin(vin);
      expect(E.isRight(decoded) && decoded.right.vin === vin).toBe(true);
    }));
  });

  it('refuses a VIN with one character changed to one of another value (a single typing mistake is always caught)', () => {
    fc.assert(fc.property(validVin, fc.integer({ min: 0, max: 16 }), vinChar, (vin, at, c) => {
      fc.pre(at !== 8 && vinValue(c) !== vinValue(vin[at]!));
      const typo = `${vin.slice(0, at)}${c}${vin.slice(at + 1)}`;
      expect(decodeVin(typo)).toEqual(E.left('vin.check_digit'));
    }));
  });

  it('refuses I, O and Q and any length but 17, and never throws', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (text) => {
      const decoded = decodeVin(text);
      if (E.isLeft(decoded)) expect(['vin.length', 'vin.characters', 'vin.check_digit']).toContain(decoded.left);
      else expect(decoded.right.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    }));
    fc.assert(fc.property(validVin, fc.integer({ min: 0, max: 16 }), fc.constantFrom('I', 'O', 'Q'), (vin, at, c) => {
      expect(decodeVin(`${vin.slice(0, at)}${c}${vin.slice(at + 1)}`)).toEqual(E.left('vin.characters'));
    }));
  });

  it('reads the model year between 1980 and 2039', () => {
    fc.assert(fc.property(validVin, (vin) => {
      const decoded = decodeVin(vin);
      if (E.isLeft(decoded)) throw new Error('valid VIN refused');
      const year = decoded.right.modelYear;
      if (year !== null) expect(year >= 1980 && year <= 2039).toBe(true);
      else expect('ABCDEFGHJKLMNPRSTVWXY123456789').not.toContain(vin[9]);
    }));
  });
});
