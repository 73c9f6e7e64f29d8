import type { CreditApplicationDraft } from '@dealer-panel/core/credit/credit-application';
import { personData, type PersonData } from '@dealer-panel/core/credit/credit-fields';
import type { CreditDeal, StoredCredit } from '@dealer-panel/core/credit/credit-repository';
import { genderRequired, insuranceNumberRequired, leaseDisbursementsEnabled, mobilePhoneRequired } from '@dealer-panel/core/credit/credit-rules';
import { CREDIT_STATUSES, DECISION_OF } from '@dealer-panel/core/credit/credit-status';
import type { CreditApplicationBody, CreditApplicationRequest, DecisionStatusBody } from '../../contract/credit/credit';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function decisionBody(app: StoredCredit | null): DecisionStatusBody {
  const status = app?.status ?? 'awaiting_customer';
  return {
    status: CREDIT_STATUSES[status], status_name: status, decision: DECISION_OF[status], verify_request_comments: app?.verifyRequestComments ?? null,
    submitted_at: iso(app?.submittedAt ?? null), decided_at: iso(app?.decidedAt ?? null),
  };
}

/** An application with the given people (masked, or revealed when `masked` is false). */
export function applicationBody(app: StoredCredit, applicant: PersonData, coApplicant: PersonData | null, masked: boolean): CreditApplicationBody {
  return {
    ...decisionBody(app), has_co_applicant: app.hasCoApplicant, primary_application: { ...applicant },
    co_application: coApplicant === null ? null : { ...coApplicant },
    consent: app.applicantConsents.consent, acknowledgement: app.applicantConsents.acknowledgement,
    co_applicant_acknowledgement: app.coApplicantAcknowledgement,
    credit_check_reference_number: app.creditCheckReferenceNumber, lead_reference_number: app.leadReferenceNumber, masked,
  };
}

export function rulesBody(deal: CreditDeal) {
  const s = deal.settings;
  return {
    country: s.country, province_code: s.provinceCode, credit_application_system: s.creditSystem, gender_required: genderRequired(s),
    insurance_number_required: insuranceNumberRequired(s), co_applicant_mobile_phone_required: mobilePhoneRequired(s, 'co_applicant'),
    lease_disbursements_enabled: leaseDisbursementsEnabled(s),
  };
}

/** The request's draft: has_co_applicant decides whether co_application counts (removing the co-applicant clears it). */
export function draftOf(body: CreditApplicationRequest): CreditApplicationDraft {
  const hasCo = body.has_co_applicant === true;
  return {
    hasCoApplicant: hasCo,
    applicant: personData(body.primary_application),
    coApplicant: hasCo ? personData(body.co_application ?? {}) : null,
    applicantConsents: { consent: body.consent === true, acknowledgement: body.acknowledgement === true },
    coApplicantAcknowledgement: hasCo && body.co_applicant_acknowledgement === true,
  };
}
