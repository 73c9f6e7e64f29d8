import type { CreditApplicationDraft } from '@dealer-panel/core/credit/credit-application';
import { PREFIX } from '@dealer-panel/core/credit/credit-check';
import { EMPTY_PERSON, isChoiceField, type PersonData, type PersonField } from '@dealer-panel/core/credit/credit-fields';
import { askedFields, requiredFields } from '@dealer-panel/core/credit/credit-rules';
import type { CreditSettings } from '@dealer-panel/core/credit/credit-settings';
import { formOf, STEP_FIELDS, type CreditStep, type FormStep, type Who } from '@dealer-panel/core/credit/credit-steps';
import type * as t from 'io-ts';
import type { CreditRulesBody } from '../../../adapters/http/contract/credit/credit';

/** The store's rules as dealer_application/ sends them. */
export type CreditRules = t.TypeOf<typeof CreditRulesBody>;

/** How a field is typed: the input the customer gets (a native picker on a phone where one exists). */
export type FieldKind = 'choice' | 'province' | 'date' | 'phone' | 'email' | 'money' | 'count' | 'sin' | 'digits' | 'text' | 'long_text';

const MONEY: ReadonlySet<PersonField> = new Set(['monthly_housing_payment', 'mortgage_amount', 'market_value', 'income_amount', 'other_income_amount', 'additional_income']);
const COUNTS: ReadonlySet<PersonField> = new Set([
  'years_at_address', 'months_at_address', 'previous_years_at_address', 'previous_months_at_address', 'years_at_employment',
  'months_at_employment', 'previous_years_at_employment', 'previous_months_at_employment', 'years_as_retired', 'months_as_retired',
]);

export function kindOf(field: PersonField): FieldKind {
  if (isChoiceField(field)) return 'choice';
  if (field === 'province' || field === 'previous_province') return 'province';
  if (field === 'date_of_birth') return 'date';
  if (field === 'phone' || field === 'mobile_phone' || field === 'work_phone') return 'phone';
  if (field === 'email' || field === 'confirm_email') return 'email';
  if (field === 'insurance_number') return 'sin';
  if (field === 'work_ext') return 'digits';
  if (field === 'additional_info' || field === 'other_income_description') return 'long_text';
  if (MONEY.has(field)) return 'money';
  if (COUNTS.has(field)) return 'count';
  return 'text';
}

/** The browser's autofill names (WHATWG autocomplete tokens) of the fields that have one; the applicant's own only. */
export const AUTOCOMPLETE: Partial<Record<PersonField, string>> = {
  salutation: 'honorific-prefix', first_name: 'given-name', last_name: 'family-name', date_of_birth: 'bday', phone: 'tel',
  mobile_phone: 'tel', email: 'email', confirm_email: 'email', city: 'address-level2', province: 'address-level1',
  postal_code: 'postal-code', employer: 'organization', occupation: 'organization-title',
};

/** The rules a store sends (dealer_application/'s `rules`) as the settings core's rule functions read. */
export function settingsOf(rules: CreditRules): CreditSettings {
  return {
    country: rules.country, provinceCode: rules.province_code,
    creditSystem: rules.credit_application_system === 'dealertrack' || rules.credit_application_system === 'routeone' || rules.credit_application_system === 'vw_finance'
      ? rules.credit_application_system : 'none',
    // The server sends the outcome of each rule; these flags give core's functions the same outcome.
    genderOptional: !rules.gender_required, mandatorySsn: rules.insurance_number_required,
    mandatorySecondaryPhone: rules.co_applicant_mobile_phone_required, leaseDisbursementSupport: rules.lease_disbursements_enabled,
  };
}

/** One field as a form step shows it: asked now, and whether it must be filled. */
export interface ShownField {
  readonly field: PersonField;
  readonly required: boolean;
}

/**
 * The fields of a form step that apply to this person's answers so far, in the step's order, each
 * with its requirement: core's conditional rules, applied live (a tenant sees landlord, not the
 * mortgage; under 2 years at the address adds the previous address).
 */
export function shownFields(s: CreditSettings, who: Who, form: FormStep, p: PersonData): readonly ShownField[] {
  const asked = askedFields(s, who, p);
  const required = requiredFields(s, who, p);
  return STEP_FIELDS[form].filter((f) => asked.has(f)).map((field) => ({ field, required: required.has(field) }));
}

/** The key of a person's field in the wire's errors ("primary_application.city", "co_application.city"). */
export function errorKey(who: Who, field: PersonField): string {
  return `${PREFIX[who]}.${field}`;
}

/** The person a step's form is about. */
export function personOf(d: CreditApplicationDraft, who: Who): PersonData {
  return who === 'applicant' ? d.applicant : (d.coApplicant ?? EMPTY_PERSON);
}

/** The error keys a step holds: its consent, or its person's fields. */
export function stepErrorKeys(step: CreditStep): readonly string[] {
  if (step === 'consent' || step === 'acknowledgement' || step === 'co_applicant_acknowledgement') return [step];
  const form = formOf(step);
  return form === null ? [] : STEP_FIELDS[form.form].map((f) => errorKey(form.who, f));
}

/** The first of `steps` that holds one of the errors; null when none does. */
export function firstStepWithError(steps: readonly CreditStep[], errors: Readonly<Record<string, unknown>>): CreditStep | null {
  return steps.find((step) => stepErrorKeys(step).some((k) => k in errors)) ?? null;
}
