import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { isProviderFailure, type OutgoingEmail } from '@dealer-panel/core/messages/providers';
import { classifySmtpError, smtpEmailProvider, smtpTransportOptions } from '../../adapters/email/smtp-email-provider';
import { htmlBody } from '../../adapters/email/html-body';
import { smtpSink, type SmtpSink } from './support/smtp-sink';

const email = (over: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  messageId: 41, to: 'helene@example.com', subject: 'Votre lien', text: 'Bonjour Hélène,\n\nVotre lien : https://dealer.test/deal/abc?x=1&y=2. <b>bold</b>\nÀ bientôt',
  senderName: 'Auto Lac Québec', replyTo: 'ventes@autolac.example', attachments: [], ...over,
});

async function failureOf(p: Promise<unknown>) {
  try { await p; } catch (error) { return error; }
  throw new Error('it was sent');
}

describe('the SMTP provider against a real SMTP server', () => {
  let sink: SmtpSink;
  beforeAll(async () => { sink = await smtpSink(); });
  afterAll(async () => { await sink.stop(); });

  it('sends text and HTML parts from the store\'s name at MAIL_FROM\'s address, with its reply-to, files and a Message-ID of the row', async () => {
    const provider = smtpEmailProvider(sink.settings());
    const pdf = Buffer.from('%PDF-1.4 recap').toString('base64');
    const sent = await provider.send(email({ attachments: [{ filename: 'recap.pdf', contentType: 'application/pdf', content: pdf, encoding: 'base64' }, { filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }] }));
    expect(sent.providerId).toBe('<outbox-41@dealer.example>');
    const mail = sink.mails.at(-1)!;
    expect(mail.messageId).toBe('<outbox-41@dealer.example>');
    expect(mail.from?.value).toEqual([{ name: 'Auto Lac Québec', address: 'no-reply@dealer.example' }]);
    expect(mail.replyTo?.value).toEqual([{ name: '', address: 'ventes@autolac.example' }]);
    expect(mail.subject).toBe('Votre lien');
    expect(mail.text?.trim()).toBe(email().text);
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain('<a href="https://dealer.test/deal/abc?x=1&amp;y=2">https://dealer.test/deal/abc?x=1&amp;y=2</a>. &lt;b&gt;bold');
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([['recap.pdf', 'application/pdf', '%PDF-1.4 recap'], ['a.ics', 'text/calendar', 'BEGIN:VCALENDAR']]);
    provider.close();
  });

  it('keeps MAIL_FROM as written without a store, and adds no reply-to', async () => {
    const provider = smtpEmailProvider(sink.settings('Dealer Panel <no-reply@dealer.example>'));
    await provider.send(email({ messageId: 42, senderName: null, replyTo: null, text: 'Hello, your code is 123456.' }));
    const mail = sink.mails.at(-1)!;
    expect(mail.from?.value).toEqual([{ name: 'Dealer Panel', address: 'no-reply@dealer.example' }]);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.html).toContain('<html lang="en">');
    provider.close();
  });

  it('takes a 451 for transient and a 550 for permanent, with the server\'s line as the reason and never the body', async () => {
    sink.answering((address) => address.startsWith('later') ? { code: 451, text: '4.3.0 Mailbox busy, try later' } : address.startsWith('nobody') ? { code: 550, text: '5.1.1 No such user' } : null);
    const provider = smtpEmailProvider(sink.settings());
    const later = await failureOf(provider.send(email({ to: 'later@example.com' })));
    const nobody = await failureOf(provider.send(email({ to: 'nobody@example.com' })));
    expect(later).toMatchObject({ _tag: 'ProviderFailure', transient: true, reason: '451 4.3.0 Mailbox busy, try later' });
    expect(nobody).toMatchObject({ _tag: 'ProviderFailure', transient: false, reason: '550 5.1.1 No such user' });
    expect(JSON.stringify([later, nobody])).not.toContain('dealer.test/deal');
    sink.answering(() => null);
    provider.close();
  });

  it('takes a refused connection and a server that never greets for transient, within the timeouts', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const refused = await failureOf(smtpEmailProvider({ ...sink.settings(), port: closedPort }).send(email()));
    expect(refused).toMatchObject({ transient: true });
    expect((refused as { reason: string }).reason).toMatch(/ECONNREFUSED/);
    const silent = net.createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const settings = { ...sink.settings(), port: (silent.address() as AddressInfo).port };
    expect(smtpTransportOptions(settings)).toMatchObject({ greetingTimeout: 10_000, connectionTimeout: 10_000, socketTimeout: 30_000, ignoreTLS: true });
    const hung = await failureOf(smtpEmailProvider(settings, { greetingTimeout: 300 }).send(email()));
    expect(hung).toMatchObject({ transient: true });
    silent.close();
  });
});

describe('smtp settings and failures', () => {
  it('asks TLS from the first byte for smtps://, STARTTLS when required, none when never', () => {
    const base = { host: 'smtp.example.com', port: 587, secure: false, user: 'u', password: 'p', from: 'a@b.example' };
    expect(smtpTransportOptions({ ...base, starttls: 'required' })).toMatchObject({ requireTLS: true, auth: { user: 'u', pass: 'p' } });
    expect(smtpTransportOptions({ ...base, starttls: 'never' })).toMatchObject({ ignoreTLS: true });
    const optional = smtpTransportOptions({ ...base, starttls: 'optional' });
    expect([optional.requireTLS, optional.ignoreTLS]).toEqual([undefined, undefined]);
    expect(smtpTransportOptions({ ...base, port: 465, secure: true, starttls: 'required' })).toMatchObject({ secure: true });
  });

  it('classifies what nodemailer throws', () => {
    expect(classifySmtpError({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 unknown\r\nmore' })).toMatchObject({ transient: false, reason: '550 5.1.1 unknown' });
    expect(classifySmtpError({ code: 'EMESSAGE', responseCode: 421, response: '421 4.7.0 slow down' })).toMatchObject({ transient: true });
    expect(classifySmtpError({ code: 'EAUTH', responseCode: 535, response: '535 5.7.8 bad credentials' })).toMatchObject({ transient: true, reason: '535 5.7.8 bad credentials' });
    expect(classifySmtpError({ code: 'EENVELOPE', message: 'No recipients defined' })).toMatchObject({ transient: false });
    expect(classifySmtpError(new Error('boom'))).toMatchObject({ transient: true });
    expect(isProviderFailure(classifySmtpError(null))).toBe(true);
  });

  it('escapes the HTML part and makes paragraphs', () => {
    expect(htmlBody('a <b>\n\nhttp://x.test/a.', 'en')).toContain('<p>a &lt;b&gt;</p>\n<p><a href="http://x.test/a">http://x.test/a</a>.</p>');
  });
});
