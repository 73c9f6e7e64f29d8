import type { NotificationListResponse, UnreadResponse } from '../../../adapters/http/contract/notifications/notifications';
import type { Answer } from '../../shared/answer';

/** What the bell asks the server (bound over the contract's routes in notifications-module.ts). */
export interface NotificationsPort {
  list(): Answer<NotificationListResponse>;
  /** Some ids, or every unread one when `ids` is undefined. */
  markRead(ids?: readonly number[]): Answer<UnreadResponse>;
}
