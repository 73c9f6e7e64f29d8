import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveMapping } from '../../shared/tabular/columns';
import { validateCustomer } from '../customer-form';
import { CUSTOMER_DICTIONARY, CUSTOMER_FIELDS, guessCustomerMapping } from './customer-columns';
import { readCustomerRow } from './customer-row';

const headers = ['First Name', 'Last Name', 'Email', 'Phone', 'Province', 'Postal Code', 'Notes', 'Consent'];
const columns = resolveMapping(headers, guessCustomerMapping(headers), CUSTOMER_DICTIONARY).columns;

describe('readCustomerRow (properties)', () => {
  it('is total, names only the file\'s columns, and accepts exactly what the form accepts', () => {
    fc.assert(fc.property(fc.array(fc.string({ maxLength: 40 }), { minLength: 0, maxLength: 10 }), fc.constantFrom<'CA' | 'US'>('CA', 'US'), (cells, country) => {
      const r = readCustomerRow(cells, { headers, columns, country, dayOrder: 'mdy' });
      if (E.isLeft(r)) {
        expect(r.left.length).toBeGreaterThan(0);
        for (const refusal of r.left) expect(['', ...headers]).toContain(refusal.column);
      } else {
        const form = validateCustomer({ ...r.right.fields, province: r.right.fields.provinceCode, emailConfirmation: r.right.fields.email }, null, country);
        expect(E.isRight(form)).toBe(true);
      }
    }));
  });
  it('knows every field of its dictionary', () => {
    expect(Object.keys(CUSTOMER_DICTIONARY).sort()).toEqual([...CUSTOMER_FIELDS].sort());
  });
});
