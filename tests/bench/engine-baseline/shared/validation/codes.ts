/**
 * Every code a validation rule can return. Core returns codes, never sentences: the UI turns a
 * code into a message from `locales/<locale>/validation.json` (see `message-key.ts`).
 *
 * A code is `<rule>.<reason>` with the rule named as in the spec's rule table (section 5 of the
 * commerce-and-credit document), except `required`, which is shared by every field.
 */
export const validationCodes = [
  'required',
  'name.too_short',
  'name.too_long',
  'name.invalid_characters',
  'name.leading_whitespace',
  'city.invalid',
  'company.too_short',
  'company.surrounding_whitespace',
  'company.invalid_characters',
  'company.no_letter_or_digit',
  'postal_code.invalid',
  'postal_code.invalid_zip',
  'sin.format',
  'sin.checksum',
  'phone.invalid',
  'phone.area_code',
  'phone.exchange',
  'vin.length',
  'vin.invalid_characters',
  // The North-American check digit and the VIN's decoding (issue 31): an error on a form, a warning on a feed row.
  'vin.check_digit',
  'vin.year_mismatch',
  'vin.make_mismatch',
  'url.invalid',
  'uniqueURL.not_unique',
  'decimal.invalid',
  'decimal.too_many_places',
  'no_cents.has_cents',
  'positive.not_positive',
  'max_date.after',
  'max_date.after_today',
  'min_date.before',
  'min_date.before_today',
  'valid_date.format',
  'valid_date.not_real',
  'email.invalid',
  'password.too_short',
  'password.too_long',
  'password.needs_letter_and_digit',
  'password.same_as_email',
  'password.invalid_character',
  // Customers, deals and inventory (issue 5): server answers and list parameters.
  'list.invalid_choice',
  'list.invalid_number',
  'list.page_invalid',
  'list.too_long',
  'list.ordering_invalid',
  'choice.invalid',
  'contact.required',
  'email_confirmation.mismatch',
  'province.invalid',
  'text.too_long',
  'reference.not_found',
  'customer.duplicate',
  'customer.no_email',
  'customer.no_phone',
  'customer.merge_same',
  'money.invalid',
  'money.too_large',
  'vehicle.unavailable',
  'datetime.invalid',
  'id.mismatch',
  'commission_number.invalid',
  'commission_number.taken',
  // Credit application (issue 15).
  'ssn.format',
  'number.out_of_range',
  'consent.required',
  'date_of_birth.too_young',
] as const;

export type ValidationCode = (typeof validationCodes)[number];

const known: ReadonlySet<string> = new Set(validationCodes);

/** Narrows a string (for example a code read back from the wire) to a known validation code. */
export function isValidationCode(value: string): value is ValidationCode {
  return known.has(value);
}
