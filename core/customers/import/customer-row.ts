import * as E from 'fp-ts/Either';
import type { Language } from '../../access/dealer-user';
import type { Country } from '../../access/dealership';
import { readCell } from '../../shared/tabular/cells';
import type { ResolvedMapping } from '../../shared/tabular/columns';
import { parseFileDate, type DayOrder } from '../../shared/tabular/dates';
import { email as emailRule } from '../../shared/validation/email';
import type { CustomerFields } from '../customer';
import { validateCustomer, NOTE_MAX_LENGTH } from '../customer-form';
import type { CustomerField } from './customer-columns';

/** A row's customer as the file gives it: the form's fields (checked by the form's own rules) and the import's extras. */
export interface ImportedCustomer {
  readonly fields: Omit<CustomerFields, 'salesRepId'>;
  /** null: the column is absent or blank (the store's default language is used). */
  readonly language: Language | null;
  /** The assigned rep's e-mail, lower case; '' when none. */
  readonly repEmail: string;
  /** `YYYY-MM-DD`; null when absent (the import's time is used). */
  readonly created: string | null;
  /** Consent to commercial e-mails (Canada's CASL): kept with its date and source; null when the file says nothing. */
  readonly consent: { readonly given: boolean; readonly date: string | null; readonly source: string } | null;
}

/** Why a row is refused: the file's column (its header; '' when the row as a whole) and a message key. */
export interface RowRefusal {
  readonly column: string;
  readonly reason: string;
}

export interface RowContext {
  readonly headers: readonly string[];
  readonly columns: ResolvedMapping<CustomerField>['columns'];
  readonly country: Country;
  readonly dayOrder: DayOrder;
}

/** The form's field keys (customer-form.ts) → the import's fields that feed them. */
const FORM_FIELD_SOURCES: Readonly<Record<string, readonly CustomerField[]>> = {
  first_name: ['first_name', 'full_name'], last_name: ['last_name', 'full_name'], email: ['email'],
  phone: ['phone', 'mobile_phone', 'home_phone', 'work_phone'], postal_code: ['postal_code'], province: ['province'],
  city: ['city'], address_line_1: ['address_line_1'], address_line_2: ['address_line_2'], note: ['note'],
};
const PHONE_FIELDS = ['phone', 'mobile_phone', 'home_phone', 'work_phone'] as const;

/** "Tremblay, Marie" → Marie / Tremblay; "Marie Tremblay Gagnon" → Marie / Tremblay Gagnon (the first word is the first name). */
export function splitFullName(full: string): { readonly firstName: string; readonly lastName: string } {
  const text = full.trim().replace(/\s+/g, ' ');
  const comma = text.indexOf(',');
  if (comma >= 0) return { firstName: text.slice(comma + 1).trim(), lastName: text.slice(0, comma).trim() };
  const space = text.indexOf(' ');
  return space < 0 ? { firstName: text, lastName: '' } : { firstName: text.slice(0, space), lastName: text.slice(space + 1) };
}

const YES = new Set(['y', 'yes', 'true', '1', 'x', 'o', 'oui', 'vrai', 'opt in', 'opted in', 'optin', 'express', 'implied', 'expresse', 'tacite', 'implicite']);
const NO = new Set(['n', 'no', 'false', '0', 'non', 'faux', 'opt out', 'opted out', 'optout', 'unsubscribed', 'désabonné', 'desabonne']);

export function readConsent(text: string): boolean | null {
  const key = text.trim().toLowerCase();
  return YES.has(key) ? true : NO.has(key) ? false : null;
}

export function readLanguage(text: string, country: Country): Language | null | 'invalid' {
  const key = text.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[-_\s].*$/, '');
  if (key === '') return null;
  if (['fr', 'fra', 'fre', 'french', 'francais'].includes(key)) return 'fr_CA';
  if (['en', 'eng', 'english', 'anglais'].includes(key)) return country === 'US' ? 'en_US' : 'en_CA';
  return 'invalid';
}

