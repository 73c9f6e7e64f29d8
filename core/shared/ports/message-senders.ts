/** Sends a text message. Contract: resolves once the message is accepted (outbox row written); never throws for a bad number (validated before). */
export interface SmsSender {
  send(message: { readonly to: string; readonly body: string }): Promise<void>;
}

/** A file sent with an e-mail (an appointment's .ics): text content, its MIME type and file name. */
export interface EmailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}

/** Sends an e-mail. Contract: as SmsSender; the attachments, when given, travel with it as they are. */
export interface EmailSender {
  send(message: { readonly to: string; readonly subject: string; readonly body: string; readonly attachments?: readonly EmailAttachment[] }): Promise<void>;
}
