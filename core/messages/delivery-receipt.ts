import type { MessageState } from './message';

/**
 * What a provider later says became of a message it accepted (Twilio's status callback): it went
 * out (`sent`), reached the phone (`delivered`), or never will (`failed`, with the provider's reason).
 */
export type ReceiptStatus = 'sent' | 'delivered' | 'failed';

export interface DeliveryReceipt {
  /** The provider's id for the message (Twilio's SID). */
  readonly providerId: string;
  /**
   * The outbox row the provider was told about (the status callback's URL names it): finds the
   * message when the callback outruns the relay's write of the provider's id. Null: by the id alone.
   */
  readonly messageId: number | null;
  readonly status: ReceiptStatus;
  /** The provider's code and words for a failure ("30003 Unreachable destination handset"); null otherwise. */
  readonly reason: string | null;
  readonly at: Date;
}

/** What a receipt did: moved the message, found it already further along, or found no message of ours. */
export type ReceiptOutcome = 'changed' | 'unchanged' | 'unknown';

/**
 * The states a receipt may move a message from. States never go backwards: a late "sent" leaves a
 * delivered message delivered, and delivered, failed and opted_out are final (a callback arriving
 * twice, or out of order, changes nothing).
 */
export function statesBefore(status: ReceiptStatus): readonly MessageState[] {
  switch (status) {
    case 'sent': return ['queued', 'sending'];
    case 'delivered':
    case 'failed': return ['queued', 'sending', 'sent'];
  }
}

/** The state a receipt moves a message in `current` to, or null when it leaves it as it is. */
export function afterReceipt(current: MessageState, status: ReceiptStatus): MessageState | null {
  return statesBefore(status).includes(current) ? status : null;
}

/**
 * The outbox as the providers' receipts see it. Contract: `apply` moves the message found by
 * `providerId` (or by `messageId` while it has no provider id yet) only from a state of
 * `statesBefore(status)`, in one conditional write (two receipts at once cannot move it backwards);
 * a delivered receipt stamps delivered_at, a failed one keeps the reason. A message the relay failed as
 * interrupted (`RELAY_REASONS.interrupted`: it may have gone) takes any receipt, which settles it. Idempotent.
 */
export interface DeliveryReceipts {
  apply(receipt: DeliveryReceipt): Promise<ReceiptOutcome>;
}
