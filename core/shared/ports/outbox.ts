import type { EmailAttachment } from './message-senders';

export interface OutboxEntry {
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** An e-mail's files (empty for a text message). */
  readonly attachments: readonly EmailAttachment[];
  readonly createdAt: Date;
}

/** Reads the outbound messages (demo inbox). Contract: newest first, at most `limit`. */
export interface OutboxReader {
  latest(limit: number): Promise<readonly OutboxEntry[]>;
}
