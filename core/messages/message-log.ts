import type { Language } from '../shared/language';
import type { MessageChannel, MessageState } from './message';
import type { MessageKind } from '../shared/message-meta';

/** What the Messages screen may narrow the store's messages to (every field optional: null is "any"). */
export interface MessageFilter {
  readonly customerId: number | null;
  readonly orderId: number | null;
  readonly channels: readonly MessageChannel[] | null;
  readonly states: readonly MessageState[] | null;
  readonly kinds: readonly MessageKind[] | null;
  /** Inclusive days, YYYY-MM-DD, read as UTC days (as the audit trail's). */
  readonly from: string | null;
  readonly to: string | null;
}

/**
 * One message of the store's outbox as staff see it. Never its body: bodies hold one-time codes,
 * reset and invitation links, and deal links (the customer's key to their deal) — credentials.
 */
export interface LoggedMessage {
  readonly id: number;
  readonly channel: MessageChannel;
  readonly kind: MessageKind;
  /** The address or number as stored; the use case masks it for roles that may not see contact details. */
  readonly to: string;
  readonly subject: string;
  /** The language it was written in (null: written before session 19, or without one); a resend keeps it. */
  readonly language: Language | null;
  readonly state: MessageState;
  readonly attempts: number;
  readonly provider: string | null;
  /** The provider's own words for the last failure (never the body). */
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
  readonly deliveredAt: Date | null;
  readonly customer: { readonly id: number; readonly name: string } | null;
  /** The deal and its vehicle ("2024 Honda Civic"), when the message was about one. */
  readonly order: { readonly id: number; readonly vehicle: string | null } | null;
  /** The staff member it went to (a code, an invitation, a reset link). */
  readonly user: { readonly id: number; readonly name: string } | null;
}

/**
 * Whose messages a store's Messages screen holds: the store's own (dealership_id), and the staff
 * messages written for no store (a password reset, the code of a sign-in before a store is picked)
 * to a user who belongs to it (a membership there); with `everyStaffMember` (a super admin), such
 * messages of every user, super admins and users of no store included.
 */
export interface MessageScope {
  readonly dealershipId: number;
  readonly everyStaffMember: boolean;
}

/**
 * The store's messages. Contract: `page` and `byId` answer only what the scope holds; the other
 * methods only the store's own rows; anything else is exactly like a message that does not exist (null).
 */
export interface MessageLog {
  /** Newest first (ties by id, newest first). */
  page(scope: MessageScope, filter: MessageFilter, offset: number, limit: number): Promise<{ readonly rows: readonly LoggedMessage[]; readonly count: number }>;
  byId(scope: MessageScope, id: number): Promise<LoggedMessage | null>;
  /** A new `queued` row copying the message (channel, kind, ids, to, subject, body, attachments, sender, language); its id, or null when there is none at this store. */
  copyAsQueued(dealershipId: number, id: number): Promise<number | null>;
  /** The messages written to the staff member (user_id, every store and none), newest first (ties by id): their own list on My profile. */
  ofUser(userId: number, offset: number, limit: number): Promise<{ readonly rows: readonly LoggedMessage[]; readonly count: number }>;
  /** The deal's messages, oldest first: the deal's history shows each with its state. */
  aboutOrder(dealershipId: number, orderId: number): Promise<readonly LoggedMessage[]>;
}
