import type { PersonData, PersonField } from './credit-fields';
import { QUEBEC, type CreditSettings } from './credit-settings';
import type { Who } from './credit-steps';

/**
 * The conditional requirements of the credit application (spec 002 section 5), one pure function
 * each. `requiredFields` and `askedFields` combine them; the property tests check each one.
 */

/** Gender is required unless the store sends to VW Finance or made it optional (is_credit_application_gender_enc_optional). */
export function genderRequired(s: CreditSettings): boolean {
  return !(s.creditSystem === 'vw_finance' || s.genderOptional);
}

/**
 * The insurance number (SIN in Canada, SSN in the USA) is required only when mandatory_ssn is on and
 * the system is not VW Finance, and never in Canada: a Canadian lender may not make the SIN a
 * condition of credit, so a Canadian store asks for it as optional whatever its flag.
 */
export function insuranceNumberRequired(s: CreditSettings): boolean {
  return s.country === 'US' && s.mandatorySsn && s.creditSystem !== 'vw_finance';
}

/** The mobile (secondary) phone is required of the co-applicant when mandatory_secondary_phone is on. */
export function mobilePhoneRequired(s: CreditSettings, who: Who): boolean {
  return who === 'co_applicant' && s.mandatorySecondaryPhone;
}

/** Home statuses that cost nothing a month: the monthly housing payment is not asked. */
export const RENT_FREE = ['with_parents', 'own_free_clear'] as const;

/** Whether the monthly housing payment is asked: not for someone living rent-free, nor before the home status is chosen. */
export function housingPaymentAsked(homeStatus: string): boolean {
  return homeStatus !== '' && !(RENT_FREE as readonly string[]).includes(homeStatus);
}

/** The fields a home status adds: mortgage fields for a mortgage, landlord for rent, additional_info for other. */
export function homeStatusFields(homeStatus: string): readonly PersonField[] {
  switch (homeStatus) {
    case 'own_mortgage': return ['mortgage_holder', 'mortgage_amount', 'market_value'];
    case 'rent': return ['landlord'];
    case 'other': return ['additional_info'];
    default: return [];
  }
}

/** The credit timing threshold: under 2 years (spec 002 section 9). */
export const TIMING_THRESHOLD_MONTHS = 24;

/** Whole years and months as months; null when either is not a whole number from 0 (not filled, or not valid yet). */
export function monthsOf(years: string, months: string): number | null {
  if (!/^\d{1,2}$/.test(years.trim()) || !/^\d{1,2}$/.test(months.trim())) return null;
  return Number(years) * 12 + Number(months);
}

/** A previous address is required when the time at the address is under 2 years. */
export function previousAddressRequired(p: Pick<PersonData, 'years_at_address' | 'months_at_address'>): boolean {
  const total = monthsOf(p.years_at_address, p.months_at_address);
  return total !== null && total < TIMING_THRESHOLD_MONTHS;
}

/** Retired applicants give years and months retired instead of employer details. */
export function isRetired(employmentStatus: string): boolean {
  return employmentStatus === 'retired';
}

/** Employer details are asked of the employed and the self-employed (the unemployed, students and "other" have none). */
export function employerDetailsAsked(employmentStatus: string): boolean {
  return employmentStatus === 'employed' || employmentStatus === 'self_employed';
}

/** Previous employment is required when the time at employment, or in retirement, is 0 to under 2 years. */
export function previousEmploymentRequired(
  p: Pick<PersonData, 'employment_status' | 'years_at_employment' | 'months_at_employment' | 'years_as_retired' | 'months_as_retired'>,
): boolean {
  const total = isRetired(p.employment_status)
    ? monthsOf(p.years_as_retired, p.months_as_retired)
    : employerDetailsAsked(p.employment_status) ? monthsOf(p.years_at_employment, p.months_at_employment) : null;
  return total !== null && total >= 0 && total < TIMING_THRESHOLD_MONTHS;
}

/** Québec, with lease disbursement support and no credit system, enables lease disbursements. */
export function leaseDisbursementsEnabled(s: Pick<CreditSettings, 'provinceCode' | 'leaseDisbursementSupport' | 'creditSystem'>): boolean {
  return s.provinceCode === QUEBEC && s.leaseDisbursementSupport && s.creditSystem === 'none';
}

