/**
 * Every field of a credit application (spec 002 section 3 "Credit application fields"), one
 * person's set: the applicant and the co-applicant fill the same form, the co-applicant adding
 * relation_status. Values travel and are kept as strings, as a form holds them ("" = not filled).
 */
export const PERSON_FIELDS = [
  // Applicant (or co-applicant) information.
  'salutation', 'first_name', 'last_name', 'date_of_birth', 'marital_status', 'phone', 'mobile_phone', 'email', 'confirm_email',
  'gender', 'insurance_number', 'relation_status',
  // Residence.
  'address_type', 'address_number', 'street_name', 'street_type', 'civic_address', 'po_box_number', 'rr_number', 'concession',
  'lot_number', 'city', 'province', 'postal_code', 'years_at_address', 'months_at_address', 'home_status',
  'monthly_housing_payment', 'mortgage_holder', 'mortgage_amount', 'market_value', 'landlord', 'additional_info',
  // The previous-address set (asked when the time at the address is under 2 years).
  'previous_address_number', 'previous_street_name', 'previous_city', 'previous_province', 'previous_postal_code',
  'previous_years_at_address', 'previous_months_at_address',
  // Employment and income.
  'employment_status', 'employment_type', 'employer', 'occupation', 'work_phone', 'work_ext', 'years_at_employment',
  'months_at_employment', 'years_as_retired', 'months_as_retired',
  // The previous-employment set (asked when the time employed or retired is under 2 years).
  'previous_employer', 'previous_occupation', 'previous_years_at_employment', 'previous_months_at_employment',
  'income_amount', 'income_frequency', 'other_income_amount', 'other_income_frequency', 'other_income_description',
  'other_income_type', 'has_additional_income', 'additional_income', 'additional_income_type',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

/** One person's answers: every field present, "" when not filled. */
export type PersonData = Readonly<Record<PersonField, string>>;

export const EMPTY_PERSON: PersonData = Object.fromEntries(PERSON_FIELDS.map((f) => [f, ''])) as Record<PersonField, string>;

/** A person's answers from whatever the wire or the database held: unknown keys dropped, missing ones "". */
export function personData(values: Readonly<Record<string, unknown>>): PersonData {
  const out = {} as Record<PersonField, string>;
  for (const f of PERSON_FIELDS) {
    const v = values[f];
    out[f] = typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
  }
  return out;
}

/**
 * The sensitive fields ("enc" in the spec): kept encrypted at rest and masked on the dealer's
 * screen until revealed. The spec names insurance number, date of birth and income and ties gender
 * to its enc flag (is_credit_application_gender_enc_optional); the other amounts of a person's
 * money (housing, mortgage, home value, other income) are decided sensitive too
 * (docs/decisions/credit.md "Credit application").
 */
export const SENSITIVE_FIELDS = [
  'date_of_birth', 'gender', 'insurance_number', 'monthly_housing_payment', 'mortgage_amount', 'market_value',
  'income_amount', 'other_income_amount', 'additional_income',
] as const satisfies readonly PersonField[];
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

export function isSensitive(field: string): field is SensitiveField {
  return (SENSITIVE_FIELDS as readonly string[]).includes(field);
}

/** The choices of the choice fields (spec: "not shown"; the usual ones of Canadian and US lenders). */
export const CHOICES = {
  salutation: ['mr', 'mrs', 'ms', 'miss', 'dr'],
  marital_status: ['single', 'married', 'common_law', 'divorced', 'separated', 'widowed'],
  gender: ['male', 'female', 'x'],
  relation_status: ['spouse', 'common_law', 'parent', 'child', 'sibling', 'relative', 'friend', 'other'],
  address_type: ['street', 'postal_box', 'rural_route'],
  home_status: ['own_mortgage', 'own_free_clear', 'rent', 'with_parents', 'other'],
  employment_status: ['employed', 'self_employed', 'retired', 'unemployed', 'student', 'other'],
  employment_type: ['full_time', 'part_time', 'seasonal', 'contract'],
  income_frequency: ['weekly', 'biweekly', 'semimonthly', 'monthly', 'annually'],
  other_income_frequency: ['weekly', 'biweekly', 'semimonthly', 'monthly', 'annually'],
  other_income_type: ['pension', 'investment', 'rental', 'child_support', 'disability', 'other'],
  additional_income_type: ['pension', 'investment', 'rental', 'child_support', 'disability', 'other'],
  has_additional_income: ['true', 'false'],
} as const satisfies Partial<Record<PersonField, readonly string[]>>;
export type ChoiceField = keyof typeof CHOICES;

export function isChoiceField(field: PersonField): field is ChoiceField {
  return field in CHOICES;
}
