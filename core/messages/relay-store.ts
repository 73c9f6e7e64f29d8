import type { MessageChannel } from './message';
import type { MessageKind } from '../shared/message-meta';
import type { OutgoingAttachment } from './providers';

/** A message the relay took to send: its row as written, its try's number, and the store's name and address (read when claimed). */
export interface ClaimedMessage {
  readonly id: number;
  readonly channel: MessageChannel;
  readonly kind: MessageKind;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly attachments: readonly OutgoingAttachment[];
  /** This try's number (1 for the first). */
  readonly attempts: number;
  readonly senderName: string | null;
  readonly replyTo: string | null;
}

/**
 * The outbox as the relay sees it (issue 30.3).
 *
 * Contract: `claim` moves at most `limit` due messages (`queued`, next try not in the future;
 * one-time codes first, then the oldest) to `sending` until `leaseUntil`, counting the try, and
 * answers them; a message is claimed by one caller only, whatever the number of processes on the
 * database. The marks change a message only while it is `sending` (or failed as interrupted: a late
 * "sent" is the truth); each is idempotent. `failInterrupted` fails every message still `sending`
 * past its lease, with `reason`, and answers how many.
 */
export interface RelayStore {
  claim(now: Date, leaseUntil: Date, limit: number): Promise<readonly ClaimedMessage[]>;
  markSent(id: number, sent: { readonly provider: string; readonly providerId: string | null; readonly at: Date }): Promise<void>;
  retryLater(id: number, retry: { readonly nextAttemptAt: Date; readonly lastError: string; readonly at: Date }): Promise<void>;
  markFailed(id: number, failed: { readonly lastError: string; readonly at: Date }): Promise<void>;
  markOptedOut(id: number, at: Date): Promise<void>;
  failInterrupted(now: Date, reason: string): Promise<number>;
}
