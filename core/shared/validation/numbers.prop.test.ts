import { describe, it } from 'vitest';
import fc from 'fast-check';
import { decimal, noCents, positive } from './numbers';

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const sign = fc.constantFrom('', '-');

describe('numeric rules (properties)', () => {
  it('decimal accepts up to the given places and refuses more', () => {
    fc.assert(
      fc.property(sign, digits(1, 20), fc.integer({ min: 0, max: 6 }), digits(1, 10), (s, whole, places, fraction) => {
        const code = decimal(`${s}${whole}.${fraction}`, { places });
        return fraction.length <= places ? code === null : code === 'decimal.too_many_places';
      }),
    );
  });
  it('no_cents accepts integers and refuses a non-zero fraction', () => {
    fc.assert(
      fc.property(sign, digits(1, 20), digits(1, 4), (s, whole, fraction) => {
        const code = noCents(`${s}${whole}.${fraction}`);
        return noCents(`${s}${whole}`) === null && (/[1-9]/.test(fraction) ? code === 'no_cents.has_cents' : code === null);
      }),
    );
  });
  it('positive agrees with the number it reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const value = `${whole < 0 ? '-' : ''}${Math.abs(whole)}.${String(cents).padStart(2, '0')}`;
        const expectedPositive = Number(value) > 0;
        return (positive(value) === null) === expectedPositive;
      }),
    );
  });
  it('never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), fc.integer({ min: 0, max: 10 }), (value, places) =>
        [null, 'decimal.invalid', 'decimal.too_many_places'].includes(decimal(value, { places })) &&
        [null, 'no_cents.has_cents'].includes(noCents(value)) &&
        [null, 'positive.not_positive'].includes(positive(value)),
      ),
    );
  });
});
