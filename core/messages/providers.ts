/**
 * The providers the relay hands a message to (issue 30): an SMTP server for e-mail, Twilio (or a
 * service speaking its Messages API) for text messages. A provider resolves with its own id for the
 * message (the SMTP Message-ID, Twilio's SID) once it accepted it, or rejects with a ProviderFailure.
 */
export interface ProviderFailure {
  readonly _tag: 'ProviderFailure';
  /** Worth another try later (connection refused, timeout, 4xx SMTP, 5xx or 429 HTTP); false when the message can never go as written (bad address, 5xx SMTP, Twilio 21211). */
  readonly transient: boolean;
  /** The provider's own words, shown to staff ("550 5.1.1 mailbox unavailable", "21610 the number unsubscribed"). Never holds the body. */
  readonly reason: string;
}

export const providerFailure = (transient: boolean, reason: string): ProviderFailure => ({ _tag: 'ProviderFailure', transient, reason: reason.slice(0, 500) });

export const isProviderFailure = (e: unknown): e is ProviderFailure =>
  typeof e === 'object' && e !== null && (e as { _tag?: unknown })._tag === 'ProviderFailure';

export interface OutgoingAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
  /** base64 for binary files (a PDF); text as it is otherwise. */
  readonly encoding?: 'base64';
}

export interface OutgoingEmail {
  /** The outbox row's id: the provider's idempotency key (the Message-ID is made from it). */
  readonly messageId: number;
  readonly to: string;
  readonly subject: string;
  /** The plain-text body as written by the templates; the HTML part is made from it. */
  readonly text: string;
  /** The store's name as the sender's display name (the address stays MAIL_FROM), or null for the platform's. */
  readonly senderName: string | null;
  /** The store's e-mail, so a customer's reply reaches the store; null when it has none. */
  readonly replyTo: string | null;
  readonly attachments: readonly OutgoingAttachment[];
}

export interface OutgoingText {
  readonly messageId: number;
  /** E.164 (+1 and ten digits for Canada and the USA). */
  readonly to: string;
  readonly body: string;
}

export interface EmailProvider {
  readonly name: string;
  send(email: OutgoingEmail): Promise<{ readonly providerId: string }>;
}

export interface TextProvider {
  readonly name: string;
  send(text: OutgoingText): Promise<{ readonly providerId: string }>;
}

/** A text number as E.164 for Canada and the USA: "(514) 555-0199" → "+15145550199"; null when it is not ten digits (with or without the 1). */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
