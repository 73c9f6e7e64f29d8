import { describe, it } from 'vitest';
import fc from 'fast-check';
import { password } from './password';

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéÉçÇ');
const digit = fc.constantFrom(...'0123456789');
const anyChar = fc.oneof(letter, digit, fc.constantFrom(...' !@#$%^&*()-_=+.,'));

describe('password (properties)', () => {
  it('accepts 8 to 128 characters holding a letter and a digit', () => {
    fc.assert(
      fc.property(letter, digit, fc.array(anyChar, { minLength: 6, maxLength: 126 }), (l, d, rest) => password(l + d + rest.join('')) === null),
    );
  });
  it('refuses anything shorter than 8 characters', () => {
    fc.assert(fc.property(fc.array(anyChar, { minLength: 1, maxLength: 7 }), (chars) => {
      const value = chars.join('');
      return value.trim() === '' || password(value) === 'password.too_short';
    }));
  });
  it('refuses passwords without a digit', () => {
    fc.assert(fc.property(fc.array(letter, { minLength: 8, maxLength: 40 }), (letters) => password(letters.join('')) === 'password.needs_letter_and_digit'));
  });
  it('refuses a password equal to the e-mail address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const value = `${address}1a`;
        const expected = value.length < 8 ? 'password.too_short' : value.length > 128 ? 'password.too_long' : 'password.same_as_email';
        return password(value, { email: value.toUpperCase() }) === expected;
      }),
    );
  });
  it('never throws', () => {
    const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
    fc.assert(
      fc.property(text, text, (value, address) =>
        [null, 'password.too_short', 'password.too_long', 'password.needs_letter_and_digit', 'password.same_as_email', 'password.invalid_character'].includes(
          password(value, { email: address }),
        ),
      ),
    );
  });
  it('refuses any control character or lone surrogate wherever it sits, whatever else the password is', () => {
    const bad = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.integer({ min: 0xd800, max: 0xdfff })).map((c) => String.fromCharCode(c));
    fc.assert(fc.property(letter, digit, fc.array(anyChar, { minLength: 6, maxLength: 60 }), bad, fc.nat(), (l, d, rest, b, at) => {
      const good = l + d + rest.join('');
      const i = at % (good.length + 1);
      return password(good.slice(0, i) + b + good.slice(i)) === 'password.invalid_character';
    }));
  });
});
