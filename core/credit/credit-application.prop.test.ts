import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHOICES, PERSON_FIELDS, type PersonData } from './credit-fields';
import { CREDIT_SYSTEMS, type CreditSettings, type CreditSystem } from './credit-settings';
import { CREDIT_STEPS, FORM_STEPS, STEP_FIELDS, stepsOf, type Who } from './credit-steps';
import { firstIncompleteStep, formStepComplete, stepComplete } from './credit-check';
import { isBlank } from '../shared/validation/required';
import { aDraft, ANNE, PAUL, withCo } from './testing/credit-fixtures';
import {
  addressFields, askedFields, employerDetailsAsked, genderRequired, housingPaymentAsked, insuranceNumberRequired, keepAsked,
  leaseDisbursementsEnabled, mobilePhoneRequired, previousAddressRequired, previousEmploymentRequired, RENT_FREE, requiredFields,
} from './credit-rules';


const settingsArb: fc.Arbitrary<CreditSettings> = fc.record({
  country: fc.constantFrom('CA' as const, 'US' as const),
  provinceCode: fc.constantFrom('QC', 'ON', 'BC', 'VT', 'NY'),
  creditSystem: fc.constantFrom<CreditSystem>(...CREDIT_SYSTEMS, 'none'),
  genderOptional: fc.boolean(),
  mandatorySsn: fc.boolean(),
  mandatorySecondaryPhone: fc.boolean(),
  leaseDisbursementSupport: fc.boolean(),
});

const whoArb = fc.constantFrom<Who>('applicant', 'co_applicant');

const yearsArb = fc.integer({ min: 0, max: 40 }).map(String);
const monthsArb = fc.integer({ min: 0, max: 11 }).map(String);

/** A person whose choices and times vary (everything else is Anne's). */
const personArb: fc.Arbitrary<PersonData> = fc.record({
  home_status: fc.constantFrom(...CHOICES.home_status),
  employment_status: fc.constantFrom(...CHOICES.employment_status),
  address_type: fc.constantFrom(...CHOICES.address_type),
  years_at_address: yearsArb, months_at_address: monthsArb,
  years_at_employment: yearsArb, months_at_employment: monthsArb,
  years_as_retired: yearsArb, months_as_retired: monthsArb,
  has_additional_income: fc.constantFrom('true', 'false', ''),
}).map((v) => ({ ...ANNE, ...v }));

const req = fc.tuple(settingsArb, whoArb, personArb);

