import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { resolveMapping } from '../../shared/tabular/columns';
import { CUSTOMER_DICTIONARY, guessCustomerMapping } from './customer-columns';
import { readCustomerRow, splitFullName, type RowContext } from './customer-row';

const HEADERS = ['First Name', 'Last Name', 'Email', 'Mobile', 'Province', 'Postal Code', 'Language', 'Sales Rep Email', 'Created', 'Email Consent', 'Consent Date', 'Consent Source'];
const ctx = (headers = HEADERS, country: 'CA' | 'US' = 'CA'): RowContext => ({
  headers, columns: resolveMapping(headers, guessCustomerMapping(headers), CUSTOMER_DICTIONARY).columns, country, dayOrder: 'mdy',
});
const good = ['Marie', 'Tremblay', 'Marie@Example.com', '(514) 555-0123', 'qc', 'h2x1y4', 'Français', 'Rep@Store.ca', '2024-03-01', 'Oui', '2023-12-24', 'website form'];

describe('readCustomerRow', () => {
  it('reads a good row as the form stores it', () => {
    const r = readCustomerRow(good, ctx());
    expect(r).toEqual(E.right({
      fields: { firstName: 'Marie', lastName: 'Tremblay', email: 'marie@example.com', phone: '5145550123', addressLine1: '', addressLine2: '', city: '', provinceCode: 'QC', postalCode: 'H2X 1Y4', note: '' },
      language: 'fr_CA', repEmail: 'rep@store.ca', created: '2024-03-01', consent: { given: true, date: '2023-12-24', source: 'website form' },
    }));
  });
  it('refuses with the form\'s codes, each beside its column', () => {
    const row = ['M4rie', '', 'not-an-email', '', 'ZZ', '12345', 'klingon', 'nobody', '2024-02-30', 'maybe', '', ''];
    const r = readCustomerRow(row, ctx());
    expect(E.isLeft(r)).toBe(true);
    const refusals = E.isLeft(r) ? r.left : [];
    expect(refusals).toEqual(expect.arrayContaining([
      { column: 'First Name', reason: 'name.invalid_characters' },
      { column: 'Last Name', reason: 'required' },
      { column: 'Postal Code', reason: 'postal_code.invalid' },
      { column: 'Province', reason: 'province.invalid' },
      { column: 'Language', reason: 'import.language_invalid' },
      { column: 'Sales Rep Email', reason: 'import.rep_email_invalid' },
      { column: 'Created', reason: 'import.date_invalid' },
      { column: 'Email Consent', reason: 'import.consent_invalid' },
    ]));
  });
  it('checks a US ZIP code and state in a US store', () => {
    const headers = ['Name', 'Email', 'State', 'ZIP'];
    expect(E.isRight(readCustomerRow(['John Smith', 'j@x.com', 'NY', '10001'], ctx(headers, 'US')))).toBe(true);
    expect(readCustomerRow(['John Smith', 'j@x.com', 'QC', 'H2X 1Y4'], ctx(headers, 'US'))).toEqual(E.left([
      { column: 'ZIP', reason: 'postal_code.invalid_zip' }, { column: 'State', reason: 'province.invalid' },
    ]));
  });
  it('refuses a formula cell without keeping it', () => {
    const row = [...good];
    row[1] = '=HYPERLINK("http://evil","x")';
    const r = readCustomerRow(row, ctx());
    expect(E.isLeft(r) ? r.left : []).toContainEqual({ column: 'Last Name', reason: 'cell.formula' });
  });
  it('needs an e-mail or a phone, as the form does', () => {
    const row = [...good];
    row[2] = '';
    row[3] = '';
    const r = readCustomerRow(row, ctx());
    expect(E.isLeft(r) ? r.left : []).toContainEqual({ column: 'Email', reason: 'contact.required' });
  });
});

describe('splitFullName', () => {
  it.each([
    ['Marie Tremblay', 'Marie', 'Tremblay'],
    ['Tremblay, Marie-Ève', 'Marie-Ève', 'Tremblay'],
    ['Jean  Tremblay Gagnon', 'Jean', 'Tremblay Gagnon'],
    ['Cher', 'Cher', ''],
  ])('%s', (full, first, last) => {
    expect(splitFullName(full)).toEqual({ firstName: first, lastName: last });
  });
});
