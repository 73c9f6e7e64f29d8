import { describe, expect, it } from 'vitest';
import { EMPTY_PERSON, PERSON_FIELDS } from '@dealer-panel/core/credit/credit-fields';
import { STEP_FIELDS } from '@dealer-panel/core/credit/credit-steps';
import enValidation from '../../../locales/en-CA/validation.json';
import frValidation from '../../../locales/fr-CA/validation.json';
import { firstStepWithError, kindOf, settingsOf, shownFields, type CreditRules } from './credit-form-fields';
import { knownKeysOf, messageKeyOf } from './credit-messages';
import { GROUPS, shownGroups } from './credit-field-groups';

const RULES: CreditRules = {
  country: 'CA', province_code: 'QC', credit_application_system: 'none', gender_required: true, insurance_number_required: false,
  co_applicant_mobile_phone_required: true, lease_disbursements_enabled: true,
};
const S = settingsOf(RULES);
const shown = (who: 'applicant' | 'co_applicant', form: 'applicant' | 'employment' | 'residential', answers: Record<string, string> = {}) =>
  Object.fromEntries(shownFields(S, who, form, { ...EMPTY_PERSON, ...answers }).map((f) => [f.field, f.required]));

describe('the fields a step shows', () => {
  it('reads the store\'s rules as core\'s settings would give them', () => {
    expect(S).toEqual({ country: 'CA', provinceCode: 'QC', creditSystem: 'none', genderOptional: false, mandatorySsn: false, mandatorySecondaryPhone: true, leaseDisbursementSupport: true });
    expect(settingsOf({ ...RULES, credit_application_system: 'internal' }).creditSystem).toBe('none');
  });

  it('asks the SIN as optional in Canada, relation and mobile phone of the co-applicant only', () => {
    expect(shown('applicant', 'applicant')).toMatchObject({ insurance_number: false, gender: true, mobile_phone: false, first_name: true });
    expect(shown('applicant', 'applicant')).not.toHaveProperty('relation_status');
    expect(shown('co_applicant', 'applicant')).toMatchObject({ relation_status: true, mobile_phone: true });
  });

  it('shows housing and previous-address fields by the answers, and employer details or retirement by the status', () => {
    expect(Object.keys(shown('applicant', 'residential', { home_status: 'with_parents' }))).not.toContain('monthly_housing_payment');
    expect(shown('applicant', 'residential', { home_status: 'rent' })).toMatchObject({ monthly_housing_payment: true, landlord: true });
    expect(shown('applicant', 'residential', { home_status: 'own_mortgage' })).toMatchObject({ mortgage_holder: true, mortgage_amount: true, market_value: true });
    expect(shown('applicant', 'residential', { home_status: 'other' })).toMatchObject({ additional_info: true });
    expect(shown('applicant', 'residential', { years_at_address: '1', months_at_address: '11' })).toMatchObject({ previous_street_name: true, previous_address_number: false });
    expect(Object.keys(shown('applicant', 'residential', { years_at_address: '2', months_at_address: '0' }))).not.toContain('previous_street_name');
    expect(shown('applicant', 'residential', { address_type: 'rural_route' })).toMatchObject({ rr_number: true, concession: false, lot_number: false });
    const retired = shown('applicant', 'employment', { employment_status: 'retired', years_as_retired: '0', months_as_retired: '6' });
    expect(retired).toMatchObject({ years_as_retired: true, previous_employer: true });
    expect(retired).not.toHaveProperty('employer');
    expect(shown('applicant', 'employment', { employment_status: 'employed' })).toMatchObject({ employer: true, work_ext: false });
  });

  it('gives every field an input kind and keeps the step\'s order', () => {
    for (const f of PERSON_FIELDS) expect(kindOf(f)).toMatch(/^[a-z_]+$/);
    expect(kindOf('date_of_birth')).toBe('date');
    expect(kindOf('income_amount')).toBe('money');
    const order = shownFields(S, 'applicant', 'employment', { ...EMPTY_PERSON, employment_status: 'employed' }).map((f) => f.field);
    expect(order).toEqual(STEP_FIELDS.employment.filter((f) => order.includes(f)));
  });

  it('finds the first step holding an error', () => {
    const steps = ['consent', 'acknowledgement', 'applicant', 'employment', 'residential', 'co_applicant_acknowledgement', 'co_applicant_info', 'review'] as const;
    expect(firstStepWithError(steps, { 'co_application.first_name': ['required'], 'primary_application.city': ['required'] })).toBe('residential');
    expect(firstStepWithError(steps, { co_applicant_acknowledgement: ['consent.required'] })).toBe('co_applicant_acknowledgement');
    expect(firstStepWithError(steps, {})).toBeNull();
  });
});

describe('the message of an error, in the lookup order of spec 002 section 5', () => {
  const en = knownKeysOf(enValidation);
  it('takes the field-and-rule message first, then the rule, then the credit application\'s, then the default', () => {
    expect(messageKeyOf('primary_application.relation_status', ['required'], new Set(['field.relation_status.required', 'rule.required']))).toBe('field.relation_status.required');
    expect(messageKeyOf('co_application.relation_status', ['required'], en)).toBe('field.relation_status.required');
    expect(messageKeyOf('primary_application.employer', ['required'], en)).toBe('rule.required');
    expect(messageKeyOf('primary_application.employer', ['made.up'], en)).toBe('credit_application.invalid');
    expect(messageKeyOf('primary_application.employer', ['made.up'], new Set())).toBe('default');
    expect(messageKeyOf('consent', undefined, en)).toBeNull();
  });

  it('finds a message for every code the form can show, in English and in French', () => {
    const fr = knownKeysOf(frValidation);
    for (const code of ['consent.required', 'date_of_birth.too_young', 'number.out_of_range', 'sin.checksum', 'email_confirmation.mismatch', 'text.too_long', 'choice.invalid', 'phone.invalid', 'postal_code.invalid']) {
      expect(messageKeyOf('primary_application.x', [code], en)).toBe(`rule.${code}`);
      expect(messageKeyOf('primary_application.x', [code], fr)).toBe(`rule.${code}`);
    }
  });
});

describe('the groups of a form step', () => {
  it('hold every field of the step exactly once, and drop a group with nothing shown', () => {
    for (const form of ['applicant', 'employment', 'residential'] as const) {
      expect(GROUPS[form].flatMap(([, fields]) => fields).sort()).toEqual([...STEP_FIELDS[form]].sort());
    }
    const groups = shownGroups('employment', shownFields(S, 'applicant', 'employment', { ...EMPTY_PERSON, employment_status: 'employed', years_at_employment: '9', months_at_employment: '0' }));
    expect(groups.map(([g]) => g)).toEqual(['employment', 'income', 'other_income']);
  });
});