/** A co-applicant requires relation_status (how they are related to the applicant). */
export function relationStatusRequired(who: Who): boolean {
  return who === 'co_applicant';
}

/** The address fields an address type asks for: street number, name and type; a postal box; a rural route. */
export function addressFields(addressType: string): readonly PersonField[] {
  switch (addressType) {
    case 'street': return ['address_number', 'street_name', 'street_type'];
    case 'postal_box': return ['po_box_number'];
    case 'rural_route': return ['rr_number'];
    default: return [];
  }
}

const ALWAYS: readonly PersonField[] = [
  'first_name', 'last_name', 'date_of_birth', 'marital_status', 'phone', 'email', 'confirm_email',
  'address_type', 'city', 'province', 'postal_code', 'years_at_address', 'months_at_address', 'home_status',
  'employment_status', 'income_amount', 'income_frequency',
];
const PREVIOUS_ADDRESS: readonly PersonField[] = [
  'previous_street_name', 'previous_city', 'previous_province', 'previous_postal_code', 'previous_years_at_address', 'previous_months_at_address',
];
const EMPLOYER: readonly PersonField[] = ['employment_type', 'employer', 'occupation', 'work_phone', 'years_at_employment', 'months_at_employment'];
const RETIRED: readonly PersonField[] = ['years_as_retired', 'months_as_retired'];
const PREVIOUS_EMPLOYMENT: readonly PersonField[] = ['previous_employer', 'previous_occupation', 'previous_years_at_employment', 'previous_months_at_employment'];

/** Every field this person must fill, given the store's settings and what they answered so far. */
export function requiredFields(s: CreditSettings, who: Who, p: PersonData): ReadonlySet<PersonField> {
  const out = new Set<PersonField>(ALWAYS);
  if (genderRequired(s)) out.add('gender');
  if (insuranceNumberRequired(s)) out.add('insurance_number');
  if (mobilePhoneRequired(s, who)) out.add('mobile_phone');
  if (relationStatusRequired(who)) out.add('relation_status');
  for (const f of addressFields(p.address_type)) out.add(f);
  if (housingPaymentAsked(p.home_status)) out.add('monthly_housing_payment');
  for (const f of homeStatusFields(p.home_status)) out.add(f);
  if (previousAddressRequired(p)) for (const f of PREVIOUS_ADDRESS) out.add(f);
  if (employerDetailsAsked(p.employment_status)) for (const f of EMPLOYER) out.add(f);
  if (isRetired(p.employment_status)) for (const f of RETIRED) out.add(f);
  if (previousEmploymentRequired(p)) for (const f of PREVIOUS_EMPLOYMENT) out.add(f);
  if (p.has_additional_income === 'true') { out.add('additional_income'); out.add('additional_income_type'); }
  return out;
}

const OPTIONAL_ALWAYS: readonly PersonField[] = ['salutation', 'gender', 'insurance_number', 'mobile_phone', 'other_income_amount',
  'other_income_frequency', 'other_income_description', 'other_income_type', 'has_additional_income'];

/**
 * Every field this person may fill: the required ones and the optional ones that apply. What is not
 * asked (employer details of a retired person, a mortgage of a tenant) is not kept: `keepAsked`
 * clears it, so a changed answer leaves no stale value behind.
 */
export function askedFields(s: CreditSettings, who: Who, p: PersonData): ReadonlySet<PersonField> {
  const out = new Set<PersonField>(requiredFields(s, who, p));
  for (const f of OPTIONAL_ALWAYS) out.add(f);
  if (who === 'applicant') out.delete('relation_status');
  if (p.address_type === 'rural_route') { out.add('concession'); out.add('lot_number'); }
  if (p.address_type === 'street') out.add('civic_address');
  if (employerDetailsAsked(p.employment_status)) out.add('work_ext');
  if (previousAddressRequired(p)) out.add('previous_address_number');
  return out;
}

/** The person's answers with every field that is not asked emptied. */
export function keepAsked(s: CreditSettings, who: Who, p: PersonData): PersonData {
  const asked = askedFields(s, who, p);
  return Object.fromEntries(Object.entries(p).map(([f, v]) => [f, asked.has(f as PersonField) ? v : ''])) as unknown as PersonData;
}
