import { describe, expect, it } from 'vitest';
import { checkApplication } from './credit-check';
import { creditMessageKey, CREDIT_MESSAGE_KEY } from './credit-messages';
import { CREDIT_TRANSITIONS, DECISION_OF, nextStatus, CREDIT_STATUSES, statusOfCode } from './credit-status';
import { yearsBefore } from './credit-validation';
import { aDraft, ANNE, PAUL, QC_STORE, TODAY, US_STORE, withCo } from './testing/credit-fixtures';

describe('checkApplication', () => {
  it('accepts a complete application, with or without a co-applicant', () => {
    expect(checkApplication(QC_STORE, aDraft(), TODAY)).toEqual({});
    expect(checkApplication(QC_STORE, withCo(), TODAY)).toEqual({});
  });

  it('names every bad field with its code under the person it belongs to', () => {
    const d = withCo({ ...PAUL, relation_status: '', postal_code: '12345', confirm_email: 'other@example.com' });
    const errors = checkApplication(QC_STORE, { ...d, applicant: { ...ANNE, insurance_number: '046 454 287', date_of_birth: '2010-01-01' }, applicantConsents: { consent: false, acknowledgement: true } }, TODAY);
    expect(errors).toEqual({
      consent: ['consent.required'],
      'primary_application.insurance_number': ['sin.checksum'],
      'primary_application.date_of_birth': ['date_of_birth.too_young'],
      'co_application.relation_status': ['required'],
      'co_application.postal_code': ['postal_code.invalid'],
      'co_application.confirm_email': ['email_confirmation.mismatch'],
    });
  });

  it('asks a US SSN of a store with mandatory_ssn, in the SSN format', () => {
    const us = { ...ANNE, phone: '802-555-0123', work_phone: '802-555-0199', postal_code: '05401', province: 'VT' };
    expect(checkApplication(US_STORE, aDraft({ applicant: { ...us, insurance_number: '' } }), TODAY)).toEqual({ 'primary_application.insurance_number': ['required'] });
    expect(checkApplication(US_STORE, aDraft({ applicant: { ...us, insurance_number: '666-12-3456' } }), TODAY)).toEqual({ 'primary_application.insurance_number': ['ssn.format'] });
    expect(checkApplication(US_STORE, aDraft({ applicant: { ...us, insurance_number: '123-45-6789' } }), TODAY)).toEqual({});
  });

  it('never requires the SIN in Canada, even with mandatory_ssn on', () => {
    expect(checkApplication({ ...QC_STORE, mandatorySsn: true }, aDraft({ applicant: { ...ANNE, insurance_number: '' } }), TODAY)).toEqual({});
  });

  it('checks only the steps asked (validate/ of one step)', () => {
    const d = aDraft({ applicant: { ...ANNE, employer: '', city: '' } });
    expect(checkApplication(QC_STORE, d, TODAY, ['employment'])).toEqual({ 'primary_application.employer': ['required'] });
  });

  it('counts 18 years to the day, 29 February included', () => {
    expect(yearsBefore('2026-11-28', 18)).toBe('2008-11-28');
    expect(yearsBefore('2026-02-29', 18)).toBe('2008-02-29');
    expect(yearsBefore('2025-02-29', 1)).toBe('2024-02-29');
    expect(yearsBefore('2028-02-29', 18)).toBe('2010-03-01');
  });
});

describe('creditMessageKey: by field and rule, then by rule, then the credit message, then the default', () => {
  const known = new Set(['field.insurance_number.sin.checksum', 'rule.required', CREDIT_MESSAGE_KEY, 'default']);
  it('follows the order of spec 002 section 5', () => {
    expect(creditMessageKey('co_application.insurance_number', 'sin.checksum', known)).toBe('field.insurance_number.sin.checksum');
    expect(creditMessageKey('primary_application.employer', 'required', known)).toBe('rule.required');
    expect(creditMessageKey('employer', 'ssn.format', known)).toBe(CREDIT_MESSAGE_KEY);
    expect(creditMessageKey('employer', 'ssn.format', new Set())).toBe('default');
  });
});

describe('the decision statuses', () => {
  it('number 1 to 5 as the spec does, with their decision letters', () => {
    expect(CREDIT_STATUSES).toEqual({ awaiting_customer: 1, awaiting_dealer: 2, complete: 3, declined: 4, further_verification: 5 });
    expect(statusOfCode(5)).toBe('further_verification');
    expect(statusOfCode(9)).toBeNull();
    expect(DECISION_OF).toEqual({ awaiting_customer: 'O', awaiting_dealer: 'O', further_verification: 'O', complete: 'A', declined: 'D' });
  });

  it('let the dealer decide only what awaits them, and nothing after a final decision', () => {
    expect(nextStatus('awaiting_dealer', 'approve')).toBe('complete');
    expect(nextStatus('awaiting_customer', 'approve')).toBeNull();
    expect(nextStatus('further_verification', 'submit')).toBe('awaiting_dealer');
    expect(CREDIT_TRANSITIONS.complete).toEqual({});
    expect(CREDIT_TRANSITIONS.declined).toEqual({});
  });
});
