import type { CreditApplicationDraft } from './credit-application';
import type { FieldCipher } from './credit-cipher';
import { isSensitive, SENSITIVE_FIELDS, type PersonData } from './credit-fields';
import { openPerson, type SealedPerson } from './credit-sealing';
import { CREDIT_STEPS, formOf, STEP_FIELDS, type CreditStep } from './credit-steps';

/**
 * A sensitive answer as the customer's browser holds it after reading their draft back: masked
 * (maskValue), meaning "the one kept". Nothing a customer types holds a "•".
 */
export function isKeptMask(field: string, value: string): boolean {
  return isSensitive(field) && value.includes('•');
}

/** Each masked sensitive answer replaced by the one kept (sealed) for that person; a mask with nothing kept stays, for the format rules to refuse. */
function unmaskPerson(p: PersonData, kept: PersonData | null): PersonData {
  const out: Record<string, string> = { ...p };
  for (const f of SENSITIVE_FIELDS) {
    const stored = kept?.[f] ?? '';
    if (isKeptMask(f, p[f]) && stored !== '') out[f] = stored;
  }
  return out as unknown as PersonData;
}

/** The kept secrets of a draft's people; null for one the cipher cannot open (a key since dropped: nothing kept). */
export function openKept(cipher: Pick<FieldCipher, 'open'>, person: SealedPerson | null): PersonData | null {
  if (person === null) return null;
  try { return openPerson(cipher, person); } catch { return null; }
}

/** The application as sent, with every "kept" mask replaced by the answer sealed in the customer's draft. */
export function withKeptAnswers(d: CreditApplicationDraft, kept: { readonly applicant: PersonData | null; readonly coApplicant: PersonData | null }): CreditApplicationDraft {
  return {
    ...d,
    applicant: unmaskPerson(d.applicant, kept.applicant),
    coApplicant: d.coApplicant === null ? null : unmaskPerson(d.coApplicant, kept.coApplicant),
  };
}

/**
 * Only the steps completed (checked): the answers of later form steps blanked and their consents
 * not given, so that a draft never keeps what no rule has checked. Whether a co-applicant is
 * included is the first step's choice and stays.
 */
export function completedOnly(d: CreditApplicationDraft, done: readonly CreditStep[]): CreditApplicationDraft {
  const kept = new Set(done);
  const blank = { applicant: new Set<string>(), co_applicant: new Set<string>() };
  for (const step of CREDIT_STEPS) {
    const form = formOf(step);
    if (form !== null && !kept.has(step)) for (const f of STEP_FIELDS[form.form]) blank[form.who].add(f);
  }
  const person = (p: PersonData, fields: ReadonlySet<string>) =>
    Object.fromEntries(Object.entries(p).map(([f, v]) => [f, fields.has(f) ? '' : v])) as unknown as PersonData;
  return {
    hasCoApplicant: d.hasCoApplicant,
    applicant: person(d.applicant, blank.applicant),
    coApplicant: d.hasCoApplicant && d.coApplicant !== null ? person(d.coApplicant, blank.co_applicant) : null,
    applicantConsents: { consent: kept.has('consent') && d.applicantConsents.consent, acknowledgement: kept.has('acknowledgement') && d.applicantConsents.acknowledgement },
    coApplicantAcknowledgement: d.hasCoApplicant && kept.has('co_applicant_acknowledgement') && d.coApplicantAcknowledgement,
  };
}
