import { personData } from '@dealer-panel/core/credit/credit-fields';
import type { CreditWrite, StoredCredit } from '@dealer-panel/core/credit/credit-repository';
import { CREDIT_STATUSES, statusOfCode } from '@dealer-panel/core/credit/credit-status';
import type { creditApplications } from './schema';

type Row = typeof creditApplications.$inferSelect;

export function creditFromRow(r: Row): StoredCredit {
  const status = statusOfCode(r.status);
  if (status === null) throw new Error(`credit application ${r.id} has unknown status ${r.status}`);
  const co = r.coApplicantOpen !== null && r.coApplicantSealed !== null && r.coApplicantKeyId !== null
    ? { open: personData(r.coApplicantOpen), sealed: { keyId: r.coApplicantKeyId, ciphertext: r.coApplicantSealed } }
    : null;
  return {
    id: r.id, dealershipId: r.dealershipId, orderId: r.orderId, customerId: r.customerId, status, hasCoApplicant: r.hasCoApplicant,
    applicant: { open: personData(r.applicantOpen), sealed: { keyId: r.applicantKeyId, ciphertext: r.applicantSealed } },
    coApplicant: co,
    applicantConsents: { consent: r.applicantConsent, acknowledgement: r.applicantAcknowledgement },
    coApplicantAcknowledgement: r.coApplicantAcknowledgement, topPageUrl: r.topPageUrl,
    creditCheckReferenceNumber: r.creditCheckReferenceNumber, leadReferenceNumber: r.leadReferenceNumber,
    verifyRequestComments: r.verifyRequestComments, submittedAt: r.submittedAt, decidedAt: r.decidedAt, decidedByUserId: r.decidedByUserId,
    updatedAt: r.updatedAt, version: r.version,
  };
}

/** The columns a save writes (the ids of the deal, customer and store never change after insert). */
export function creditChanges(w: CreditWrite) {
  return {
    status: CREDIT_STATUSES[w.status], hasCoApplicant: w.hasCoApplicant,
    applicantOpen: { ...w.applicant.open }, applicantSealed: w.applicant.sealed.ciphertext, applicantKeyId: w.applicant.sealed.keyId,
    coApplicantOpen: w.coApplicant === null ? null : { ...w.coApplicant.open },
    coApplicantSealed: w.coApplicant?.sealed.ciphertext ?? null, coApplicantKeyId: w.coApplicant?.sealed.keyId ?? null,
    applicantConsent: w.applicantConsents.consent, applicantAcknowledgement: w.applicantConsents.acknowledgement,
    coApplicantAcknowledgement: w.coApplicantAcknowledgement, topPageUrl: w.topPageUrl,
    creditCheckReferenceNumber: w.creditCheckReferenceNumber, leadReferenceNumber: w.leadReferenceNumber,
    verifyRequestComments: w.verifyRequestComments, submittedAt: w.submittedAt, decidedAt: w.decidedAt, decidedByUserId: w.decidedByUserId,
  };
}
