import type { Candidate, NewStaffNotification, NotificationKind, StaffNotification, StoreWording } from './notification';

/** Who could be told about a customer of a store: the customer's rep, and the store's staff. */
export interface Audience {
  /** The customer's name on record ("first last"). */
  readonly customerName: string;
  /** The store's currency (by its country) and calendar time zone (its own, else its province's or state's). */
  readonly store: StoreWording;
  readonly salesRepId: number | null;
  /** The store's members (with their role there) and the customer's rep (role null if not a member), each once. */
  readonly candidates: readonly Candidate[];
}

/**
 * Staff notifications and the people they go to. Contract
 * (tests/conformance/notification-store.contract.ts):
 * - `audience` answers null when the customer is not the store's; deactivated and corporate
 *   members are included as they are (the rule, not the store, leaves them out); with it the
 *   customer's name and the store's currency and calendar time zone;
 * - `insert` stores the rows unread and answers them with their ids;
 * - `list` answers one user's notifications at one store, newest first (then highest id),
 *   `limit` from `offset`, with the total count; never another user's or another store's;
 * - `unread` counts that user's unread ones at that store;
 * - `markRead` stamps `at` on the user's unread notifications at the store among `ids` (all of
 *   them when `ids` is 'all'); ids of another user or store are ignored, never marked; an already
 *   read notification keeps its first time. It answers how many it marked;
 * - `latestAt` answers when staff were last told of this kind about this customer at this store
 *   (whoever was told), or null: what keeps a repeated event from telling them again and again.
 */
export interface NotificationStore {
  audience(dealershipId: number, customerId: number): Promise<Audience | null>;
  insert(rows: readonly NewStaffNotification[]): Promise<readonly StaffNotification[]>;
  list(userId: number, dealershipId: number, offset: number, limit: number): Promise<{ readonly count: number; readonly results: readonly StaffNotification[] }>;
  unread(userId: number, dealershipId: number): Promise<number>;
  markRead(userId: number, dealershipId: number, ids: readonly number[] | 'all', at: Date): Promise<number>;
  latestAt(dealershipId: number, customerId: number, kind: NotificationKind): Promise<Date | null>;
  /** Housekeeping: forgets read notifications created before `before` (unread ones stay); answers how many. */
  purgeRead(before: Date): Promise<number>;
}
