import type { ValidationCode } from '../shared/validation/codes';
import { isBlank } from '../shared/validation/required';
import { validateField } from '../shared/validation/validate-form';
import type { RuleSpec } from '../shared/validation/rules';
import { CHOICES, isChoiceField, type PersonData, type PersonField } from './credit-fields';
import { requiredFields } from './credit-rules';
import type { CreditSettings } from './credit-settings';
import type { Who } from './credit-steps';

/** The age a person must have reached to apply for credit (majority in every province and state the panel serves: 18). */
export const MINIMUM_AGE_YEARS = 18;
/** Most text answers (employer, landlord, street name…). */
export const TEXT_MAX = 100;
/** The free-text answers (additional_info, other_income_description). */
export const LONG_TEXT_MAX = 500;

const MONEY: readonly RuleSpec[] = [{ rule: 'decimal', params: { places: 2 } }];
const LONG_TEXT: ReadonlySet<PersonField> = new Set(['additional_info', 'other_income_description']);
const YEARS: ReadonlySet<PersonField> = new Set(['years_at_address', 'previous_years_at_address', 'years_at_employment', 'previous_years_at_employment', 'years_as_retired']);
const MONTHS: ReadonlySet<PersonField> = new Set(['months_at_address', 'previous_months_at_address', 'months_at_employment', 'previous_months_at_employment', 'months_as_retired']);
const AMOUNTS: ReadonlySet<PersonField> = new Set(['monthly_housing_payment', 'mortgage_amount', 'market_value', 'income_amount', 'other_income_amount', 'additional_income']);
const POSTAL: ReadonlySet<PersonField> = new Set(['postal_code', 'previous_postal_code']);
const PHONES: ReadonlySet<PersonField> = new Set(['phone', 'mobile_phone', 'work_phone']);

/** The day `years` years before `today` (YYYY-MM-DD): someone born on it or before is that old. */
export function yearsBefore(today: string, years: number): string {
  const y = Number(today.slice(0, 4)) - years;
  const md = today.slice(5);
  // 29 February of a year that has none: the person turns that age on 1 March.
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${String(y).padStart(4, '0')}-${md === '02-29' && !leap ? '03-01' : md}`;
}

/** The insurance number's format: a Canadian SIN (Luhn), a US SSN (9 digits, area not 000, 666 or 9xx). */
function insuranceNumber(s: CreditSettings, value: string): ValidationCode | null {
  if (s.country === 'CA') return validateField(value, ['sin']);
  const digits = value.replace(/[ -]/g, '');
  return /^(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}$/.test(digits) ? null : 'ssn.format';
}

/** The format rules of one field, empty values skipped (the required rule is separate). */
export function checkFormat(s: CreditSettings, field: PersonField, value: string, p: PersonData, today: string): ValidationCode | null {
  if (isBlank(value)) return null;
  if (value.length > (LONG_TEXT.has(field) ? LONG_TEXT_MAX : TEXT_MAX)) return 'text.too_long';
  if (isChoiceField(field)) return (CHOICES[field] as readonly string[]).includes(value) ? null : 'choice.invalid';
  if (field === 'first_name' || field === 'last_name') return validateField(value, ['name']);
  if (field === 'email') return validateField(value, ['email']);
  if (field === 'confirm_email') return value.trim().toLowerCase() === p.email.trim().toLowerCase() ? null : 'email_confirmation.mismatch';
  if (PHONES.has(field)) return validateField(value, [{ rule: 'phone', params: { country: s.country } }]);
  if (POSTAL.has(field)) return validateField(value, [{ rule: 'postal_code', params: { country: s.country } }]);
  if (field === 'city' || field === 'previous_city') return validateField(value, ['city']);
  if (field === 'insurance_number') return insuranceNumber(s, value);
  if (field === 'date_of_birth') {
    const code = validateField(value, ['valid_date', { rule: 'max_date', params: { date: 'today', today } }]);
    if (code !== null) return code;
    return value > yearsBefore(today, MINIMUM_AGE_YEARS) ? 'date_of_birth.too_young' : null;
  }
  if (YEARS.has(field)) return /^\d{1,2}$/.test(value) ? null : 'number.out_of_range';
  if (MONTHS.has(field)) return /^\d{1,2}$/.test(value) && Number(value) <= 11 ? null : 'number.out_of_range';
  if (AMOUNTS.has(field)) {
    const code = validateField(value, MONEY);
    if (code !== null) return code;
    return value.startsWith('-') ? 'number.out_of_range' : null;
  }
  if (field === 'work_ext') return /^\d{1,6}$/.test(value) ? null : 'number.out_of_range';
  return null;
}

/** One person's errors among `fields`: `required` for a required blank, else the first failing format rule. */
export function validatePerson(
  s: CreditSettings, who: Who, p: PersonData, today: string, fields: readonly PersonField[],
): Partial<Record<PersonField, ValidationCode>> {
  const required = requiredFields(s, who, p);
  const out: Partial<Record<PersonField, ValidationCode>> = {};
  for (const f of fields) {
    const value = p[f];
    const code = isBlank(value) ? (required.has(f) ? 'required' : null) : checkFormat(s, f, value, p, today);
    if (code !== null) out[f] = code;
  }
  return out;
}
