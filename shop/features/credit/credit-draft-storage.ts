import type { CreditApplicationDraft } from '@dealer-panel/core/credit/credit-application';
import { EMPTY_PERSON, isSensitive, personData, type PersonData } from '@dealer-panel/core/credit/credit-fields';
import { CREDIT_STEPS, type CreditStep } from '@dealer-panel/core/credit/credit-steps';
import type { KeyValueStorage } from '../../../adapters/di/tokens';

/** What survives a reload of the tab: the answers (never the sensitive ones) and where the customer was. */
export interface StoredDraft {
  readonly draft: CreditApplicationDraft;
  readonly step: CreditStep;
}

export const EMPTY_DRAFT: CreditApplicationDraft = {
  hasCoApplicant: false, applicant: EMPTY_PERSON, coApplicant: null,
  applicantConsents: { consent: false, acknowledgement: false }, coApplicantAcknowledgement: false,
};

const keyOf = (orderId: number) => `shop.credit-draft.${orderId}`;

/** A person's answers without the sensitive ones (insurance number, date of birth, income, amounts, gender). */
export function withoutSensitive(p: PersonData): PersonData {
  return Object.fromEntries(Object.entries(p).map(([f, v]) => [f, isSensitive(f) ? '' : v])) as unknown as PersonData;
}

/**
 * The tab's copy of an unfinished application (sessionStorage: gone with the tab). Decision: the
 * sensitive answers are never written there (a shared computer's next user could read them); the
 * customer types them again after a reload.
 */
export function draftStorage(storage: KeyValueStorage, orderId: number) {
  return {
    read(): StoredDraft | null {
      try {
        const raw = storage.getItem(keyOf(orderId));
        if (raw === null) return null;
        const v = JSON.parse(raw) as { d?: Record<string, unknown>; step?: unknown };
        const d = v.d ?? {};
        const person = (x: unknown) => withoutSensitive(personData(typeof x === 'object' && x !== null ? (x as Record<string, unknown>) : {}));
        const hasCo = d['hasCoApplicant'] === true;
        const consents = (d['applicantConsents'] ?? {}) as Record<string, unknown>;
        const step = (CREDIT_STEPS as readonly unknown[]).includes(v.step) ? (v.step as CreditStep) : 'consent';
        return {
          step,
          draft: {
            hasCoApplicant: hasCo, applicant: person(d['applicant']), coApplicant: hasCo ? person(d['coApplicant']) : null,
            applicantConsents: { consent: consents['consent'] === true, acknowledgement: consents['acknowledgement'] === true },
            coApplicantAcknowledgement: hasCo && d['coApplicantAcknowledgement'] === true,
          },
        };
      } catch {
        return null; // Unreadable (another version's, or storage refused): start afresh.
      }
    },
    write(draft: CreditApplicationDraft, step: CreditStep): void {
      const d = { ...draft, applicant: withoutSensitive(draft.applicant), coApplicant: draft.coApplicant === null ? null : withoutSensitive(draft.coApplicant) };
      try { storage.setItem(keyOf(orderId), JSON.stringify({ d, step })); } catch { /* Storage full or refused: the form still works, only a reload loses it. */ }
    },
    clear(): void {
      try { storage.removeItem(keyOf(orderId)); } catch { /* nothing kept */ }
    },
  };
}
export type DraftStorage = ReturnType<typeof draftStorage>;
