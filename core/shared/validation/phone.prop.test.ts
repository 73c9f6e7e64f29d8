import { describe, it } from 'vitest';
import fc from 'fast-check';
import type { Country } from './country';
import { phone } from './phone';

const threeFrom2 = fc.tuple(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}${String(b).padStart(2, '0')}`);
const line = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
const parts = fc.tuple(threeFrom2, threeFrom2, line);
const threeFrom01 = fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}${String(b).padStart(2, '0')}`);

describe('phone (properties)', () => {
  it('accepts every valid number in every Canadian form', () => {
    fc.assert(
      fc.property(parts, ([a, e, l]) =>
        [`(${a}) ${e}-${l}`, `${a}-${e}-${l}`, `${a} ${e} ${l}`, `${a}${e}${l}`].every((v) => phone(v, { country: 'CA' }) === null),
      ),
    );
  });
  it('accepts the dashed and plain US forms and refuses the others', () => {
    fc.assert(
      fc.property(parts, ([a, e, l]) =>
        phone(`${a}-${e}-${l}`, { country: 'US' }) === null &&
        phone(`${a}${e}${l}`, { country: 'US' }) === null &&
        phone(`(${a}) ${e}-${l}`, { country: 'US' }) === 'phone.invalid' &&
        phone(`${a} ${e} ${l}`, { country: 'US' }) === 'phone.invalid',
      ),
    );
  });
  it('refuses an area code or exchange starting with 0 or 1, naming which', () => {
    fc.assert(
      fc.property(parts, threeFrom01, fc.boolean(), fc.constantFrom<Country>('CA', 'US'), ([a, e, l], bad, inArea, c) => {
        const value = inArea ? `${bad}-${e}-${l}` : `${a}-${bad}-${l}`;
        return phone(value, { country: c }) === (inArea ? 'phone.area_code' : 'phone.exchange');
      }),
    );
  });
  it('never throws and returns null or its code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), fc.constantFrom<Country>('CA', 'US'), (value, c) =>
        [null, 'phone.invalid', 'phone.area_code', 'phone.exchange'].includes(phone(value, { country: c })),
      ),
    );
  });
});
