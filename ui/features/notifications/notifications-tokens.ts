import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { NotificationsPort } from './notifications-port';

/** Tokens of the bell (bound in notifications-module.ts). */
export const NotificationsTokens = {
  port: Symbol('notificationsPort') as ServiceIdentifier<NotificationsPort>,
  /** Whether the tab is visible, now and on each change: the count is not polled behind a hidden tab. */
  visible: Symbol('pageVisible') as ServiceIdentifier<Observable<boolean>>,
} as const;
