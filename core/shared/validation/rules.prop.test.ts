import { describe, it } from 'vitest';
import fc from 'fast-check';
import { validationCodes } from './codes';
import type { RuleSpec } from './rules';
import { runRule } from './rules';

/** Every rule, with parameters of every kind. */
const specs: readonly RuleSpec[] = [
  'required', 'name', 'city', 'company', 'sin', 'vin', 'url', 'no_cents', 'positive', 'email', 'password', 'decimal', 'valid_date',
  { rule: 'postal_code', params: { country: 'CA' } },
  { rule: 'postal_code', params: { country: 'US' } },
  { rule: 'phone', params: { country: 'CA' } },
  { rule: 'phone', params: { country: 'US' } },
  { rule: 'uniqueURL', params: { other: 'https://dealer.ca' } },
  { rule: 'decimal', params: { places: 0 } },
  { rule: 'max_date', params: { date: 'today', today: '2025-06-15' } },
  { rule: 'min_date', params: { date: '1900-01-01', format: 'MM/DD/YYYY' } },
  { rule: 'valid_date', params: { format: 'MM/DD/YYYY' } },
  { rule: 'password', params: { email: 'someone@example.com' } },
];

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'grapheme-composite' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary-ascii', maxLength: 300 }),
);

describe('every rule (properties)', () => {
  it('never throws and returns null or a code of the union, on any input', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...specs), (value, spec) => {
        const code = runRule(spec, value);
        return code === null || validationCodes.includes(code);
      }),
      { numRuns: 2000 },
    );
  });
  it('lets every empty value through except required', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t', '  \n'), fc.constantFrom(...specs), (blank, spec) =>
        (runRule(spec, blank) === null) === (spec !== 'required'),
      ),
    );
  });
});
