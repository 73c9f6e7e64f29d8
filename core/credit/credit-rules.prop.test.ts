import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSON_FIELDS } from './credit-fields';
import {
  addressFields, askedFields, employerDetailsAsked, genderRequired, housingPaymentAsked, insuranceNumberRequired, keepAsked,
  leaseDisbursementsEnabled, mobilePhoneRequired, previousAddressRequired, previousEmploymentRequired, RENT_FREE, requiredFields,
} from './credit-rules';
import { personArb, settingsArb, whoArb } from './testing/credit-arbitraries';

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
