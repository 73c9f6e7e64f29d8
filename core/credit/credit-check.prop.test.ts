import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlank } from '../shared/validation/required';
import { firstIncompleteStep, formStepComplete, stepComplete } from './credit-check';
import { requiredFields } from './credit-rules';
import { CREDIT_STEPS, FORM_STEPS, STEP_FIELDS, stepsOf } from './credit-steps';
import { aDraft, ANNE, PAUL, withCo } from './testing/credit-fixtures';
import { personArb, settingsArb, whoArb } from './testing/credit-arbitraries';

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
