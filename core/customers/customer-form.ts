import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import type { Country } from '../access/dealership';
import type { FieldErrors } from '../shared/validation';
import { city } from '../shared/validation/city';
import { email } from '../shared/validation/email';
import { name } from '../shared/validation/name';
import { phone } from '../shared/validation/phone';
import { normalizePostalCode, postalCode } from '../shared/validation/postal-code';
import { isBlank } from '../shared/validation/required';
import type { CustomerFields } from './customer';
import { REGION_CODES } from '../shared/regions';
import { digitsOf } from '../shared/search-text';

/** What the customer form sends (spec 001 section 3, writable fields plus email_confirmation); absent fields keep their value. */
export interface CustomerDraft {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly emailConfirmation?: string;
  readonly phone?: string;
  readonly addressLine1?: string;
  readonly addressLine2?: string;
  readonly city?: string;
  readonly province?: string;
  readonly postalCode?: string;
  readonly note?: string;
}

export const ADDRESS_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 60;
export const NOTE_MAX_LENGTH = 2000;

type Validated = Omit<CustomerFields, 'salesRepId'>;

/**
 * Validates the form over the stored customer (`current`, null when creating) and gives the
 * fields to store, normalized: trimmed, e-mail in lower case, phone as its 10 digits, postal code
 * in its stored form, province in upper case. Decisions (spec: messages not shown): first and last
 * name and postal code are required; an e-mail or a phone is required (a lead nobody can reach is
 * no lead); a new or changed e-mail must be typed twice (email_confirmation).
 */
export function validateCustomer(draft: CustomerDraft, current: Validated | null, country: Country): Either<FieldErrors, Validated> {
  const pick = (value: string | undefined, stored: string | undefined): string => (value ?? stored ?? '');
  const v = {
    firstName: pick(draft.firstName, current?.firstName).trimEnd(),
    lastName: pick(draft.lastName, current?.lastName).trimEnd(),
    email: pick(draft.email, current?.email).trim().toLowerCase(),
    phone: pick(draft.phone, current?.phone).trim(),
    addressLine1: pick(draft.addressLine1, current?.addressLine1).trim(),
    addressLine2: pick(draft.addressLine2, current?.addressLine2).trim(),
    city: pick(draft.city, current?.city).trim(),
    provinceCode: pick(draft.province, current?.provinceCode).trim().toUpperCase(),
    postalCode: pick(draft.postalCode, current?.postalCode).trim(),
    note: pick(draft.note, current?.note).trim(),
  };
  const errors: Record<string, NonEmptyArray<string>> = {};
  const check = (field: string, code: string | null) => { if (code !== null && errors[field] === undefined) errors[field] = [code]; };
  const tooLong = (value: string, max: number) => ([...value].length > max ? 'text.too_long' : null);

  check('first_name', isBlank(v.firstName) ? 'required' : name(v.firstName));
  check('last_name', isBlank(v.lastName) ? 'required' : name(v.lastName));
  check('email', email(v.email));
  check('phone', phone(v.phone, { country }));
  if (isBlank(v.email) && isBlank(v.phone)) { check('email', 'contact.required'); check('phone', 'contact.required'); }
  const emailIsNew = v.email !== '' && v.email !== (current?.email.trim().toLowerCase() ?? '');
  if (emailIsNew && errors['email'] === undefined) {
    const confirmation = (draft.emailConfirmation ?? '').trim().toLowerCase();
    check('email_confirmation', confirmation === '' ? 'required' : confirmation === v.email ? null : 'email_confirmation.mismatch');
  }
  check('postal_code', isBlank(v.postalCode) ? 'required' : postalCode(v.postalCode, { country }));
  check('province', v.provinceCode === '' || REGION_CODES[country].includes(v.provinceCode) ? null : 'province.invalid');
  check('city', tooLong(v.city, CITY_MAX_LENGTH) ?? city(v.city));
  check('address_line_1', tooLong(v.addressLine1, ADDRESS_MAX_LENGTH));
  check('address_line_2', tooLong(v.addressLine2, ADDRESS_MAX_LENGTH));
  check('note', tooLong(v.note, NOTE_MAX_LENGTH));
  if (Object.keys(errors).length > 0) return E.left(errors);
  return E.right({ ...v, phone: digitsOf(v.phone), postalCode: normalizePostalCode(v.postalCode, country) });
}

/** Whether the stored contact changed enough to look for duplicates again. */
export function contactChanged(before: Pick<CustomerFields, 'email' | 'phone'> | null, after: Pick<CustomerFields, 'email' | 'phone'>): boolean {
  return before === null || before.email.toLowerCase() !== after.email.toLowerCase() || digitsOf(before.phone) !== after.phone;
}
