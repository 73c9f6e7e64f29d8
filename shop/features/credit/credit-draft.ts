import type { CreditApplicationDraft } from '@dealer-panel/core/credit/credit-application';
import { stepComplete } from '@dealer-panel/core/credit/credit-check';
import { isSensitive, personData, type PersonData, type PersonField } from '@dealer-panel/core/credit/credit-fields';
import { askedFields, keepAsked } from '@dealer-panel/core/credit/credit-rules';
import { isKeptMask } from '@dealer-panel/core/credit/draft-answers';
import type { CreditSettings } from '@dealer-panel/core/credit/credit-settings';
import { formOf, STEP_FIELDS, stepsOf, type CreditStep, type Who } from '@dealer-panel/core/credit/credit-steps';
import { validatePerson } from '@dealer-panel/core/credit/credit-validation';
import type { CreditApplicationBody, CreditApplicationRequest } from '../../../adapters/http/contract/credit/credit';
import type { FieldErrorMap } from './credit-call';
import { errorKey, personOf } from './credit-form-fields';

/** The three consents, by their wire key (the consent, the acknowledgement, the co-applicant's acknowledgement). */
export type ConsentKey = 'consent' | 'acknowledgement' | 'co_applicant_acknowledgement';

export function consentOf(d: CreditApplicationDraft, key: ConsentKey): boolean {
  return key === 'co_applicant_acknowledgement' ? d.coApplicantAcknowledgement : d.applicantConsents[key];
}

export function withConsent(d: CreditApplicationDraft, key: ConsentKey, value: boolean): CreditApplicationDraft {
  return key === 'co_applicant_acknowledgement'
    ? { ...d, coApplicantAcknowledgement: value }
    : { ...d, applicantConsents: { ...d.applicantConsents, [key]: value } };
}

export function withField(d: CreditApplicationDraft, who: Who, field: PersonField, value: string): CreditApplicationDraft {
  const person: PersonData = { ...personOf(d, who), [field]: value };
  return who === 'applicant' ? { ...d, applicant: person } : { ...d, coApplicant: person };
}

/**
 * The body of validate/ and submit_application/: each person's answers with what is not asked
 * emptied (a changed answer leaves no stale hidden value to refuse), the co-applicant only when included.
 */
export function requestOf(s: CreditSettings, d: CreditApplicationDraft, steps?: readonly CreditStep[]): CreditApplicationRequest {
  return {
    primary_application: keepAsked(s, 'applicant', d.applicant),
    has_co_applicant: d.hasCoApplicant,
    co_application: d.hasCoApplicant && d.coApplicant !== null ? keepAsked(s, 'co_applicant', d.coApplicant) : null,
    consent: d.applicantConsents.consent,
    acknowledgement: d.applicantConsents.acknowledgement,
    co_applicant_acknowledgement: d.hasCoApplicant && d.coApplicantAcknowledgement,
    ...(steps === undefined ? {} : { steps: [...steps] }),
  };
}

/** A field's errors without those of a sensitive answer the server keeps (shown masked: the server checked it when it was saved). */
function withoutKept(person: PersonData, errors: Readonly<Partial<Record<PersonField, string>>>): Partial<Record<PersonField, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([f]) => !isKeptMask(f, person[f as PersonField])));
}

/** A step's errors found in the browser with core's rules (the server checks again): consent given, required filled, formats. */
export function localStepErrors(s: CreditSettings, d: CreditApplicationDraft, step: CreditStep, today: string): FieldErrorMap {
  if (step === 'consent' || step === 'acknowledgement' || step === 'co_applicant_acknowledgement') {
    return consentOf(d, step) ? {} : { [step]: ['consent.required'] };
  }
  const form = formOf(step);
  if (form === null) return {};
  const person = keepAsked(s, form.who, personOf(d, form.who));
  const errors = withoutKept(person, validatePerson(s, form.who, person, today, STEP_FIELDS[form.form]));
  return Object.fromEntries(Object.entries(errors).map(([f, code]) => [errorKey(form.who, f as PersonField), [code]]));
}

/** One field's error now (format, or required when blank), or null. */
export function localFieldError(s: CreditSettings, d: CreditApplicationDraft, who: Who, field: PersonField, today: string): string | null {
  const person = personOf(d, who);
  return withoutKept(person, validatePerson(s, who, person, today, [field]))[field] ?? null;
}

/** The errors without those of fields that are no longer asked (a hidden field shows no message). */
export function keepAskedErrors(s: CreditSettings, d: CreditApplicationDraft, errors: FieldErrorMap): FieldErrorMap {
  const asked = { applicant: askedFields(s, 'applicant', d.applicant), co_applicant: askedFields(s, 'co_applicant', personOf(d, 'co_applicant')) };
  return Object.fromEntries(Object.entries(errors).filter(([key]) => {
    const who: Who | null = key.startsWith('primary_application.') ? 'applicant' : key.startsWith('co_application.') ? 'co_applicant' : null;
    if (who === null) return key !== 'co_applicant_acknowledgement' || d.hasCoApplicant;
    if (who === 'co_applicant' && !d.hasCoApplicant) return false;
    return asked[who].has(key.slice(key.indexOf('.') + 1) as PersonField);
  }));
}

/** A person as kept by the server, to correct: masked (sensitive) answers come back blank, to be typed again. */
function personToCorrect(values: Readonly<Record<string, string | undefined>> | null): PersonData {
  const p = personData(values ?? {});
  return Object.fromEntries(Object.entries(p).map(([f, v]) => [f, isSensitive(f) || v.includes('•') ? '' : v])) as unknown as PersonData;
}

/** The draft to correct after the dealer asked for further verification: what was sent, sensitive answers blank. */
export function draftToCorrect(app: CreditApplicationBody): CreditApplicationDraft {
  return {
    hasCoApplicant: app.has_co_applicant,
    applicant: personToCorrect(app.primary_application),
    coApplicant: app.has_co_applicant ? personToCorrect(app.co_application) : null,
    applicantConsents: { consent: app.consent, acknowledgement: app.acknowledgement },
    coApplicantAcknowledgement: app.has_co_applicant && app.co_applicant_acknowledgement,
  };
}

/** Where a step stands on the progress indicator. */
export type StepMark = 'done' | 'current' | 'todo';
export interface StepProgress {
  readonly step: CreditStep;
  readonly mark: StepMark;
  /** The customer may go to it: every step before it is done (no skipping ahead). */
  readonly reachable: boolean;
}

/** The steps of this application in order, each done (checked and still complete), current or to do. */
export function progressOf(s: CreditSettings, d: CreditApplicationDraft, current: CreditStep, checked: ReadonlySet<CreditStep>): readonly StepProgress[] {
  let open = true;
  return stepsOf(d.hasCoApplicant).map((step) => {
    const done = step !== 'review' && checked.has(step) && stepComplete(s, d, step);
    const reachable = open;
    if (!done) open = false;
    return { step, mark: step === current ? 'current' : done ? 'done' : 'todo', reachable: reachable || step === current };
  });
}
