import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import type { FormSchema } from './validate-form';
import { validateField, validateForm } from './validate-form';

type CustomerField = 'first_name' | 'email' | 'phone' | 'postal_code' | 'note';

const customer: FormSchema<CustomerField> = {
  first_name: ['required', 'name'],
  email: ['required', 'email'],
  phone: [{ rule: 'phone', params: { country: 'CA' } }],
  postal_code: ['required', { rule: 'postal_code', params: { country: 'CA' } }],
  note: [],
};

describe('validateField', () => {
  it('stops at the first failing rule', () => {
    expect(validateField('', ['required', 'name'])).toBe('required');
    expect(validateField('1', ['required', 'name', 'email'])).toBe('name.invalid_characters');
  });
  it('passes when every rule passes, or when there is none', () => {
    expect(validateField('Jo', ['required', 'name'])).toBeNull();
    expect(validateField('anything', [])).toBeNull();
  });
});

describe('validateForm', () => {
  it('returns the values of the schema fields when every field passes', () => {
    const values = { first_name: 'Marie-Ève', email: 'me@example.ca', phone: '', postal_code: 'h2x 1y4', note: 'VIP', extra: 'dropped' };
    expect(validateForm(customer, values)).toEqual(
      E.right({ first_name: 'Marie-Ève', email: 'me@example.ca', phone: '', postal_code: 'h2x 1y4', note: 'VIP' }),
    );
  });
  it('collects one error for every failing field', () => {
    const values = { first_name: '', email: 'not-an-email', phone: '555-1234', postal_code: 'H2X 1Y4', note: '' };
    expect(validateForm(customer, values)).toEqual(
      E.left({ first_name: ['required'], email: ['email.invalid'], phone: ['phone.invalid'] }),
    );
  });
  it('validates a missing value as empty', () => {
    expect(validateForm(customer, { email: 'me@example.ca' })).toEqual(
      E.left({ first_name: ['required'], postal_code: ['required'] }),
    );
  });
  it('accepts an empty schema', () => {
    expect(validateForm({}, {})).toEqual(E.right({}));
  });
});
