import { describe, it } from 'vitest';
import fc from 'fast-check';
import type { Country } from './country';
import { normalizePostalCode, postalCode } from './postal-code';

const canadian = fc.stringMatching(/^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/);
const zip = fc.stringMatching(/^\d{5}(?:-?\d{4})?$/);
const country = fc.constantFrom<Country>('CA', 'US');

describe('postal_code (properties)', () => {
  it('accepts every Canadian code and ZIP of the patterns', () => {
    fc.assert(fc.property(canadian, (value) => postalCode(value, { country: 'CA' }) === null));
    fc.assert(fc.property(zip, (value) => postalCode(value, { country: 'US' }) === null));
  });
  it('refuses a Canadian code for the USA and a ZIP for Canada', () => {
    fc.assert(fc.property(canadian, (value) => postalCode(value, { country: 'US' }) === 'postal_code.invalid_zip'));
    fc.assert(fc.property(zip, (value) => postalCode(value, { country: 'CA' }) === 'postal_code.invalid'));
  });
  it('normalizes valid codes into valid codes, idempotently', () => {
    fc.assert(
      fc.property(fc.oneof(canadian.map((v) => [v, 'CA'] as const), zip.map((v) => [v, 'US'] as const)), ([value, c]) => {
        const once = normalizePostalCode(value, c);
        return postalCode(once, { country: c }) === null && normalizePostalCode(once, c) === once;
      }),
    );
  });
  it('never throws and returns null or the country code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), country, (value, c) => {
        normalizePostalCode(value, c);
        const code = postalCode(value, { country: c });
        return code === null || code === (c === 'CA' ? 'postal_code.invalid' : 'postal_code.invalid_zip');
      }),
    );
  });
});
