import type { MessageMeta } from '../message-meta';

/** Sends a text message. Contract: resolves once the message is accepted (outbox row written, to be relayed); never throws for a bad number (validated before). */
export interface SmsSender {
  send(message: { readonly to: string; readonly body: string; readonly meta?: MessageMeta }): Promise<void>;
}

/** A file sent with an e-mail (an appointment's .ics, a recap PDF): its content, its MIME type and file name. */
export interface EmailAttachment {
  readonly filename: string;
  readonly contentType: string;
  /** Text as it is, or base64 when `encoding` says so (a PDF). */
  readonly content: string;
  readonly encoding?: 'base64';
}

/**
 * Sends an e-mail. Contract: as SmsSender; the attachments, when given, travel with it as they are.
 * `meta` says what the message is and who it is about (issue 30): the Messages screen, the deal's
 * history and the relay's rules (one-time codes skip the wait) read it; without it the message is `other`.
 */
export interface EmailSender {
  send(message: { readonly to: string; readonly subject: string; readonly body: string; readonly attachments?: readonly EmailAttachment[]; readonly meta?: MessageMeta }): Promise<void>;
}
