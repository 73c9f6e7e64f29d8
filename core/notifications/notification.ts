import type { DealerNotifications, Language } from '../access/dealer-user';
import type { DealerRole } from '../access/role';

/** The six events a staff member may choose to hear about (spec 000: dealer_notifications). */
/** Read notifications are kept 90 days (the bell lists the newest first; older read ones help no one); unread ones stay. */
export const READ_NOTIFICATION_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

export const NOTIFICATION_KINDS = [
  'customer_creates_account',
  'customer_submits_trade_in',
  'customer_submits_credit_app',
  'customer_paid_deposit',
  'customer_submits_appointment',
  'customer_opens_tokenized_link',
] as const satisfies readonly (keyof DealerNotifications)[];

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(s: string): s is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(s);
}

/**
 * What the sentence needs beside the customer: the amount of a deposit (integer cents), the time
 * asked for an appointment (ISO date-time). Core keeps values; the templates and the UI word them.
 */
export interface NotificationDetail {
  readonly customerName: string;
  readonly amountCents?: number;
  readonly at?: string;
}

/** Something a customer did at a store, as the use case that saw it reports it to notifyStaff. */
export interface NotificationEvent {
  readonly dealershipId: number;
  readonly customerId: number;
  readonly orderId: number | null;
  readonly kind: NotificationKind;
  readonly detail: NotificationDetail;
}

/** One in-app notification of one staff member at one store. */
export interface StaffNotification {
  readonly id: number;
  readonly userId: number;
  readonly dealershipId: number;
  readonly customerId: number;
  readonly orderId: number | null;
  readonly kind: NotificationKind;
  readonly detail: NotificationDetail;
  readonly createdAt: Date;
  readonly readAt: Date | null;
}

export type NewStaffNotification = Omit<StaffNotification, 'id' | 'readAt'>;

/**
 * A staff member of the store as the recipients rule sees them: their role at the store (null
 * when they hold none there), whether they still work, look only (corporate), and chose the kind.
 */
export interface Candidate {
  readonly userId: number;
  readonly email: string;
  readonly language: Language;
  readonly role: DealerRole | null;
  readonly isActive: boolean;
  readonly isCorporate: boolean;
  readonly notifications: DealerNotifications;
}
