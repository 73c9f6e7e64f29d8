/** Sends a text message. Contract: resolves once the message is accepted (outbox row written); never throws for a bad number (validated before). */
export interface SmsSender {
  send(message: { readonly to: string; readonly body: string }): Promise<void>;
}

/** Sends an e-mail. Contract: as SmsSender. */
export interface EmailSender {
  send(message: { readonly to: string; readonly subject: string; readonly body: string }): Promise<void>;
}
