import type { CreditApplicationDraft } from '@dealer-panel/core/credit/credit-application';
import { stepComplete } from '@dealer-panel/core/credit/credit-check';
import { EMPTY_PERSON, personData } from '@dealer-panel/core/credit/credit-fields';
import type { CreditSettings } from '@dealer-panel/core/credit/credit-settings';
import { stepsOf, type CreditStep } from '@dealer-panel/core/credit/credit-steps';
import type { CreditDraftBody } from '../../../adapters/http/contract/credit/credit-draft';

export const EMPTY_DRAFT: CreditApplicationDraft = {
  hasCoApplicant: false, applicant: EMPTY_PERSON, coApplicant: null,
  applicantConsents: { consent: false, acknowledgement: false }, coApplicantAcknowledgement: false,
};

/** Where the customer's draft, as the server kept it, stands: the sensitive answers masked (kept by the server, sent back as they are). */
export function draftOfBody(body: CreditDraftBody): { readonly draft: CreditApplicationDraft; readonly step: CreditStep } {
  const hasCo = body.has_co_applicant;
  return {
    step: body.step,
    draft: {
      hasCoApplicant: hasCo, applicant: personData(body.primary_application),
      coApplicant: hasCo ? personData(body.co_application ?? {}) : null,
      applicantConsents: { consent: body.consent, acknowledgement: body.acknowledgement },
      coApplicantAcknowledgement: hasCo && body.co_applicant_acknowledgement,
    },
  };
}

/**
 * The furthest step reached: the first one not done (passed through Next and still complete). A
 * customer who went back keeps the steps after it, so it is not always the step on screen.
 */
export function furthestReached(s: CreditSettings, d: CreditApplicationDraft, checked: ReadonlySet<CreditStep>): CreditStep {
  return stepsOf(d.hasCoApplicant).find((step) => step === 'review' || !checked.has(step) || !stepComplete(s, d, step)) ?? 'review';
}
