import { describe, expect, it } from 'vitest';
import type { DealershipContext } from '../access/dealership-context';
import type { StoredTimelineEntry } from './deal-timeline';
import { orderTimeline } from './order-timeline';

const ctx = { dealership: { id: 3 } } as unknown as DealershipContext;
const at = new Date('2026-12-06T15:00:00.123Z');
const entry = (id: number, event: string, when: Date = at): StoredTimelineEntry => ({
  id, dealershipId: 3, orderId: 9, kind: 'message', event, actor: 'dealer', actorUserId: null, actorName: null, at: when, detail: {},
});

function history(stored: readonly StoredTimelineEntry[], read: readonly StoredTimelineEntry[]) {
  return orderTimeline({
    orders: { byId: async () => ({}) as never },
    stores: { settings: async () => ({ calendar: { timeZone: 'America/Toronto' }, country: 'CA', provinceCode: 'ON' }) as never },
    timeline: { list: async () => stored, record: async () => undefined } as never,
    messageHistory: async () => read,
  })(ctx, 9)();
}

describe("a deal's history with its messages", () => {
  it('puts the message an action queued before the entry that says it was sent, in the same millisecond', async () => {
    const r = await history([entry(40, 'status.created', new Date(at.getTime() - 5)), entry(41, 'message.deal_link_sent')], [entry(-7, 'message.queued')]);
    expect(r._tag === 'Right' && r.right.entries.map((e) => e.event)).toEqual(['status.created', 'message.queued', 'message.deal_link_sent']);
  });

  it('keeps the order of time first: a later message comes after an earlier entry', async () => {
    const r = await history([entry(41, 'message.deal_link_sent')], [entry(-7, 'message.queued', new Date(at.getTime() + 1))]);
    expect(r._tag === 'Right' && r.right.entries.map((e) => e.event)).toEqual(['message.deal_link_sent', 'message.queued']);
  });
});
