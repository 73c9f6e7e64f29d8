import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { personData } from '@dealer-panel/core/credit/credit-fields';
import type { CreditRepository, StoredDraft } from '@dealer-panel/core/credit/credit-repository';
import { CREDIT_STEPS, type CreditStep } from '@dealer-panel/core/credit/credit-steps';
import type { Db } from '../shared/database';
import { creditDrafts } from './schema';

type Row = typeof creditDrafts.$inferSelect;

function draftFromRow(r: Row): StoredDraft {
  if (!(CREDIT_STEPS as readonly string[]).includes(r.step)) throw new Error(`credit draft of order ${r.orderId} has unknown step ${r.step}`);
  const co = r.coApplicantOpen !== null && r.coApplicantSealed !== null && r.coApplicantKeyId !== null
    ? { open: personData(r.coApplicantOpen), sealed: { keyId: r.coApplicantKeyId, ciphertext: r.coApplicantSealed } }
    : null;
  return {
    dealershipId: r.dealershipId, orderId: r.orderId, step: r.step as CreditStep, hasCoApplicant: r.hasCoApplicant,
    applicant: { open: personData(r.applicantOpen), sealed: { keyId: r.applicantKeyId, ciphertext: r.applicantSealed } }, coApplicant: co,
    applicantConsents: { consent: r.applicantConsent, acknowledgement: r.applicantAcknowledgement },
    coApplicantAcknowledgement: r.coApplicantAcknowledgement, updatedAt: r.updatedAt,
  };
}

/** The customer's drafts (issue 29 item 4): one row per deal, written whole (last write wins). */
export function drizzleCreditDrafts(db: Db): Pick<CreditRepository, 'draft' | 'saveDraft' | 'removeDraft' | 'draftsSealedWithOtherKey' | 'resealDraft'> {
  return {
    async draft(dealershipId, orderId) {
      const [row] = await db.select().from(creditDrafts)
        .where(and(eq(creditDrafts.dealershipId, dealershipId), eq(creditDrafts.orderId, orderId))).limit(1);
      return row === undefined ? null : draftFromRow(row);
    },
    async saveDraft(w, now) {
      const changes = {
        step: w.step, hasCoApplicant: w.hasCoApplicant,
        applicantOpen: { ...w.applicant.open }, applicantSealed: w.applicant.sealed.ciphertext, applicantKeyId: w.applicant.sealed.keyId,
        coApplicantOpen: w.coApplicant === null ? null : { ...w.coApplicant.open },
        coApplicantSealed: w.coApplicant?.sealed.ciphertext ?? null, coApplicantKeyId: w.coApplicant?.sealed.keyId ?? null,
        applicantConsent: w.applicantConsents.consent, applicantAcknowledgement: w.applicantConsents.acknowledgement,
        coApplicantAcknowledgement: w.coApplicantAcknowledgement, updatedAt: now,
      };
      // The deal's store never changes: the conflict target is the deal alone.
      const [row] = await db.insert(creditDrafts).values({ orderId: w.orderId, dealershipId: w.dealershipId, ...changes })
        .onConflictDoUpdate({ target: creditDrafts.orderId, set: changes }).returning();
      if (row === undefined) throw new Error(`credit draft of order ${w.orderId} not written`);
      return draftFromRow(row);
    },
    async removeDraft(dealershipId, orderId) {
      await db.delete(creditDrafts).where(and(eq(creditDrafts.dealershipId, dealershipId), eq(creditDrafts.orderId, orderId)));
    },
    async draftsSealedWithOtherKey(keyId, limit) {
      const rows = await db.select().from(creditDrafts)
        .where(or(ne(creditDrafts.applicantKeyId, keyId), and(sql`${creditDrafts.coApplicantKeyId} is not null`, ne(creditDrafts.coApplicantKeyId, keyId))))
        .orderBy(asc(creditDrafts.orderId)).limit(limit);
      return rows.map(draftFromRow);
    },
    async resealDraft(orderId, updatedAt, applicant, coApplicant) {
      const rows = await db.update(creditDrafts).set({
        applicantSealed: applicant.ciphertext, applicantKeyId: applicant.keyId,
        ...(coApplicant === null ? {} : { coApplicantSealed: coApplicant.ciphertext, coApplicantKeyId: coApplicant.keyId }),
      }).where(and(eq(creditDrafts.orderId, orderId), eq(creditDrafts.updatedAt, updatedAt))).returning({ orderId: creditDrafts.orderId });
      return rows.length === 1;
    },
  };
}
