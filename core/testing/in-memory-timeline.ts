import type { Clock } from '../shared/ports/clock';
import type { DealTimeline, StoredTimelineEntry, TimelineEntry } from '../orders/deal-timeline';

/** The timeline in memory, for core tests: `entries` is every recorded entry in order. */
export function inMemoryTimeline(clock: Clock, names: Readonly<Record<number, string>> = {}): DealTimeline & { readonly entries: TimelineEntry[] } {
  const now = () => clock.now();
  const entries: TimelineEntry[] = [];
  const stored: StoredTimelineEntry[] = [];
  return {
    entries,
    async record(entry) {
      entries.push(entry);
      stored.push({ ...entry, id: stored.length + 1, at: now(), actorName: entry.actorUserId === null ? null : names[entry.actorUserId] ?? null });
    },
    async list(dealershipId, orderId) {
      return stored.filter((e) => e.dealershipId === dealershipId && e.orderId === orderId);
    },
  };
}
