import { describe, it } from 'vitest';
import fc from 'fast-check';
import { sin } from './sin';

/** An independent Luhn check digit, written the textbook way, to build valid numbers. */
function checkDigit(body: readonly number[]): number {
  const sum = [...body].reverse().reduce((total, digit, i) => {
    const doubled = i % 2 === 0 ? digit * 2 : digit;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return (10 - (sum % 10)) % 10;
}

const body = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 });
const validSin = body.map((digits) => [...digits, checkDigit(digits)].join(''));
const grouped = (digits: string, separator: string): string =>
  `${digits.slice(0, 3)}${separator}${digits.slice(3, 6)}${separator}${digits.slice(6)}`;

describe('sin (properties)', () => {
  it('accepts every number with a right check digit, plain, spaced or dashed', () => {
    fc.assert(
      fc.property(validSin, fc.constantFrom('', ' ', '-'), (digits, separator) => sin(grouped(digits, separator)) === null),
    );
  });
  it('refuses any single changed digit with the checksum code', () => {
    fc.assert(
      fc.property(validSin, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const changed = (Number(digits[at]) + shift) % 10;
        const wrong = digits.slice(0, at) + String(changed) + digits.slice(at + 1);
        return sin(wrong) === 'sin.checksum';
      }),
    );
  });
  it('refuses any other count of digits with the format code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,30}$/).filter((d) => d.length !== 9), (digits) => sin(digits) === 'sin.format'),
    );
  });
  it('never throws and returns null or a sin code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (value) =>
        [null, 'sin.format', 'sin.checksum'].includes(sin(value)),
      ),
    );
  });
});
