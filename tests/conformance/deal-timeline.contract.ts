import { describe, expect, it } from 'vitest';
import type { DealTimeline, TimelineEntry } from '@dealer-panel/core/orders/deal-timeline';

export interface DealTimelineHarness {
  readonly timeline: DealTimeline;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  /** Two deals of `dealershipId` and one of the other dealership. */
  readonly orderId: number;
  readonly secondOrderId: number;
  readonly otherOrderId: number;
  /** A staff member whose name the entries carry: "Test User". */
  readonly userId: number;
}

/** The DealTimeline contract: append-only, per deal, oldest first, never another store's. */
export function dealTimelineContract(make: () => Promise<DealTimelineHarness>): void {
  describe('DealTimeline', () => {
    it("lists a deal's entries oldest first, each as recorded, with the acting staff member's name", async () => {
      const h = await make();
      const first: TimelineEntry = { dealershipId: h.dealershipId, orderId: h.orderId, kind: 'deposit', event: 'deposit.held', actor: 'customer', actorUserId: null, detail: { amount_cents: 50000 } };
      const second: TimelineEntry = { dealershipId: h.dealershipId, orderId: h.orderId, kind: 'note', event: 'note.changed', actor: 'dealer', actorUserId: h.userId, detail: { note: 'Rappeler à 17 h — Hélène' } };
      await h.timeline.record(first);
      await h.timeline.record({ ...first, orderId: h.secondOrderId });
      await h.timeline.record(second);
      const listed = await h.timeline.list(h.dealershipId, h.orderId);
      expect(listed.map(({ id: _id, at: _at, actorName: _n, ...entry }) => entry)).toEqual([first, second]);
      expect(listed.map((e) => e.actorName)).toEqual([null, 'Test User']);
      expect(listed[0]!.id).toBeLessThan(listed[1]!.id);
      expect(listed[0]!.at.getTime()).toBeLessThanOrEqual(listed[1]!.at.getTime());
    });

    it("answers nothing of another dealership's deal, even asked with its id", async () => {
      const h = await make();
      await h.timeline.record({ dealershipId: h.otherDealershipId, orderId: h.otherOrderId, kind: 'status', event: 'status.completed', actor: 'system', actorUserId: null, detail: {} });
      expect(await h.timeline.list(h.dealershipId, h.otherOrderId)).toEqual([]);
      expect(await h.timeline.list(h.otherDealershipId, h.otherOrderId)).toHaveLength(1);
    });
  });
}
