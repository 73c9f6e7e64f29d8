import { describe, it } from 'vitest';
import fc from 'fast-check';
import { required } from './required';

describe('required (properties)', () => {
  it('accepts any value with a non-blank character and refuses blank ones', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const code = required(value);
        return value.trim() === '' ? code === 'required' : code === null;
      }),
    );
  });
  it('never throws on any binary string', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (value) => [null, 'required'].includes(required(value))));
  });
});
