import { describe, expect, it } from 'vitest';
import type { NewPencil } from '@dealer-panel/core/payments/desking/pencil';
import type { PencilRepository } from '@dealer-panel/core/payments/desking/pencil-repository';
import type { PaymentDetails } from '@dealer-panel/core/payments/pricing-inputs';

/** A repository, two payment types (the port does not write them) and a staff member named Test User. */
export interface PencilRepositorySubject {
  readonly pencils: PencilRepository;
  readonly paymentTypeId: number;
  readonly otherPaymentTypeId: number;
  readonly userId: number;
}

const SNAPSHOT: PaymentDetails = {
  includeTax: true, term: 72, rate: '5.99', paymentFrequency: 'biweekly', creditScore: 720, downPaymentCents: 300_000, distanceAllowance: null,
  tradeInType: 'owned', tradeInCreditCents: 1_000_000, tradeInOwingCents: 250_000, postalCode: 'H2X 1Y4', lenderId: null,
};

/** The PencilRepository contract (core/payments/desking/pencil-repository.ts); drizzle only (core has no in-memory pencils). */
export function pencilRepositoryContract(name: string, open: () => Promise<PencilRepositorySubject>): void {
  describe(`PencilRepository: ${name}`, () => {
    const pencil = (s: PencilRepositorySubject, over: Partial<NewPencil> = {}): NewPencil => ({
      paymentTypeId: s.paymentTypeId, userId: s.userId, at: '2026-03-01T12:00:00.000Z', source: 'worksheet', changed: ['term', 'down_payment'],
      oldPaymentCents: 41_000, newPaymentCents: 39_500, snapshot: SNAPSHOT, ...over,
    });

    it('appends a pencil and reads it back whole, with its author\'s name, under its payment type only', async () => {
      const s = await open();
      const added = await s.pencils.add(pencil(s));
      expect(added).toEqual({ ...pencil(s), id: added.id, userName: 'Test User' });
      expect(await s.pencils.get(s.paymentTypeId, added.id)).toEqual(added);
      expect(await s.pencils.get(s.otherPaymentTypeId, added.id)).toBeNull();
      expect(await s.pencils.list(s.otherPaymentTypeId, 10)).toEqual([]);
    });

    it('keeps a pencil without an author, and the first one without a payment before', async () => {
      const s = await open();
      const added = await s.pencils.add(pencil(s, { userId: null, oldPaymentCents: null, source: 'restore', changed: [] }));
      expect(await s.pencils.get(s.paymentTypeId, added.id)).toMatchObject({ userId: null, userName: null, oldPaymentCents: null, source: 'restore', changed: [] });
    });

    it('lists a payment type\'s pencils newest first, at most the limit', async () => {
      const s = await open();
      const ids: number[] = [];
      for (const [i, source] of (['worksheet', 'grid', 'target'] as const).entries()) {
        ids.push((await s.pencils.add(pencil(s, { source, newPaymentCents: 39_000 + i, at: `2026-03-0${i + 1}T12:00:00.000Z` }))).id);
      }
      await s.pencils.add(pencil(s, { paymentTypeId: s.otherPaymentTypeId }));
      expect((await s.pencils.list(s.paymentTypeId, 10)).map((p) => [p.id, p.source])).toEqual([[ids[2], 'target'], [ids[1], 'grid'], [ids[0], 'worksheet']]);
      expect((await s.pencils.list(s.paymentTypeId, 2)).map((p) => p.id)).toEqual([ids[2], ids[1]]);
    });
  });
}
