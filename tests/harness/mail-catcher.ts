import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for the journeys (issue 30.7): it accepts every mail (no TLS, no
 * authentication: SMTP_URL=smtp://127.0.0.1:<port>?starttls=never), parses it with mailparser and
 * keeps it; `next` waits for the first mail to an address that matches. It can be stopped and
 * started again on the same port (the relay retries meanwhile).
 */
export interface CaughtMail {
  readonly to: readonly string[];
  readonly from: string;
  readonly replyTo: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly messageId: string;
  readonly attachments: readonly { readonly filename: string; readonly contentType: string; readonly size: number }[];
}

export interface MailCatcher {
  readonly port: number;
  readonly smtpUrl: string;
  readonly mails: readonly CaughtMail[];
  /** The first mail to `to` (after `after` mails already seen) whose subject matches, waited for up to `timeoutMs`. */
  next(to: string, options?: { readonly subject?: RegExp; readonly after?: number; readonly timeoutMs?: number }): Promise<CaughtMail>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const make = () => new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        const addressText = (v: typeof parsed.from) => (v === undefined ? '' : Array.isArray(v) ? v.map((a) => a.text).join(', ') : v.text);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: addressText(parsed.from), replyTo: addressText(parsed.replyTo), subject: parsed.subject ?? '',
          text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', messageId: parsed.messageId ?? '',
          attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, size: a.size })),
        });
        callback();
      }, (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  let server = make();
  const listen = (port: number) => new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  const port = await listen(0);
  return {
    port, smtpUrl: `smtp://127.0.0.1:${port}?starttls=never`, mails,
    async next(to, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 30_000);
      for (;;) {
        const found = mails.slice(options.after ?? 0).find((m) => m.to.includes(to.toLowerCase()) && (options.subject?.test(m.subject) ?? true));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within the wait; received: ${mails.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ') || 'none'}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() { server = make(); await listen(port); },
  };
}
