import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImportedCustomer } from './customer-row';
import { emptySeen, planRows, type ExistingCustomer, type ReadRow } from './import-plan';

const fields = { firstName: 'Marie', lastName: 'Tremblay', email: 'marie@example.com', phone: '', addressLine1: '', addressLine2: '', city: 'Laval', provinceCode: 'QC', postalCode: 'H7N 1A1', note: '' };
const imported = (over: Partial<ImportedCustomer['fields']> = {}, repEmail = ''): ImportedCustomer => ({ fields: { ...fields, ...over }, language: null, repEmail, created: null, consent: null });
const read = (row: number, c: ImportedCustomer): ReadRow => ({ row, read: E.right(c), emailColumn: 'Email', phoneColumn: 'Phone' });
const existing = (over: Partial<ExistingCustomer> = {}): ExistingCustomer => ({
  ...fields, email: 'other@example.com', city: '', phone: '5145550123', salesRepId: null, id: 7, updatedAt: new Date(0), emailConsentAt: null, ...over,
});

describe('planRows', () => {
  it('creates a customer nobody resembles, and warns about a rep who is not a user', () => {
    const [plan] = planRows([read(2, imported({}, 'ghost@store.ca'))], [], new Map([['rep@store.ca', 3]]), emptySeen());
    expect(plan).toMatchObject({ outcome: 'created', row: 2, repId: null, warnings: ['import.rep_not_a_user'] });
  });
  it('matches by name and postal code and fills only the empty fields', () => {
    const [plan] = planRows([read(2, imported({ phone: '4505550000' }, 'rep@store.ca'))], [existing()], new Map([['rep@store.ca', 3]]), emptySeen());
    expect(plan).toEqual({ outcome: 'matched', row: 2, customerId: 7, reasons: ['name_postal_code'], fill: { city: 'Laval', salesRepId: 3 }, consent: null, warnings: [] });
  });
  it('matches by e-mail above a shared name elsewhere', () => {
    const [plan] = planRows([read(2, imported({ firstName: 'Jo', lastName: 'Doe', postalCode: 'H1H 1H1' }))], [existing({ id: 9, email: 'marie@example.com' })], new Map(), emptySeen());
    expect(plan).toMatchObject({ outcome: 'matched', customerId: 9, reasons: ['email'] });
  });
  it('refuses the second row of a file with the same e-mail', () => {
    const plans = planRows([read(2, imported()), read(3, imported({ firstName: 'Jean' }))], [], new Map(), emptySeen());
    expect(plans[1]).toEqual({ outcome: 'refused', row: 3, refusals: [{ column: 'Email', reason: 'import.duplicate_in_file' }] });
  });
  it('never fills a field the existing customer already has (property)', () => {
    fc.assert(fc.property(fc.record({ email: fc.emailAddress(), city: fc.string({ maxLength: 8 }), note: fc.string({ maxLength: 8 }) }), (has) => {
      const [plan] = planRows([read(2, imported({ note: 'from file', city: 'Laval' }))], [existing({ ...has, phone: '' , firstName: 'Marie', lastName: 'Tremblay' })], new Map(), emptySeen());
      if (plan?.outcome !== 'matched') return;
      for (const [field, value] of Object.entries(plan.fill)) {
        expect(has[field as keyof typeof has] ?? '').toBe('');
        expect(value).not.toBe('');
      }
    }));
  });
});
