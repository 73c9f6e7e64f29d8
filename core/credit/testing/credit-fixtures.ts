import type { CreditApplicationDraft } from '../credit-application';
import { EMPTY_PERSON, type PersonData } from '../credit-fields';
import type { CreditSettings } from '../credit-settings';

/** A Québec store sending to Dealertrack, every optional flag off. */
export const QC_STORE: CreditSettings = {
  country: 'CA', provinceCode: 'QC', creditSystem: 'dealertrack', genderOptional: false, mandatorySsn: false,
  mandatorySecondaryPhone: false, leaseDisbursementSupport: false,
};
export const US_STORE: CreditSettings = { ...QC_STORE, country: 'US', provinceCode: 'VT', creditSystem: 'routeone', mandatorySsn: true };

/** A complete applicant in Canada: employed 5 years, owner with a mortgage for 6 years. */
export const ANNE: PersonData = {
  ...EMPTY_PERSON,
  salutation: 'ms', first_name: 'Anne', last_name: 'Tremblay', date_of_birth: '1985-04-12', marital_status: 'married',
  phone: '514-555-0123', email: 'anne@example.com', confirm_email: 'anne@example.com', gender: 'female', insurance_number: '046 454 286',
  address_type: 'street', address_number: '1200', street_name: 'Saint-Denis', street_type: 'rue', city: 'Montréal', province: 'QC',
  postal_code: 'H2X 1Y4', years_at_address: '6', months_at_address: '2', home_status: 'own_mortgage', monthly_housing_payment: '1450.00',
  mortgage_holder: 'Desjardins', mortgage_amount: '210000.00', market_value: '480000.00',
  employment_status: 'employed', employment_type: 'full_time', employer: 'Hydro-Québec', occupation: 'Engineer', work_phone: '514-555-0199',
  years_at_employment: '5', months_at_employment: '0', income_amount: '98000.00', income_frequency: 'annually',
};

/** Anne's spouse as co-applicant: renting is not theirs, they share the home; retired 10 years. */
export const PAUL: PersonData = {
  ...ANNE, salutation: 'mr', first_name: 'Paul', date_of_birth: '1958-09-30', gender: 'male', email: 'paul@example.com',
  confirm_email: 'paul@example.com', insurance_number: '', relation_status: 'spouse', mobile_phone: '514-555-0177',
  employment_status: 'retired', employment_type: '', employer: '', occupation: '', work_phone: '', years_at_employment: '', months_at_employment: '',
  years_as_retired: '10', months_as_retired: '0', income_amount: '3100.00', income_frequency: 'monthly',
};

export const aDraft = (overrides: Partial<CreditApplicationDraft> = {}): CreditApplicationDraft => ({
  hasCoApplicant: false, applicant: ANNE, coApplicant: null, applicantConsents: { consent: true, acknowledgement: true },
  coApplicantAcknowledgement: false, ...overrides,
});

export const withCo = (co: PersonData = PAUL): CreditApplicationDraft =>
  aDraft({ hasCoApplicant: true, coApplicant: co, coApplicantAcknowledgement: true });

export const TODAY = '2026-11-28';
