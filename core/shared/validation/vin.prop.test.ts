import { describe, it } from 'vitest';
import fc from 'fast-check';
import { vin, vinCheckDigit, vinCheckDigitValid } from './vin';

const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const anyVin = fc.stringMatching(/^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$/);

/**
 * An independent oracle for the check digit, from the standard's description rather than its
 * table: letters count 1-9 in three runs (A-I, J-R, S-Z, the last starting at 2), positions weigh
 * 8 7 6 5 4 3 2 10 * 9 8 7 6 5 4 3 2, and a remainder of 10 is written X.
 */
function oracleCheckDigit(value: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const weight = (position: number): number => (position < 7 ? 8 - position : position === 7 ? 10 : position === 8 ? 0 : 18 - position);
  const number = (c: string): number => {
    const i = alphabet.indexOf(c);
    return i < 0 ? Number(c) : i < 9 ? i + 1 : i < 18 ? i - 8 : i - 16;
  };
  const sum = [...value.toUpperCase()].reduce((total, c, position) => total + number(c) * weight(position), 0);
  return sum % 11 === 10 ? 'X' : String(sum % 11);
}

describe('vin (properties)', () => {
  it('computes the same check digit as the standard describes it', () => {
    fc.assert(fc.property(anyVin, (value) => vinCheckDigit(value) === oracleCheckDigit(value)));
  });
  it('accepts every 17-character VIN in any case', () => {
    fc.assert(fc.property(anyVin, (value) => vin(value) === null && vin(value.toLowerCase()) === null));
  });
  it('refuses a VIN holding I, O or Q', () => {
    fc.assert(
      fc.property(anyVin, fc.constantFrom('I', 'O', 'Q', 'i', 'o', 'q'), fc.integer({ min: 0, max: 16 }), (value, bad, at) =>
        vin(value.slice(0, at) + bad + value.slice(at + 1)) === 'vin.invalid_characters',
      ),
    );
  });
  it('refuses other lengths', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...VIN_ALPHABET), { minLength: 1, maxLength: 40 }).filter((chars) => chars.length !== 17),
        (chars) => vin(chars.join('')) === 'vin.length',
      ),
    );
  });
  it('a VIN given its computed check digit passes; any other 9th character fails', () => {
    fc.assert(
      fc.property(anyVin, fc.constantFrom(...'0123456789X'), (value, other) => {
        const digit = vinCheckDigit(value);
        if (digit === null) return false;
        const fixed = value.slice(0, 8) + digit + value.slice(9);
        const broken = value.slice(0, 8) + other + value.slice(9);
        return vinCheckDigitValid(fixed) && vinCheckDigitValid(broken) === (other === digit);
      }),
    );
  });
  it('never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (value) => {
        const valid = vinCheckDigitValid(value);
        return [null, 'vin.length', 'vin.invalid_characters'].includes(vin(value)) && typeof valid === 'boolean';
      }),
    );
  });
});
