import { describe, it } from 'vitest';
import fc from 'fast-check';
import { validationCodes } from './codes';
import { name } from './name';

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèêëàâçîïôûüÉÈÀÇñøåßŁł');
const inner = fc.oneof({ weight: 5, arbitrary: letter }, { weight: 1, arbitrary: fc.constantFrom(' ', '-', "'", '’', '.') });
const validName = fc
  .tuple(letter, fc.array(inner, { minLength: 1, maxLength: 29 }))
  .map(([first, rest]) => first + rest.join(''));
const forbidden = fc.constantFrom(...'0123456789_!@#$%^&*()+=[{]};:,<>/\\|¡?÷¿');

describe('name (properties)', () => {
  it('accepts 2 to 30 letters and separators that start with a letter', () => {
    fc.assert(fc.property(validName, (value) => name(value) === null));
  });
  it('refuses a valid name with a digit or forbidden symbol inserted', () => {
    fc.assert(
      fc.property(validName, forbidden, fc.nat(), (value, symbol, at) => {
        const i = 1 + (at % value.length);
        return name(value.slice(0, i) + symbol + value.slice(i)) === 'name.invalid_characters';
      }),
    );
  });
  it('refuses a valid name behind leading whitespace', () => {
    fc.assert(fc.property(validName, fc.constantFrom(' ', '\t', '  '), (value, space) => name(space + value) === 'name.leading_whitespace'));
  });
  it('refuses names longer than 30 letters', () => {
    fc.assert(fc.property(fc.array(letter, { minLength: 31, maxLength: 60 }), (letters) => name(letters.join('')) === 'name.too_long'));
  });
  it('never throws and returns null or a known code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (value) => {
        const code = name(value);
        return code === null || validationCodes.includes(code);
      }),
    );
  });
});
