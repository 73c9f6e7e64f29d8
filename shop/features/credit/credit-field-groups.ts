import type { PersonField } from '@dealer-panel/core/credit/credit-fields';
import type { FormStep } from '@dealer-panel/core/credit/credit-steps';
import type { ShownField } from './credit-form-fields';

export type FieldGroup = 'identity' | 'contact' | 'current_address' | 'housing' | 'previous_address' | 'employment' | 'retirement' | 'previous_employment' | 'income' | 'other_income';

/** How a form step reads, group by group, in the order a person answers (every field of the step once). */
export const GROUPS: Readonly<Record<FormStep, readonly (readonly [FieldGroup, readonly PersonField[]])[]>> = {
  applicant: [
    ['identity', ['relation_status', 'salutation', 'first_name', 'last_name', 'date_of_birth', 'gender', 'marital_status', 'insurance_number']],
    ['contact', ['phone', 'mobile_phone', 'email', 'confirm_email']],
  ],
  employment: [
    ['employment', ['employment_status', 'employment_type', 'employer', 'occupation', 'work_phone', 'work_ext', 'years_at_employment', 'months_at_employment']],
    ['retirement', ['years_as_retired', 'months_as_retired']],
    ['previous_employment', ['previous_employer', 'previous_occupation', 'previous_years_at_employment', 'previous_months_at_employment']],
    ['income', ['income_amount', 'income_frequency']],
    ['other_income', ['other_income_amount', 'other_income_frequency', 'other_income_type', 'other_income_description', 'has_additional_income', 'additional_income', 'additional_income_type']],
  ],
  residential: [
    ['current_address', ['address_type', 'address_number', 'street_name', 'street_type', 'civic_address', 'po_box_number', 'rr_number', 'concession', 'lot_number', 'city', 'postal_code', 'province', 'years_at_address', 'months_at_address']],
    ['housing', ['home_status', 'monthly_housing_payment', 'mortgage_holder', 'mortgage_amount', 'market_value', 'landlord', 'additional_info']],
    ['previous_address', ['previous_address_number', 'previous_street_name', 'previous_city', 'previous_postal_code', 'previous_province', 'previous_years_at_address', 'previous_months_at_address']],
  ],
};

/** The groups of a step with the fields shown now; a group with none is left out. */
export function shownGroups(form: FormStep, shown: readonly ShownField[]): readonly (readonly [FieldGroup, readonly ShownField[]])[] {
  const byField = new Map(shown.map((s) => [s.field, s]));
  return GROUPS[form]
    .map(([group, fields]) => [group, fields.flatMap((f) => { const s = byField.get(f); return s === undefined ? [] : [s]; })] as const)
    .filter(([, fields]) => fields.length > 0);
}
