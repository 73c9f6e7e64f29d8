import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** What the sink answers a recipient: accept (null), or an SMTP error such as { code: 451, text: '4.3.0 try later' }. */
export type RcptAnswer = (address: string, tries: number) => { readonly code: number; readonly text: string } | null;

/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server + mailparser): no TLS (SMTP_URL's
 * starttls=never), no login; every accepted message is parsed and kept. `stop` closes the port and
 * `start` opens the same port again (a provider's outage).
 */
export async function smtpSink(options: { readonly answer?: RcptAnswer } = {}) {
  const mails: ParsedMail[] = [];
  const tries = new Map<string, number>();
  let answer: RcptAnswer = options.answer ?? (() => null);
  let server: SMTPServer | null = null;
  let port = 0;
  const make = () => new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, banner: 'test sink', closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      const n = (tries.get(address.address) ?? 0) + 1;
      tries.set(address.address, n);
      const a = answer(address.address, n);
      if (a === null) { callback(); return; }
      callback(Object.assign(new Error(a.text), { responseCode: a.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => { mails.push(mail); callback(); }, (error: Error) => callback(error));
    },
  });
  const start = () => new Promise<void>((resolve, reject) => {
    const s = make();
    s.on('error', () => undefined);
    s.server.once('error', reject);
    s.listen(port, '127.0.0.1', () => { port = (s.server.address() as AddressInfo).port; server = s; resolve(); });
  });
  const stop = () => new Promise<void>((resolve) => {
    const s = server;
    server = null;
    if (s === null) { resolve(); return; }
    s.close(() => resolve());
  });
  await start();
  return {
    mails,
    get port() { return port; },
    /** SMTP_URL's settings for the provider (messaging-config.ts's SmtpConfig fields). */
    settings(from = 'Dealer Panel <no-reply@dealer.example>') {
      return { url: `smtp://127.0.0.1:${port}?starttls=never`, host: '127.0.0.1', port, secure: false, starttls: 'never' as const, user: null, password: null, from };
    },
    answering(a: RcptAnswer) { answer = a; },
    start,
    stop,
  };
}
export type SmtpSink = Awaited<ReturnType<typeof smtpSink>>;
