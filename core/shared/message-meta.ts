import type { Language } from './language';

// What a message is and who it is about (issue 30); core/messages builds on it, the senders' port carries it.

/** Why a message was written: it decides whether it skips the queue's wait and whether an opt-out stops it. */
export const MESSAGE_KINDS = [
  'one_time_code', // a staff member's or customer's sign-in code: sent at once, goes to an opted-out number
  'invitation', // a staff invitation (set your password)
  'password_reset',
  'deal_link', // a customer's link to their deal, shared or sent again
  'customer_invitation', // a customer's invitation to the shop (e-mail or text)
  'receipt', // a deposit's receipt or refund notice
  'appointment',
  'quote',
  'staff_notification',
  'other',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Who and what a message is about: kept on its row for the Messages screen, the deal's history and the customer's badge. */
export interface MessageMeta {
  readonly kind: MessageKind;
  readonly dealershipId?: number | null;
  readonly customerId?: number | null;
  readonly orderId?: number | null;
  /** The staff member it was sent to (a code, an invitation, a reset link). */
  readonly userId?: number | null;
  /** The language it was rendered in (the recipient's, at write time); shown on the Messages screen and kept by a resend. */
  readonly language: Language | null;
}
