import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { providerFailure, type EmailProvider, type OutgoingEmail } from '@dealer-panel/core/messages/providers';
import { guessLanguage, htmlBody } from './html-body';

/** What the provider needs of `config.messaging.smtp` (adapters/di/messaging-config.ts). */
export interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly starttls: 'required' | 'optional' | 'never';
  readonly user: string | null;
  readonly password: string | null;
  readonly from: string;
}

/** Bounds on a hung server: a try ends by then, well inside the relay's lease (core/messages/relay-policy.ts). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 } as const;

/** MAIL_FROM's address: "Dealer Panel <no-reply@example.com>" → no-reply@example.com. */
export function mailFromAddress(from: string): string {
  const m = /<([^<>]+)>\s*$/.exec(from.trim());
  return (m?.[1] ?? from).trim();
}

/** The Message-ID of an outbox row: the same on every try, so a receiver that saw one try can tell the next is the same message. */
export function outboxMessageId(rowId: number, from: string): string {
  const domain = mailFromAddress(from).split('@')[1] ?? 'localhost';
  return `<outbox-${rowId}@${domain}>`;
}

/** The transport's options: TLS from the first byte for smtps://, STARTTLS as SMTP_URL says, timeouts always. */
export function smtpTransportOptions(s: SmtpSettings, timeouts: Partial<Record<keyof typeof SMTP_TIMEOUTS, number>> = {}): SMTPTransport.Options {
  return {
    host: s.host, port: s.port, secure: s.secure,
    ...(s.secure ? {} : s.starttls === 'required' ? { requireTLS: true } : s.starttls === 'never' ? { ignoreTLS: true } : {}),
    ...(s.user === null ? {} : { auth: { user: s.user, pass: s.password ?? '' } }),
    ...SMTP_TIMEOUTS, ...timeouts,
  };
}

/** The mail as nodemailer takes it: the store's name on MAIL_FROM's address, the store's reply-to, text and HTML, the files. */
export function smtpMail(s: Pick<SmtpSettings, 'from'>, email: OutgoingEmail) {
  return {
    from: email.senderName === null ? s.from : { name: email.senderName, address: mailFromAddress(s.from) },
    ...(email.replyTo === null ? {} : { replyTo: email.replyTo }),
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: htmlBody(email.text, guessLanguage(`${email.subject}\n${email.text}`)),
    messageId: outboxMessageId(email.messageId, s.from),
    attachments: email.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, ...(a.encoding === undefined ? {} : { encoding: a.encoding }) })),
  };
}

interface SmtpError { readonly code?: string; readonly responseCode?: number; readonly response?: string; readonly message?: string }

/** Errors that say nothing of the message, only of the way to the server: worth another try. */
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EPROTOCOL', 'EAUTH', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/**
 * A failure as the relay sees it. A 4xx answer is transient and a 5xx permanent, with the server's
 * response line as the reason (never the body); no answer at all (refused, timed out, cut) is
 * transient. Decision: a refused login (EAUTH, even 535) is transient: the message is fine, our
 * credentials are not, and once SMTP_URL is fixed the queued messages go.
 */
export function classifySmtpError(error: unknown): ReturnType<typeof providerFailure> {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const line = (e.response ?? '').split(/\r?\n/)[0]?.trim() ?? '';
  if (e.code === 'EAUTH') return providerFailure(true, line || 'EAUTH: the SMTP server refused the login');
  if (typeof e.responseCode === 'number' && line !== '') {
    if (e.responseCode >= 400 && e.responseCode < 500) return providerFailure(true, line);
    if (e.responseCode >= 500) return providerFailure(false, line);
  }
  const code = e.code ?? 'unknown';
  if (code === 'EENVELOPE' || code === 'EMESSAGE') return providerFailure(false, line || `${code}: the message could not be sent as written`);
  const reason = TRANSIENT_CODES.has(code) || code === 'unknown' ? `${code}: ${(e.message ?? '').split('\n')[0]}` : code;
  return providerFailure(true, reason.slice(0, 300));
}

/** E-mail over SMTP (nodemailer), one connection per message; resolves with the Message-ID, rejects with a ProviderFailure. */
export function smtpEmailProvider(settings: SmtpSettings, timeouts: Partial<Record<keyof typeof SMTP_TIMEOUTS, number>> = {}): EmailProvider & { close(): void } {
  // nodemailer (~1 MB of modules) is loaded at the first e-mail, not with the server (issue 34.6).
  const load = async () => (await import('nodemailer')).default.createTransport(smtpTransportOptions(settings, timeouts));
  let transport: ReturnType<typeof load> | undefined;
  return {
    name: 'smtp',
    async send(email) {
      const mail = smtpMail(settings, email);
      try {
        transport ??= load();
        const info = await (await transport).sendMail(mail);
        return { providerId: info.messageId || mail.messageId };
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    close: () => { void transport?.then((t) => { t.close(); }); },
  };
}
