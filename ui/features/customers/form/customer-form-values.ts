import * as E from 'fp-ts/Either';
import type { CustomerBody, CustomerWriteRequest } from '../../../../adapters/http/contract/customers/customers';
import type { Country } from '@dealer-panel/core/access/dealership';
import type { CustomerDraft } from '@dealer-panel/core/customers/customer-form';
import { validateCustomer } from '@dealer-panel/core/customers/customer-form';
import type { FieldErrorMap } from '../../../shared/form-problem';
import { formatPhone } from '../display';

/** The form's fields, named as the API names them (and its field errors). */
export const CUSTOMER_FIELDS = [
  'first_name', 'last_name', 'email', 'email_confirmation', 'phone',
  'address_line_1', 'address_line_2', 'city', 'province', 'postal_code', 'note', 'assigned_dealer',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

/** What the inputs hold; `assigned_dealer` is a user id as text, '' for nobody. */
export type CustomerFormValues = Readonly<Record<CustomerField, string>>;

export const EMPTY_CUSTOMER_FORM: CustomerFormValues = Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, ''])) as CustomerFormValues;

/** A stored customer in the inputs; the phone as the country writes it. */
export function valuesOf(customer: CustomerBody, country: Country): CustomerFormValues {
  return {
    first_name: customer.first_name, last_name: customer.last_name, email: customer.email, email_confirmation: '',
    phone: formatPhone(customer.phone, country), address_line_1: customer.address_line_1, address_line_2: customer.address_line_2,
    city: customer.city, province: customer.province, postal_code: customer.postal_code, note: customer.note,
    assigned_dealer: customer.assigned_dealer === null ? '' : String(customer.assigned_dealer),
  };
}

function draftOf(v: CustomerFormValues): CustomerDraft {
  return {
    firstName: v.first_name, lastName: v.last_name, email: v.email, emailConfirmation: v.email_confirmation, phone: v.phone,
    addressLine1: v.address_line_1, addressLine2: v.address_line_2, city: v.city, province: v.province, postalCode: v.postal_code, note: v.note,
  };
}

function storedOf(v: CustomerFormValues) {
  return {
    firstName: v.first_name, lastName: v.last_name, email: v.email, phone: v.phone, addressLine1: v.address_line_1,
    addressLine2: v.address_line_2, city: v.city, provinceCode: v.province, postalCode: v.postal_code, note: v.note,
  };
}

/**
 * Every error of the form by the same rules the server applies (core/customers/customer-form.ts):
 * name, e-mail, phone and postal code by the dealership's country, city, the e-mail typed twice
 * when new or changed. `original` is the stored customer's values, null when creating.
 */
export function checkCustomerForm(values: CustomerFormValues, original: CustomerFormValues | null, country: Country): FieldErrorMap {
  const result = validateCustomer(draftOf(values), original === null ? null : storedOf(original), country);
  return E.isLeft(result) ? result.left : {};
}

/** Whether the e-mail must be confirmed: creating with one, or changing it. */
export function needsEmailConfirmation(values: CustomerFormValues, original: CustomerFormValues | null): boolean {
  const email = values.email.trim().toLowerCase();
  return email !== '' && email !== (original?.email.trim().toLowerCase() ?? '');
}

/**
 * The request: every filled field when creating; only what changed when editing (PUT keeps the
 * fields it is not sent), with the confirmation when the e-mail changed.
 */
export function requestBody(values: CustomerFormValues, original: CustomerFormValues | null, allowDuplicate: boolean): CustomerWriteRequest {
  const body: Record<string, unknown> = {};
  for (const field of CUSTOMER_FIELDS) {
    if (field === 'email_confirmation' || field === 'assigned_dealer') continue;
    const value = values[field].trim();
    if (original === null ? value !== '' : value !== original[field].trim()) body[field] = value;
  }
  if (needsEmailConfirmation(values, original)) body['email_confirmation'] = values.email_confirmation.trim();
  if (values.assigned_dealer !== (original?.assigned_dealer ?? '')) body['assigned_dealer'] = values.assigned_dealer === '' ? null : Number(values.assigned_dealer);
  if (allowDuplicate) body['allow_duplicate'] = true;
  return body as CustomerWriteRequest;
}

export function sameValues(a: CustomerFormValues, b: CustomerFormValues): boolean {
  return CUSTOMER_FIELDS.every((field) => a[field] === b[field]);
}
