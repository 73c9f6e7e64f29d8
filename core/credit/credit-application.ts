import type { PersonData } from './credit-fields';
import type { CreditStatus } from './credit-status';

/** The applicant's consents: the credit check (consent step) and the acknowledgement of the terms. */
export interface ApplicantConsents {
  readonly consent: boolean;
  readonly acknowledgement: boolean;
}

/**
 * What the customer fills: the applicant, and the co-applicant when one is included. Consents are
 * kept separately for each (spec 002 section 3); the co-applicant's is their acknowledgement step.
 */
export interface CreditApplicationDraft {
  readonly hasCoApplicant: boolean;
  readonly applicant: PersonData;
  readonly coApplicant: PersonData | null;
  readonly applicantConsents: ApplicantConsents;
  readonly coApplicantAcknowledgement: boolean;
}

/** A stored application: the draft, where it stands, and what the lender and the dealer said. */
export interface CreditApplication extends CreditApplicationDraft {
  readonly id: number;
  readonly dealershipId: number;
  readonly orderId: number;
  readonly customerId: number;
  readonly status: CreditStatus;
  /** The page the customer submitted from (submit_application's top page URL). */
  readonly topPageUrl: string | null;
  /** The lender's references once sent (credit_check_reference_number, lead_reference_number). */
  readonly creditCheckReferenceNumber: string | null;
  readonly leadReferenceNumber: string | null;
  /** The dealer's words when asking for further verification. */
  readonly verifyRequestComments: string | null;
  readonly submittedAt: Date | null;
  readonly decidedAt: Date | null;
  readonly decidedByUserId: number | null;
  readonly updatedAt: Date;
  /** Optimistic concurrency: each save is version + 1. */
  readonly version: number;
}

/** Including a co-applicant sets has_co_applicant; removing one sets it false and clears the co-application (spec 002 section 4). */
export function includeCoApplicant(d: CreditApplicationDraft, coApplicant: PersonData): CreditApplicationDraft {
  return { ...d, hasCoApplicant: true, coApplicant };
}

export function removeCoApplicant(d: CreditApplicationDraft): CreditApplicationDraft {
  return { ...d, hasCoApplicant: false, coApplicant: null, coApplicantAcknowledgement: false };
}
