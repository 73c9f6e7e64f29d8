import type { ApplicantConsents } from './credit-application';
import type { Sealed } from './credit-cipher';
import type { PersonData } from './credit-fields';
import type { SealedPerson } from './credit-sealing';
import type { CreditSettings } from './credit-settings';
import type { CreditStatus } from './credit-status';
import type { CreditStep } from './credit-steps';

/** The deal an application belongs to, with what its rules need. */
export interface CreditDeal {
  readonly orderId: number;
  readonly dealershipId: number;
  readonly customerId: number;
  readonly customerName: string;
  readonly isArchived: boolean;
  readonly settings: CreditSettings;
}

/** An application as kept: each person's open fields and their sealed secrets. */
export interface StoredCredit {
  readonly id: number;
  readonly dealershipId: number;
  readonly orderId: number;
  readonly customerId: number;
  readonly status: CreditStatus;
  readonly hasCoApplicant: boolean;
  readonly applicant: SealedPerson;
  readonly coApplicant: SealedPerson | null;
  readonly applicantConsents: ApplicantConsents;
  readonly coApplicantAcknowledgement: boolean;
  readonly topPageUrl: string | null;
  readonly creditCheckReferenceNumber: string | null;
  readonly leadReferenceNumber: string | null;
  readonly verifyRequestComments: string | null;
  readonly submittedAt: Date | null;
  readonly decidedAt: Date | null;
  readonly decidedByUserId: number | null;
  readonly updatedAt: Date;
  readonly version: number;
}

export type CreditWrite = Omit<StoredCredit, 'id' | 'updatedAt' | 'version'>;

/**
 * The customer's unfinished application (issue 29 item 4): the steps completed so far, sealed as an
 * application is, and the step to resume at. One per deal; submitting removes it.
 */
export interface StoredDraft {
  readonly dealershipId: number;
  readonly orderId: number;
  /** The furthest step reached: every step before it was checked. */
  readonly step: CreditStep;
  readonly hasCoApplicant: boolean;
  readonly applicant: SealedPerson;
  readonly coApplicant: SealedPerson | null;
  readonly applicantConsents: ApplicantConsents;
  readonly coApplicantAcknowledgement: boolean;
  readonly updatedAt: Date;
}
export type DraftWrite = Omit<StoredDraft, 'updatedAt'>;

/**
 * Credit applications (one per deal). Contract (tests/conformance/credit-repository.contract.ts and tests/api): reads never
 * answer another dealership's record; `save` inserts when `expectedVersion` is null (null when the
 * deal has one already) or updates when the stored version is `expectedVersion` (null otherwise,
 * writing nothing), and keeps the deal's credit-app step status in step in the same transaction.
 */
export interface CreditRepository {
  deal(dealershipId: number, orderId: number): Promise<CreditDeal | null>;
  byOrder(dealershipId: number, orderId: number): Promise<StoredCredit | null>;
  save(write: CreditWrite, expectedVersion: number | null, now: Date): Promise<StoredCredit | null>;
  /** Up to `limit` applications of any store with a secret sealed by a key other than `keyId` (key rotation). */
  sealedWithOtherKey(keyId: string, limit: number): Promise<readonly StoredCredit[]>;
  /** Replaces the sealed secrets of one application if it is still at `version` (updated_at and version untouched). */
  reseal(id: number, version: number, applicant: Sealed, coApplicant: Sealed | null): Promise<boolean>;
  /** The deal's draft, never another dealership's; null when none. */
  draft(dealershipId: number, orderId: number): Promise<StoredDraft | null>;
  /** Writes the deal's draft whole (inserted, or replacing the one kept); last write wins. */
  saveDraft(write: DraftWrite, now: Date): Promise<StoredDraft>;
  /** Removes the deal's draft (none: nothing happens). */
  removeDraft(dealershipId: number, orderId: number): Promise<void>;
  /** Up to `limit` drafts of any store with a secret sealed by a key other than `keyId` (key rotation). */
  draftsSealedWithOtherKey(keyId: string, limit: number): Promise<readonly StoredDraft[]>;
  /** Replaces the sealed secrets of one draft if it was not saved since `updatedAt` (updated_at untouched). */
  resealDraft(orderId: number, updatedAt: Date, applicant: Sealed, coApplicant: Sealed | null): Promise<boolean>;
}

export type { PersonData };
