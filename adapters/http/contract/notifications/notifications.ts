import * as t from 'io-ts';
import { NOTIFICATION_KINDS } from '@dealer-panel/core/notifications/notification';
import { CURRENCIES } from '@dealer-panel/core/shared/currency';
import { Id, listOf, Nullable } from '../common';
import { oneOf } from '../enums';

/** Staff notifications (issue 14.6): the bell in the dealer header. */
export const NotificationKindCodec = oneOf(NOTIFICATION_KINDS, 'NotificationKind');

export const NotificationBody = t.type({
  id: t.number,
  kind: NotificationKindCodec,
  /** The customer as named when it happened; their record is /dealer/customers/{id}. */
  customer: t.type({ id: t.number, name: t.string }),
  /** The deal it happened on, if any. */
  order: Nullable(t.number),
  /**
   * amount_cents and its currency (the deal's) for a deposit; at (ISO date-time) and time_zone (the
   * store's calendar zone, IANA) for an appointment. Rows kept before currency and time_zone
   * existed have none: they read as CAD and America/Toronto.
   */
  detail: t.partial({ amount_cents: t.number, currency: oneOf(CURRENCIES, 'Currency'), at: t.string, time_zone: t.string }),
  /** ISO date-time. */
  created: t.string,
  read: t.boolean,
});
export type NotificationBody = t.TypeOf<typeof NotificationBody>;

export const NotificationListResponse = t.type({
  count: t.number,
  current: t.number,
  last: t.number,
  /** The user's unread notifications at the session's store, on every page. */
  unread: t.number,
  results: t.array(NotificationBody),
});
export type NotificationListResponse = t.TypeOf<typeof NotificationListResponse>;

/** No `ids`: every unread notification of the user at the store. At most 200 ids (a page of the bell is 20). */
export const MarkReadRequest = t.partial({ ids: listOf(Id, 200) });
export type MarkReadRequest = t.TypeOf<typeof MarkReadRequest>;

export const UnreadResponse = t.type({ unread: t.number });
export type UnreadResponse = t.TypeOf<typeof UnreadResponse>;
