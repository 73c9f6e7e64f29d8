import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_MAX_CENTS } from '../money-text';
import { parseAmount } from './amounts';

const group = (whole: number, separator: string): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** The ways a file writes an amount of cents. */
const styles: ReadonlyArray<(whole: number, fraction: string) => string> = [
  (w, f) => `$${group(w, ',')}.${f}`,
  (w, f) => `${group(w, '\u00a0')},${f} $`,
  (w, f) => `${group(w, ' ')},${f}`,
  (w, f) => `${String(w)}.${f} USD`,
  (w, f) => `${group(w, '.')},${f}`,
  (w, f) => `${String(w)},${f}`,
];

describe('parseAmount (properties)', () => {
  it('reads back every amount in every style', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MONEY_MAX_CENTS }), fc.nat({ max: styles.length - 1 }), (value, style) => {
      const text = (styles[style] ?? styles[0])!(Math.floor(value / 100), String(value % 100).padStart(2, '0'));
      expect(parseAmount(text)?.cents).toBe(value);
    }));
  });

  it('never throws and never returns a negative or fractional number of cents', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 ,.$-USDCA\u00a0e'.split('')) }), (text) => {
      const parsed = parseAmount(text);
      expect(parsed === null || (Number.isSafeInteger(parsed.cents) && parsed.cents >= 0 && parsed.cents <= MONEY_MAX_CENTS)).toBe(true);
    }));
  });
});
