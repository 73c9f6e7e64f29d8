import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactChanged, validateCustomer } from './customer-form';

const draft = { firstName: 'Hélène', lastName: 'Côté', email: 'Helene@Example.com', emailConfirmation: 'helene@example.com', phone: '(514) 555-0123', postalCode: 'h2x1y4', province: 'qc', city: 'Montréal' };

describe('validateCustomer', () => {
  it('normalizes what it stores', () => {
    expect(validateCustomer(draft, null, 'CA')).toEqual(E.right({
      firstName: 'Hélène', lastName: 'Côté', email: 'helene@example.com', phone: '5145550123', addressLine1: '', addressLine2: '',
      city: 'Montréal', provinceCode: 'QC', postalCode: 'H2X 1Y4', note: '',
    }));
  });

  it('collects every field\'s first error', () => {
    expect(validateCustomer({ firstName: '1', email: 'x', phone: '123', postalCode: '1', province: 'ZZ' }, null, 'US')).toEqual(E.left({
      first_name: ['name.invalid_characters'], last_name: ['required'], email: ['email.invalid'], phone: ['phone.invalid'],
      postal_code: ['postal_code.invalid_zip'], province: ['province.invalid'],
    }));
  });

  it('asks for the e-mail twice only when it is new or changed', () => {
    const stored = { firstName: 'A', lastName: 'B', email: 'old@example.com', phone: '', addressLine1: '', addressLine2: '', city: '', provinceCode: '', postalCode: 'H2X 1Y4', note: '' };
    expect(E.isRight(validateCustomer({ firstName: 'Ann' }, { ...stored, firstName: 'Ann', lastName: 'Bé' }, 'CA'))).toBe(true);
    expect(validateCustomer({ email: 'new@example.com' }, { ...stored, firstName: 'Ann', lastName: 'Bé' }, 'CA')).toEqual(E.left({ email_confirmation: ['required'] }));
    expect(contactChanged(stored, { email: 'OLD@example.com', phone: '' })).toBe(false);
  });

  it('never throws', () => {
    const text = fc.option(fc.string({ maxLength: 40 }), { nil: undefined });
    fc.assert(fc.property(fc.record({ firstName: text, lastName: text, email: text, emailConfirmation: text, phone: text, postalCode: text, province: text, city: text, note: text }), fc.constantFrom('CA' as const, 'US' as const), (d, country) => {
      const clean = Object.fromEntries(Object.entries(d).filter(([, v]) => v !== undefined));
      validateCustomer(clean, null, country);
    }));
  });
});
