import type { PersonField } from './credit-fields';

/** The ten steps of the credit application, in order (spec 002 section 2). */
export const CREDIT_STEPS = [
  'consent', 'acknowledgement', 'applicant', 'employment', 'residential',
  'co_applicant_acknowledgement', 'co_applicant_info', 'co_applicant_employment', 'co_applicant_residential', 'review',
] as const;
export type CreditStep = (typeof CREDIT_STEPS)[number];

/** The three form steps each person fills; the co-applicant's are the same forms. */
export const FORM_STEPS = ['applicant', 'employment', 'residential'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** The person fields each form step holds. */
export const STEP_FIELDS: Readonly<Record<FormStep, readonly PersonField[]>> = {
  applicant: [
    'salutation', 'first_name', 'last_name', 'date_of_birth', 'marital_status', 'phone', 'mobile_phone', 'email', 'confirm_email',
    'gender', 'insurance_number', 'relation_status',
  ],
  employment: [
    'employment_status', 'employment_type', 'employer', 'occupation', 'work_phone', 'work_ext', 'years_at_employment',
    'months_at_employment', 'years_as_retired', 'months_as_retired', 'previous_employer', 'previous_occupation',
    'previous_years_at_employment', 'previous_months_at_employment', 'income_amount', 'income_frequency',
    'other_income_amount', 'other_income_frequency', 'other_income_description', 'other_income_type', 'has_additional_income',
    'additional_income', 'additional_income_type',
  ],
  residential: [
    'address_type', 'address_number', 'street_name', 'street_type', 'civic_address', 'po_box_number', 'rr_number', 'concession',
    'lot_number', 'city', 'province', 'postal_code', 'years_at_address', 'months_at_address', 'home_status',
    'monthly_housing_payment', 'mortgage_holder', 'mortgage_amount', 'market_value', 'landlord', 'additional_info',
    'previous_address_number', 'previous_street_name', 'previous_city', 'previous_province', 'previous_postal_code',
    'previous_years_at_address', 'previous_months_at_address',
  ],
};

export type Who = 'applicant' | 'co_applicant';

/** Who fills a step, and which form it is; null for the steps without a form (consents, review). */
export function formOf(step: CreditStep): { readonly who: Who; readonly form: FormStep } | null {
  switch (step) {
    case 'applicant': case 'employment': case 'residential': return { who: 'applicant', form: step };
    case 'co_applicant_info': return { who: 'co_applicant', form: 'applicant' };
    case 'co_applicant_employment': return { who: 'co_applicant', form: 'employment' };
    case 'co_applicant_residential': return { who: 'co_applicant', form: 'residential' };
    default: return null;
  }
}

/** The steps a customer goes through: the co-applicant's four only when one is included. */
export function stepsOf(hasCoApplicant: boolean): readonly CreditStep[] {
  return hasCoApplicant ? CREDIT_STEPS : CREDIT_STEPS.filter((s) => !s.startsWith('co_applicant'));
}
