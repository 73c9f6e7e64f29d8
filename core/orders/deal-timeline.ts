import type { TimelineEvent } from './timeline-events';

/**
 * The deal timeline (issue 14 item 7): one chronological list per deal of what happened to it,
 * written by the use cases as they act (never rebuilt by the screen from other tables). Each entry
 * names an event the screen words in both languages (`deposit.captured`, `appointment.confirmed`…)
 * and carries the few values its sentence needs.
 */
export const TIMELINE_KINDS = ['status', 'step', 'message', 'deposit', 'appointment', 'note', 'document', 'customer_view', 'credit', 'trade_in', 'dms'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Who acted: a member of staff (actorUserId), the customer, or the system (a job, a webhook). */
export type TimelineActor = 'dealer' | 'customer' | 'system';

export type TimelineValue = string | number | boolean | null;

/** What every entry carries, written or read. */
interface TimelineEntryBase {
  readonly dealershipId: number;
  readonly orderId: number;
  readonly kind: TimelineKind;
  readonly actor: TimelineActor;
  /** The staff member who acted; null for the customer and the system. */
  readonly actorUserId: number | null;
  /** The values the sentence needs (amounts in cents, a reason's id, a file's name…); never card data. */
  readonly detail: Readonly<Record<string, TimelineValue>>;
}

/** An entry as a use case writes it: its event is one of the list (timeline-events.ts). */
export interface TimelineEntry extends TimelineEntryBase {
  /** e.g. `deposit.refunded`; the screen's wording key. */
  readonly event: TimelineEvent;
}

/** An entry as read back: its event is the stored text (a row written by a later build may name one this build does not know). */
export interface StoredTimelineEntry extends TimelineEntryBase {
  readonly event: string;
  readonly id: number;
  readonly at: Date;
  /** The acting staff member's full name when actorUserId is set (read at listing time). */
  readonly actorName: string | null;
}

/**
 * Contract (tests/conformance/deal-timeline.contract.ts): append-only; `list` answers the deal's
 * entries oldest first (ties by insertion order) and nothing of another dealership's deal; `at` is
 * the storage's clock at insertion.
 */
export interface DealTimeline {
  record(entry: TimelineEntry): Promise<void>;
  list(dealershipId: number, orderId: number): Promise<readonly StoredTimelineEntry[]>;
}
