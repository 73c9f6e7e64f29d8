import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { EMPTY_PERSON } from '@dealer-panel/core/credit/credit-fields';
import type { CreditRepository, CreditWrite, DraftWrite } from '@dealer-panel/core/credit/credit-repository';

/** A repository and the deals it knows: two deals of one customer at a store, one deal at another store. */
export interface CreditRepositorySubject {
  readonly credit: CreditRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly customerId: number;
  readonly orderId: number;
  readonly secondOrderId: number;
  /** A deal of `otherDealershipId`. */
  readonly otherOrderId: number;
  /** An id no deal has. */
  readonly missingOrderId: number;
}

const T0 = new Date('2026-11-28T15:00:00.000Z');
const T1 = new Date('2026-11-29T15:00:00.000Z');
const person = (first: string, keyId: string) => ({ open: { ...EMPTY_PERSON, first_name: first }, sealed: { keyId, ciphertext: `sealed ${first}` } });

/** The CreditRepository contract (core/credit/credit-repository.ts), the same for every adapter. */
export function creditRepositoryContract(name: string, open: () => Promise<CreditRepositorySubject>): void {
  describe(`CreditRepository: ${name}`, () => {
    const write = (s: CreditRepositorySubject, over: Partial<CreditWrite> = {}): CreditWrite => ({
      dealershipId: s.dealershipId, orderId: s.orderId, customerId: s.customerId, status: 'awaiting_customer', hasCoApplicant: false,
      applicant: person('Anne', 'k1'), coApplicant: null, applicantConsents: { consent: true, acknowledgement: true }, coApplicantAcknowledgement: false,
      topPageUrl: null, creditCheckReferenceNumber: null, leadReferenceNumber: null, verifyRequestComments: null, submittedAt: null, decidedAt: null,
      decidedByUserId: null, ...over,
    });
    const draft = (s: CreditRepositorySubject, over: Partial<DraftWrite> = {}): DraftWrite => ({
      dealershipId: s.dealershipId, orderId: s.orderId, step: 'employment', hasCoApplicant: false, applicant: person('Anne', 'k1'), coApplicant: null,
      applicantConsents: { consent: true, acknowledgement: false }, coApplicantAcknowledgement: false, ...over,
    });

    it('reads a deal of the store only', async () => {
      const s = await open();
      expect(await s.credit.deal(s.dealershipId, s.orderId)).toMatchObject({ orderId: s.orderId, dealershipId: s.dealershipId, customerId: s.customerId, isArchived: false });
      expect(await s.credit.deal(s.otherDealershipId, s.orderId)).toBeNull();
      expect(await s.credit.deal(s.dealershipId, s.otherOrderId)).toBeNull();
      expect(await s.credit.deal(s.dealershipId, s.missingOrderId)).toBeNull();
    });

    it('inserts one application per deal at version 1 and reads it back whole, in its store only', async () => {
      const s = await open();
      const w = write(s, { hasCoApplicant: true, coApplicant: person('Paul', 'k1'), coApplicantAcknowledgement: true, topPageUrl: 'https://lender.test/1' });
      const saved = await s.credit.save(w, null, T0);
      expect(saved).toMatchObject({ ...w, updatedAt: T0, version: 1 });
      expect(await s.credit.byOrder(s.dealershipId, s.orderId)).toEqual(saved);
      expect(await s.credit.save(write(s, { status: 'awaiting_dealer' }), null, T1)).toBeNull();
      expect(await s.credit.byOrder(s.dealershipId, s.orderId)).toEqual(saved);
      expect(await s.credit.byOrder(s.otherDealershipId, s.orderId)).toBeNull();
      expect(await s.credit.byOrder(s.dealershipId, s.secondOrderId)).toBeNull();
    });

    it('updates only at the expected version, writing nothing otherwise', async () => {
      const s = await open();
      const first = await s.credit.save(write(s), null, T0);
      const submitted = await s.credit.save(write(s, { status: 'awaiting_dealer', submittedAt: T1 }), 1, T1);
      expect(submitted).toMatchObject({ id: first?.id, status: 'awaiting_dealer', submittedAt: T1, updatedAt: T1, version: 2 });
      expect(await s.credit.save(write(s, { status: 'declined' }), 1, T1)).toBeNull();
      expect(await s.credit.save(write(s, { status: 'declined', dealershipId: s.otherDealershipId }), 2, T1)).toBeNull();
      expect(await s.credit.save(write(s, { orderId: s.secondOrderId }), 1, T1)).toBeNull();
      expect(await s.credit.byOrder(s.dealershipId, s.orderId)).toEqual(submitted);
    });

    it('reseals an application still at its version, keeping its time and version', async () => {
      const s = await open();
      const keyId = `old-${randomUUID()}`;
      const saved = await s.credit.save(write(s, { applicant: person('Anne', keyId), hasCoApplicant: true, coApplicant: person('Paul', keyId) }), null, T0);
      const stale = (await s.credit.sealedWithOtherKey('current', 10_000)).filter((r) => r.id === saved?.id);
      expect(stale).toHaveLength(1);
      const fresh = { keyId: 'current', ciphertext: 'new' };
      expect(await s.credit.reseal(saved!.id, 2, fresh, fresh)).toBe(false);
      expect(await s.credit.reseal(saved!.id, 1, fresh, { keyId: 'current', ciphertext: 'new co' })).toBe(true);
      const after = await s.credit.byOrder(s.dealershipId, s.orderId);
      expect(after).toMatchObject({ version: 1, updatedAt: T0, applicant: { open: saved!.applicant.open, sealed: fresh } });
      expect(after?.coApplicant?.sealed).toEqual({ keyId: 'current', ciphertext: 'new co' });
      expect((await s.credit.sealedWithOtherKey('current', 10_000)).some((r) => r.id === saved!.id)).toBe(false);
      expect((await s.credit.sealedWithOtherKey(keyId, 10_000)).some((r) => r.id === saved!.id)).toBe(true);
    });

    it('keeps one draft per deal, replaced whole, in its store only, and removes it', async () => {
      const s = await open();
      expect(await s.credit.draft(s.dealershipId, s.orderId)).toBeNull();
      const d = draft(s);
      expect(await s.credit.saveDraft(d, T0)).toEqual({ ...d, updatedAt: T0 });
      const replaced = draft(s, { step: 'review', hasCoApplicant: true, coApplicant: person('Paul', 'k1'), coApplicantAcknowledgement: true });
      expect(await s.credit.saveDraft(replaced, T1)).toEqual({ ...replaced, updatedAt: T1 });
      expect(await s.credit.draft(s.dealershipId, s.orderId)).toEqual({ ...replaced, updatedAt: T1 });
      expect(await s.credit.draft(s.otherDealershipId, s.orderId)).toBeNull();
      expect(await s.credit.draft(s.dealershipId, s.secondOrderId)).toBeNull();
      await s.credit.removeDraft(s.otherDealershipId, s.orderId);
      expect(await s.credit.draft(s.dealershipId, s.orderId)).not.toBeNull();
      await s.credit.removeDraft(s.dealershipId, s.orderId);
      await s.credit.removeDraft(s.dealershipId, s.orderId);
      expect(await s.credit.draft(s.dealershipId, s.orderId)).toBeNull();
    });

    it('reseals a draft not saved since, keeping its time', async () => {
      const s = await open();
      const keyId = `old-${randomUUID()}`;
      await s.credit.saveDraft(draft(s, { applicant: person('Anne', keyId) }), T0);
      expect((await s.credit.draftsSealedWithOtherKey('current', 10_000)).some((d) => d.orderId === s.orderId)).toBe(true);
      const fresh = { keyId: 'current', ciphertext: 'new' };
      expect(await s.credit.resealDraft(s.orderId, T1, fresh, null)).toBe(false);
      expect(await s.credit.resealDraft(s.orderId, T0, fresh, null)).toBe(true);
      expect(await s.credit.draft(s.dealershipId, s.orderId)).toMatchObject({ updatedAt: T0, step: 'employment', applicant: { sealed: fresh }, coApplicant: null });
      expect((await s.credit.draftsSealedWithOtherKey('current', 10_000)).some((d) => d.orderId === s.orderId)).toBe(false);
    });
  });
}
