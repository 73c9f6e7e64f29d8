import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from './money';

describe('cents', () => {
  it('keeps any safe integer', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => cents(n) === n));
  });
  it('refuses fractions', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
  });
});
