import { describe, it } from 'vitest';
import fc from 'fast-check';
import { validationCodes } from './codes';
import { company } from './company';

const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éÉçÇ');
const middle = fc.oneof({ weight: 4, arbitrary: alnum }, { weight: 1, arbitrary: fc.constantFrom(' ', "'", '!', '.', '-') });
const validCompany = fc
  .tuple(alnum, fc.array(middle, { maxLength: 40 }), alnum)
  .map(([first, rest, last]) => first + rest.join('') + last);

describe('company (properties)', () => {
  it('accepts letters, digits, spaces and \' ! . - between two letters or digits', () => {
    fc.assert(fc.property(validCompany, (value) => company(value) === null));
  });
  it('refuses a valid name with a disallowed symbol inserted', () => {
    fc.assert(
      fc.property(validCompany, fc.constantFrom(...'&,/_()@#$%*+=;:?"'), fc.nat(), (value, bad, at) => {
        const i = 1 + (at % (value.length - 1));
        return company(value.slice(0, i) + bad + value.slice(i)) === 'company.invalid_characters';
      }),
    );
  });
  it('refuses leading or trailing whitespace', () => {
    fc.assert(fc.property(validCompany, (value) => company(` ${value}`) === 'company.surrounding_whitespace' && company(`${value} `) === 'company.surrounding_whitespace'));
  });
  it('never throws and returns null or a known code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (value) => {
        const code = company(value);
        return code === null || validationCodes.includes(code);
      }),
    );
  });
});
