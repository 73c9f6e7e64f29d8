import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type { RuleSpec } from './rules';
import type { FormSchema } from './validate-form';
import { validateField, validateForm } from './validate-form';

const ruleSpec = fc.constantFrom<RuleSpec>('required', 'name', 'email', 'positive', { rule: 'postal_code', params: { country: 'CA' } });
const schemaAndValues = fc
  .dictionary(fc.stringMatching(/^[a-z_]{1,12}$/), fc.tuple(fc.array(ruleSpec, { maxLength: 3 }), fc.string({ maxLength: 12 })), { maxKeys: 8 })
  .filter((fields) => !Object.keys(fields).includes('__proto__'));

describe('validateForm (properties)', () => {
  it('fails exactly on the fields whose own validation fails, with that code', () => {
    fc.assert(
      fc.property(schemaAndValues, (fields) => {
        const schema: FormSchema<string> = Object.fromEntries(Object.entries(fields).map(([k, [specs]]) => [k, specs]));
        const values = Object.fromEntries(Object.entries(fields).map(([k, [, value]]) => [k, value]));
        const expected = Object.fromEntries(
          Object.entries(fields).flatMap(([k, [specs, value]]) => {
            const code = validateField(value, specs);
            return code === null ? [] : [[k, [code]]];
          }),
        );
        const result = validateForm(schema, values);
        expect(result).toEqual(Object.keys(expected).length === 0 ? E.right(values) : E.left(expected));
      }),
    );
  });
});
