import fc from 'fast-check';
import { CHOICES, type PersonData } from '../credit-fields';
import { CREDIT_SYSTEMS, type CreditSettings, type CreditSystem } from '../credit-settings';
import type { Who } from '../credit-steps';
import { ANNE } from './credit-fixtures';

export const settingsArb: fc.Arbitrary<CreditSettings> = fc.record({
  country: fc.constantFrom('CA' as const, 'US' as const),
  provinceCode: fc.constantFrom('QC', 'ON', 'BC', 'VT', 'NY'),
  creditSystem: fc.constantFrom<CreditSystem>(...CREDIT_SYSTEMS, 'none'),
  genderOptional: fc.boolean(),
  mandatorySsn: fc.boolean(),
  mandatorySecondaryPhone: fc.boolean(),
  leaseDisbursementSupport: fc.boolean(),
});

export const whoArb = fc.constantFrom<Who>('applicant', 'co_applicant');

const yearsArb = fc.integer({ min: 0, max: 40 }).map(String);
const monthsArb = fc.integer({ min: 0, max: 11 }).map(String);

/** A person whose choices and times vary (everything else is Anne's). */
export const personArb: fc.Arbitrary<PersonData> = fc.record({
  home_status: fc.constantFrom(...CHOICES.home_status),
  employment_status: fc.constantFrom(...CHOICES.employment_status),
  address_type: fc.constantFrom(...CHOICES.address_type),
  years_at_address: yearsArb, months_at_address: monthsArb,
  years_at_employment: yearsArb, months_at_employment: monthsArb,
  years_as_retired: yearsArb, months_as_retired: monthsArb,
  has_additional_income: fc.constantFrom('true', 'false', ''),
}).map((v) => ({ ...ANNE, ...v }));
