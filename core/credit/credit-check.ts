import type { FieldErrors } from '../shared/validation';
import type { ValidationCode } from '../shared/validation/codes';
import { isBlank } from '../shared/validation/required';
import type { CreditApplicationDraft } from './credit-application';
import { EMPTY_PERSON, type PersonData } from './credit-fields';
import { requiredFields } from './credit-rules';
import type { CreditSettings } from './credit-settings';
import { formOf, STEP_FIELDS, stepsOf, type CreditStep, type FormStep, type Who } from './credit-steps';
import { validatePerson } from './credit-validation';

/** Where a person's errors go on the wire: `primary_application.<field>`, `co_application.<field>`. */
export const PREFIX: Readonly<Record<Who, string>> = { applicant: 'primary_application', co_applicant: 'co_application' };

/**
 * The step-completeness rule (spec 002 section 4): a form step is complete when every required
 * field of it is filled. Consent steps are complete when given; the review when every step before
 * it is.
 */
export function formStepComplete(s: CreditSettings, who: Who, form: FormStep, p: PersonData): boolean {
  const required = requiredFields(s, who, p);
  return STEP_FIELDS[form].every((f) => !required.has(f) || !isBlank(p[f]));
}

export function stepComplete(s: CreditSettings, d: CreditApplicationDraft, step: CreditStep): boolean {
  if (step === 'consent') return d.applicantConsents.consent;
  if (step === 'acknowledgement') return d.applicantConsents.acknowledgement;
  if (step === 'co_applicant_acknowledgement') return !d.hasCoApplicant || d.coApplicantAcknowledgement;
  if (step === 'review') return stepsOf(d.hasCoApplicant).filter((x) => x !== 'review').every((x) => stepComplete(s, d, x));
  const form = formOf(step);
  if (form === null) return true;
  if (form.who === 'co_applicant' && !d.hasCoApplicant) return true;
  return formStepComplete(s, form.who, form.form, form.who === 'applicant' ? d.applicant : (d.coApplicant ?? EMPTY_PERSON));
}

/** The first step not complete, in order; null when the application may be submitted. */
export function firstIncompleteStep(s: CreditSettings, d: CreditApplicationDraft): CreditStep | null {
  return stepsOf(d.hasCoApplicant).find((step) => !stepComplete(s, d, step)) ?? null;
}

/**
 * Every error of the application (or of the given steps only), keyed as the wire names them. What
 * submit_application/ and validate/ answer; empty when valid.
 */
export function checkApplication(
  s: CreditSettings, d: CreditApplicationDraft, today: string, steps: readonly CreditStep[] = stepsOf(d.hasCoApplicant),
): FieldErrors<ValidationCode> {
  const out: Record<string, [ValidationCode]> = {};
  const wanted = new Set(steps);
  if (wanted.has('consent') && !d.applicantConsents.consent) out['consent'] = ['consent.required'];
  if (wanted.has('acknowledgement') && !d.applicantConsents.acknowledgement) out['acknowledgement'] = ['consent.required'];
  if (d.hasCoApplicant && wanted.has('co_applicant_acknowledgement') && !d.coApplicantAcknowledgement) out['co_applicant_acknowledgement'] = ['consent.required'];
  for (const step of steps) {
    const form = formOf(step);
    if (form === null || (form.who === 'co_applicant' && !d.hasCoApplicant)) continue;
    const person = form.who === 'applicant' ? d.applicant : (d.coApplicant ?? EMPTY_PERSON);
    const errors = validatePerson(s, form.who, person, today, STEP_FIELDS[form.form]);
    for (const [field, code] of Object.entries(errors)) out[`${PREFIX[form.who]}.${field}`] = [code];
  }
  return out;
}
