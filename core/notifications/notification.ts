import type { DealerNotifications, Language } from '../access/dealer-user';
import type { DealerRole } from '../access/role';
import type { Currency } from '../shared/currency';

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
 * What the sentence needs beside the customer: the amount of a deposit (integer cents) with its
 * currency (the deal's), the time asked for an appointment (ISO date-time) with the store's
 * calendar zone to word it in. Core keeps values; the templates and the UI word them.
 */
export interface NotificationDetail {
  readonly customerName: string;
  readonly amountCents?: number;
  readonly currency?: Currency;
  readonly at?: string;
  readonly timeZone?: string;
}

/** What the use case that saw it knows; the store's currency, zone and the customer's name fill the rest. */
export interface EventDetail {
  /** The customer's name as the caller knows it; absent: their name on record now. */
  readonly customerName?: string;
  readonly amountCents?: number;
  /** The deal's currency (a deposit's own); absent: the store's. */
  readonly currency?: Currency;
  readonly at?: string;
}

/** Something a customer did at a store, as the use case that saw it reports it to notifyStaff. */
export interface NotificationEvent {
  readonly dealershipId: number;
  readonly customerId: number;
  readonly orderId: number | null;
  readonly kind: NotificationKind;
  readonly detail: EventDetail;
}

/** How the store words money and time: its country's currency and its calendar's time zone. */
export interface StoreWording {
  readonly currency: Currency;
  readonly timeZone: string;
}

/**
 * The detail kept with a notification: the amount with the event's currency (else the store's),
 * the time with the store's zone, the customer's name as given (else as on record). Kept with the
 * row, so the sentence stays what it was when it was told.
 */
export function notificationDetail(event: EventDetail, store: StoreWording, customerName: string): NotificationDetail {
  return {
    customerName: event.customerName ?? customerName,
    ...(event.amountCents === undefined ? {} : { amountCents: event.amountCents, currency: event.currency ?? store.currency }),
    ...(event.at === undefined ? {} : { at: event.at, timeZone: store.timeZone }),
  };
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
