import { describe, expect, it } from 'vitest';
import type { DmsRepository } from '@dealer-panel/core/dms/dms-repository';

export interface DmsRepositoryHarness {
  readonly repo: DmsRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  /** A deal of `dealershipId` whose customer is "Ava Thompson", and one of the other store. */
  readonly orderId: number;
  readonly otherOrderId: number;
  /** Staff named "Test User". */
  readonly userId: number;
}

const T = new Date('2026-06-01T14:00:00Z');
const later = (s: number) => new Date(T.getTime() + s * 1000);

/** The DmsRepository contract (core/dms/dms-repository.ts). */
export function dmsRepositoryContract(make: () => Promise<DmsRepositoryHarness>): void {
  describe('DmsRepository', () => {
    it('reads the deal as sent to the DMS, and nothing of another store', async () => {
      const h = await make();
      const deal = await h.repo.deal(h.dealershipId, h.orderId);
      expect(deal).toMatchObject({ orderId: h.orderId, customer: { firstName: 'Ava', lastName: 'Thompson' } });
      expect(await h.repo.deal(h.otherDealershipId, h.orderId)).toBeNull();
    });

    it('opens one active push per deal, also when two requests come at once', async () => {
      const h = await make();
      const [a, b] = await Promise.all([h.repo.request(h.dealershipId, h.orderId, h.userId, T), h.repo.request(h.dealershipId, h.orderId, h.userId, T)]);
      expect([a.created, b.created].sort()).toEqual([false, true]);
      expect(a.push.id).toBe(b.push.id);
      expect(a.push).toMatchObject({ state: 'queued', attempts: 0, requestedByUserId: h.userId, requestedByName: 'Test User', jobId: null, fieldErrors: [] });
      await h.repo.setJob(a.push.id, 'job-1');
      expect((await h.repo.byId(a.push.id))?.jobId).toBe('job-1');
    });

    it('moves a push only from the states given; pushed writes the sync record; a finished push lets a new one open', async () => {
      const h = await make();
      const { push } = await h.repo.request(h.dealershipId, h.orderId, null, T);
      expect(await h.repo.move(push.id, ['retrying'], 'pushing', {}, T)).toBeNull();
      expect(await h.repo.move(push.id, ['queued'], 'pushing', { attempts: 1, startedAt: later(1) }, later(1))).toMatchObject({ state: 'pushing', attempts: 1, startedAt: later(1) });
      expect(await h.repo.sync(h.dealershipId, h.orderId)).toBeNull();
      const pushed = await h.repo.move(push.id, ['pushing'], 'pushed', { finishedAt: later(2), dmsDealNumber: 'SIM-000042' }, later(2));
      expect(pushed).toMatchObject({ state: 'pushed', dmsDealNumber: 'SIM-000042', finishedAt: later(2) });
      expect(await h.repo.sync(h.dealershipId, h.orderId)).toEqual({ orderId: h.orderId, dmsDealNumber: 'SIM-000042', lastPushedAt: later(2) });
      expect(await h.repo.sync(h.otherDealershipId, h.orderId)).toBeNull();
      const next = await h.repo.request(h.dealershipId, h.orderId, null, later(3));
      expect(next.created).toBe(true);
      expect(next.push.idempotencyKey).not.toBe(push.idempotencyKey);
      const refused = await h.repo.move(next.push.id, ['queued'], 'failed', { fieldErrors: [{ field: 'customer.phone', code: 'required', limit: null }] }, later(4));
      expect(refused?.fieldErrors).toEqual([{ field: 'customer.phone', code: 'required', limit: null }]);
      expect((await h.repo.history(h.dealershipId, h.orderId, 10)).map((p) => p.id)).toEqual([next.push.id, push.id]);
      expect(await h.repo.history(h.otherDealershipId, h.orderId, 10)).toEqual([]);
    });

    it('answers what is due: queued and pushing pushes, and retrying ones whose time came', async () => {
      const h = await make();
      const { push } = await h.repo.request(h.dealershipId, h.orderId, null, T);
      await h.repo.move(push.id, ['queued'], 'retrying', { nextRetryAt: later(60) }, T);
      const other = await h.repo.request(h.otherDealershipId, h.otherOrderId, null, T);
      const due = async (at: Date) => (await h.repo.due(at, 1000)).map((p) => p.id).filter((id) => id === push.id || id === other.push.id);
      expect(await due(later(59))).toEqual([other.push.id]);
      expect(await due(later(60))).toEqual([push.id, other.push.id]);
    });
  });
}