describe('the conditional rules of the credit application (spec 002 section 5)', () => {
  it('gender is required unless VW Finance or the optional flag', () => {
    fc.assert(fc.property(req, ([s, who, p]) => {
      expect(requiredFields(s, who, p).has('gender')).toBe(s.creditSystem !== 'vw_finance' && !s.genderOptional);
      expect(genderRequired(s)).toBe(requiredFields(s, who, p).has('gender'));
    }));
  });

  it('the insurance number is required only with mandatory_ssn, not VW Finance, and never in Canada', () => {
    fc.assert(fc.property(req, ([s, who, p]) => {
      const required = requiredFields(s, who, p).has('insurance_number');
      expect(required).toBe(s.mandatorySsn && s.creditSystem !== 'vw_finance' && s.country === 'US');
      if (s.country === 'CA') expect(insuranceNumberRequired(s)).toBe(false);
      expect(askedFields(s, who, p).has('insurance_number')).toBe(true);
    }));
  });

  it('the mobile phone is required of the co-applicant only, when mandatory_secondary_phone is on', () => {
    fc.assert(fc.property(req, ([s, who, p]) => {
      expect(requiredFields(s, who, p).has('mobile_phone')).toBe(who === 'co_applicant' && s.mandatorySecondaryPhone);
      expect(mobilePhoneRequired(s, who)).toBe(requiredFields(s, who, p).has('mobile_phone'));
    }));
  });

  it('the monthly housing payment is not asked of someone living rent-free', () => {
    fc.assert(fc.property(req, ([s, who, p]) => {
      const free = (RENT_FREE as readonly string[]).includes(p.home_status);
      expect(requiredFields(s, who, p).has('monthly_housing_payment')).toBe(!free);
      expect(askedFields(s, who, p).has('monthly_housing_payment')).toBe(!free);
      expect(housingPaymentAsked(p.home_status)).toBe(!free);
    }));
  });

  it('mortgage fields for a mortgage, landlord for rent, additional_info for other, none otherwise', () => {
    fc.assert(fc.property(req, ([s, who, p]) => {
      const r = requiredFields(s, who, p);
      for (const f of ['mortgage_holder', 'mortgage_amount', 'market_value'] as const) expect(r.has(f)).toBe(p.home_status === 'own_mortgage');
      expect(r.has('landlord')).toBe(p.home_status === 'rent');
      expect(r.has('additional_info')).toBe(p.home_status === 'other');
    }));
  });

  it('a previous address is required exactly when the time at the address is under 2 years', () => {
    fc.assert(fc.property(req, ([s, who, p]) => {
      const under = Number(p.years_at_address) * 12 + Number(p.months_at_address) < 24;
      expect(previousAddressRequired(p)).toBe(under);
      for (const f of ['previous_street_name', 'previous_city', 'previous_postal_code'] as const) expect(requiredFields(s, who, p).has(f)).toBe(under);
    }));
  });

  it('previous employment is required when employed or retired for 0 to under 2 years', () => {
    fc.assert(fc.property(req, ([s, who, p]) => {
      const retired = p.employment_status === 'retired';
      const [y, m] = retired ? [p.years_as_retired, p.months_as_retired] : [p.years_at_employment, p.months_at_employment];
      const counted = retired || employerDetailsAsked(p.employment_status);
      const expected = counted && Number(y) * 12 + Number(m) < 24;
      expect(previousEmploymentRequired(p)).toBe(expected);
      expect(requiredFields(s, who, p).has('previous_employer')).toBe(expected);
    }));
  });

  it('retired people give years and months retired instead of employer details', () => {
    fc.assert(fc.property(req, ([s, who, p]) => {
      const r = requiredFields(s, who, p);
      const retired = p.employment_status === 'retired';
      expect(r.has('years_as_retired') && r.has('months_as_retired')).toBe(retired);
      if (retired) for (const f of ['employer', 'occupation', 'work_phone', 'employment_type'] as const) expect(askedFields(s, who, p).has(f)).toBe(false);
    }));
  });

  it('lease disbursements: Québec, with support, and no credit system', () => {
    fc.assert(fc.property(settingsArb, (s) => {
      expect(leaseDisbursementsEnabled(s)).toBe(s.provinceCode === 'QC' && s.leaseDisbursementSupport && s.creditSystem === 'none');
    }));
  });

  it('a co-applicant requires relation_status; the applicant is never asked it', () => {
    fc.assert(fc.property(req, ([s, who, p]) => {
      expect(requiredFields(s, who, p).has('relation_status')).toBe(who === 'co_applicant');
      expect(askedFields(s, who, p).has('relation_status')).toBe(who === 'co_applicant');
    }));
  });

  it('the address type asks its own fields', () => {
    fc.assert(fc.property(req, ([s, who, p]) => {
      for (const f of addressFields(p.address_type)) expect(requiredFields(s, who, p).has(f)).toBe(true);
      expect(requiredFields(s, who, p).has('po_box_number')).toBe(p.address_type === 'postal_box');
    }));
  });

  it('what is required is asked; keeping the asked fields clears the rest, and doing it twice changes nothing', () => {
    fc.assert(fc.property(req, ([s, who, p]) => {
      const asked = askedFields(s, who, p);
      for (const f of requiredFields(s, who, p)) expect(asked.has(f)).toBe(true);
      const kept = keepAsked(s, who, p);
      for (const f of PERSON_FIELDS) expect(kept[f]).toBe(asked.has(f) ? p[f] : '');
      expect(keepAsked(s, who, kept)).toEqual(kept);
    }));
  });
});

describe('the step-completeness rule (spec 002 section 4)', () => {
  it('a form step is complete exactly when every required field of it is filled', () => {
    const blanks = fc.subarray([...STEP_FIELDS.applicant, ...STEP_FIELDS.employment, ...STEP_FIELDS.residential]);
    fc.assert(fc.property(settingsArb, whoArb, personArb, fc.constantFrom(...FORM_STEPS), blanks, (s, who, base, form, blanked) => {
      const p = { ...base, ...Object.fromEntries(blanked.map((f) => [f, ''])) };
      const required = requiredFields(s, who, p);
      const expected = STEP_FIELDS[form].every((f) => !required.has(f) || !isBlank(p[f]));
      expect(formStepComplete(s, who, form, p)).toBe(expected);
    }));
  });

  it('the review is complete only when every step before it is, and the co-applicant steps count only with a co-applicant', () => {
    fc.assert(fc.property(settingsArb, fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (s, co, consent, ack, coAck) => {
      const d = { ...(co ? withCo() : aDraft()), applicantConsents: { consent, acknowledgement: ack }, coApplicantAcknowledgement: coAck };
      const before = stepsOf(co).filter((x) => x !== 'review');
      expect(stepComplete(s, d, 'review')).toBe(before.every((x) => stepComplete(s, d, x)));
      const first = firstIncompleteStep(s, d);
      expect(first === null ? stepsOf(co).every((x) => stepComplete(s, d, x)) : !stepComplete(s, d, first)).toBe(true);
    }));
  });

  it('has ten steps in order; without a co-applicant the four co-applicant steps are skipped', () => {
    expect(CREDIT_STEPS).toHaveLength(10);
    expect(stepsOf(false)).toEqual(['consent', 'acknowledgement', 'applicant', 'employment', 'residential', 'review']);
    expect(stepsOf(true)).toEqual(CREDIT_STEPS);
    expect([ANNE.first_name, PAUL.relation_status]).toEqual(['Anne', 'spouse']);
  });
});