/**
 * One row of the file as a customer, checked by the customer form's own validation (the e-mail is
 * its own confirmation: a file cannot type it twice). Every problem is reported, each with the
 * column it came from. A formula cell is refused, never run nor stored.
 */
export function readCustomerRow(cells: readonly string[], ctx: RowContext): E.Either<readonly RowRefusal[], ImportedCustomer> {
  const refusals: RowRefusal[] = [];
  const headerOf = (field: CustomerField): string => ctx.headers[ctx.columns[field]?.[0] ?? -1] ?? '';
  const value = (field: CustomerField): string => {
    const parts: string[] = [];
    for (const at of ctx.columns[field] ?? []) {
      const cell = readCell(cells[at]);
      if (cell.formula) { refusals.push({ column: ctx.headers[at] ?? '', reason: 'cell.formula' }); continue; }
      if (cell.text !== '') parts.push(cell.text);
    }
    return parts.join('\n');
  };
  const split = splitFullName(value('full_name'));
  const phoneField = PHONE_FIELDS.find((f) => value(f) !== '') ?? 'phone';
  const firstName = value('first_name') || split.firstName;
  const lastName = value('last_name') || split.lastName;
  const email = value('email');
  const form = validateCustomer({
    firstName, lastName, email, emailConfirmation: email, phone: value(phoneField),
    addressLine1: value('address_line_1'), addressLine2: value('address_line_2'), city: value('city'),
    province: value('province'), postalCode: value('postal_code'), note: value('note').slice(0, NOTE_MAX_LENGTH),
  }, null, ctx.country);
  if (E.isLeft(form)) {
    for (const [field, codes] of Object.entries(form.left)) {
      const sources = field === 'phone' ? [phoneField] : (FORM_FIELD_SOURCES[field] ?? []);
      const source = sources.find((s) => ctx.columns[s] !== undefined);
      refusals.push({ column: source === undefined ? '' : headerOf(source), reason: codes[0] });
    }
  }
  const language = readLanguage(value('language'), ctx.country);
  if (language === 'invalid') refusals.push({ column: headerOf('language'), reason: 'import.language_invalid' });
  const repEmail = value('rep_email').toLowerCase();
  if (repEmail !== '' && emailRule(repEmail) !== null) refusals.push({ column: headerOf('rep_email'), reason: 'import.rep_email_invalid' });
  const createdText = value('created');
  const created = createdText === '' ? null : parseFileDate(createdText, ctx.dayOrder);
  if (createdText !== '' && created === null) refusals.push({ column: headerOf('created'), reason: 'import.date_invalid' });
  const consent = readConsentColumns(value, headerOf, ctx.dayOrder, refusals);
  if (refusals.length > 0 || E.isLeft(form)) return E.left(dedupe(refusals));
  return E.right({ fields: form.right, language: language === 'invalid' ? null : language, repEmail, created, consent });
}

function readConsentColumns(value: (f: CustomerField) => string, headerOf: (f: CustomerField) => string, order: DayOrder, refusals: RowRefusal[]): ImportedCustomer['consent'] {
  const consentText = value('email_consent');
  const dateText = value('email_consent_date');
  const source = value('email_consent_source').slice(0, 200);
  const given = consentText === '' ? (dateText === '' ? null : true) : readConsent(consentText);
  if (consentText !== '' && given === null) refusals.push({ column: headerOf('email_consent'), reason: 'import.consent_invalid' });
  const date = dateText === '' ? null : parseFileDate(dateText, order);
  if (dateText !== '' && date === null) refusals.push({ column: headerOf('email_consent_date'), reason: 'import.date_invalid' });
  return given === null ? null : { given, date, source };
}

const dedupe = (list: readonly RowRefusal[]): RowRefusal[] => {
  const seen = new Set<string>();
  return list.filter((r) => { const k = `${r.column}\u0000${r.reason}`; if (seen.has(k)) return false; seen.add(k); return true; });
};
