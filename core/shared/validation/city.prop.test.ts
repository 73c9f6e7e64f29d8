import { describe, it } from 'vitest';
import fc from 'fast-check';
import { city } from './city';

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèêëàâçîïôûüÉÈÎÔ');
const word = fc.array(letter, { minLength: 1, maxLength: 12 }).map((letters) => letters.join(''));
const separator = fc.constantFrom(' ', '-', "'", '’', '. ');
const validCity = fc
  .tuple(word, fc.array(fc.tuple(separator, word), { maxLength: 5 }))
  .map(([first, rest]) => first + rest.map(([s, w]) => s + w).join(''));

describe('city (properties)', () => {
  it('accepts words of letters joined by single separators', () => {
    fc.assert(fc.property(validCity, (value) => city(value) === null));
  });
  it('refuses a city with a digit or symbol in it', () => {
    fc.assert(
      fc.property(validCity, fc.constantFrom(...'0123456789_!?@#,;/()'), fc.nat(), (value, bad, at) => {
        const i = at % (value.length + 1);
        return city(value.slice(0, i) + bad + value.slice(i)) === 'city.invalid';
      }),
    );
  });
  it('refuses surrounding spaces', () => {
    fc.assert(fc.property(validCity, (value) => city(` ${value}`) === 'city.invalid' && city(`${value} `) === 'city.invalid'));
  });
  it('never throws and returns null or its code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (value) =>
        [null, 'city.invalid'].includes(city(value)),
      ),
    );
  });
});
