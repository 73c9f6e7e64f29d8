import { describe, expect, it } from 'vitest';
import type { NewDocument } from '@dealer-panel/core/documents/document';
import type { DocumentRepository } from '@dealer-panel/core/documents/document-repository';

export interface DocumentRepositoryHarness {
  readonly documents: DocumentRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  /** Two deals of `dealershipId`, one of the other store. */
  readonly orderId: number;
  readonly secondOrderId: number;
  readonly otherOrderId: number;
  readonly userId: number;
}

let n = 0;
const draft = (h: DocumentRepositoryHarness, over: Partial<NewDocument> = {}): NewDocument => {
  n += 1;
  return {
    dealershipId: h.dealershipId, orderId: h.orderId, kind: 'drivers_licence', fileName: 'Permis – Hélène.pdf', contentType: 'application/pdf',
    size: 1234, uploadedBy: { kind: 'staff', userId: h.userId }, storageKey: `documents/k-${Date.now()}-${n}`, ...over,
  };
};

/** The DocumentRepository contract: per deal, oldest first, never another store's, a hard limit per deal. */
export function documentRepositoryContract(make: () => Promise<DocumentRepositoryHarness>): void {
  describe('DocumentRepository', () => {
    it("lists a deal's documents oldest first as inserted, without their storage keys", async () => {
      const h = await make();
      const first = await h.documents.insert(draft(h), 10);
      await h.documents.insert(draft(h, { orderId: h.secondOrderId }), 10);
      const second = await h.documents.insert(draft(h, { kind: 'pay_stub', uploadedBy: { kind: 'customer' }, contentType: 'image/heic' }), 10);
      const listed = await h.documents.list(h.dealershipId, h.orderId);
      expect(listed).toEqual([first, second]);
      expect(listed[0]).toMatchObject({ kind: 'drivers_licence', fileName: 'Permis – Hélène.pdf', size: 1234, uploadedBy: { kind: 'staff', userId: h.userId } });
      expect(listed[1]).toMatchObject({ kind: 'pay_stub', contentType: 'image/heic', uploadedBy: { kind: 'customer' }, uploaderName: null });
      expect(listed[0]).not.toHaveProperty('storageKey');
    });

    it("finds a document by id with its key, and never another store's", async () => {
      const h = await make();
      const d = draft(h);
      const stored = await h.documents.insert(d, 10);
      if (stored === 'full') throw new Error('full');
      expect(await h.documents.byId(h.dealershipId, stored.id)).toEqual({ ...stored, storageKey: d.storageKey });
      expect(await h.documents.byId(h.otherDealershipId, stored.id)).toBeNull();
      expect(await h.documents.list(h.otherDealershipId, h.orderId)).toEqual([]);
    });

    it('refuses the document past the limit of its deal only', async () => {
      const h = await make();
      expect(await h.documents.insert(draft(h, { orderId: h.secondOrderId }), 2)).not.toBe('full');
      expect(await h.documents.insert(draft(h, { orderId: h.secondOrderId }), 2)).not.toBe('full');
      expect(await h.documents.insert(draft(h, { orderId: h.secondOrderId }), 2)).toBe('full');
      expect(await h.documents.insert(draft(h, { dealershipId: h.otherDealershipId, orderId: h.otherOrderId }), 2)).not.toBe('full');
      expect(await h.documents.list(h.dealershipId, h.secondOrderId)).toHaveLength(2);
    });

    it('two inserts racing for the last place: exactly one gets it', async () => {
      const h = await make();
      await h.documents.insert(draft(h, { orderId: h.secondOrderId }), 2);
      const raced = await Promise.all([h.documents.insert(draft(h, { orderId: h.secondOrderId }), 2), h.documents.insert(draft(h, { orderId: h.secondOrderId }), 2)]);
      expect(raced.filter((r) => r === 'full')).toHaveLength(1);
    });

    it('deletes once, answering the removed record with its key; never another store\'s', async () => {
      const h = await make();
      const d = draft(h);
      const stored = await h.documents.insert(d, 10);
      if (stored === 'full') throw new Error('full');
      expect(await h.documents.delete(h.otherDealershipId, stored.id)).toBeNull();
      expect(await h.documents.delete(h.dealershipId, stored.id)).toMatchObject({ id: stored.id, storageKey: d.storageKey });
      expect(await h.documents.delete(h.dealershipId, stored.id)).toBeNull();
      expect(await h.documents.byId(h.dealershipId, stored.id)).toBeNull();
    });
  });
}
