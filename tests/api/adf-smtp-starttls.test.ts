import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../../adapters/adf/adf-mail';
import { startAdfSmtp, type AdfSmtpConfig } from '../../adapters/adf/adf-smtp-listener';
import { readAdfMailConfig } from '../../adapters/di/adf-mail-config';
import { selfSignedPair } from '../harness/tls-pair';

const DOMAIN = 'leads.example.test';
const TOKEN = 'abcdefghijklmnop';
const TO = `leads+${TOKEN}@${DOMAIN}`;
const BASE = { ADF_SMTP_PORT: '0', ADF_SMTP_DOMAIN: DOMAIN, ADF_MAIL_USER: 'bdc@example.com' };

describe('the ADF SMTP listener over STARTTLS (ADF_SMTP_TLS_KEY, ADF_SMTP_TLS_CERT, ADF_SMTP_TLS_REQUIRED)', () => {
  let pair: { key: string; cert: string };
  let files: { ADF_SMTP_TLS_KEY: string; ADF_SMTP_TLS_CERT: string };
  let dir = '';
  const received: ReceivedMail[] = [];
  let stop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    pair = await selfSignedPair(DOMAIN);
    dir = mkdtempSync(path.join(tmpdir(), 'adf-tls-'));
    writeFileSync(path.join(dir, 'key.pem'), pair.key);
    writeFileSync(path.join(dir, 'cert.pem'), pair.cert);
    files = { ADF_SMTP_TLS_KEY: path.join(dir, 'key.pem'), ADF_SMTP_TLS_CERT: path.join(dir, 'cert.pem') };
  });
  afterEach(async () => { await stop(); received.length = 0; });

  /** Starts the listener as the environment configures it; its port. */
  async function listen(env: Record<string, string>): Promise<number> {
    const problems: string[] = [];
    const smtp = readAdfMailConfig({ ...BASE, ...env }, problems)?.smtp;
    expect(problems).toEqual([]);
    const listener = await startAdfSmtp({ ...(smtp as AdfSmtpConfig), port: 0 }, {
      storeOfToken: async (token) => (token === TOKEN ? 7 : null), log: () => undefined,
      receive: async (mail) => { received.push(mail); return { kind: 'done', importIds: [1], keptAside: null }; },
    });
    stop = listener.stop;
    return listener.port;
  }

  /** Sends one e-mail; the answer code. With `required`, nodemailer refuses to send before STARTTLS succeeded (the certificate checked against `pair`). */
  async function send(port: number, tls: 'required' | 'never'): Promise<number> {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1', port, secure: false, ...(tls === 'required' ? { requireTLS: true } : { ignoreTLS: true }),
      tls: { ca: [pair.cert], servername: DOMAIN },
    });
    try {
      await transport.sendMail({ from: 'leads@autotrader.example', to: TO, subject: 'Lead', text: '<adf></adf>' });
      return 250;
    } catch (error) {
      return (error as { responseCode?: number }).responseCode ?? -1;
    } finally {
      transport.close();
    }
  }

  it('offers STARTTLS with the configured certificate: a sender that requires it delivers, the certificate verified against its own CA', async () => {
    const port = await listen(files);
    expect(await send(port, 'required')).toBe(250);
    expect(received.map((m) => [m.channel, m.dealershipId, m.envelopeFrom])).toEqual([['smtp', 7, 'leads@autotrader.example']]);
    // Offered, not required: a sender without TLS is still received.
    expect(await send(port, 'never')).toBe(250);
    expect(received).toHaveLength(2);
  });

  it('refuses a sender that does not start TLS (530) when ADF_SMTP_TLS_REQUIRED=true, and receives it over STARTTLS', async () => {
    const port = await listen({ ...files, ADF_SMTP_TLS_REQUIRED: 'true' });
    expect(await send(port, 'never')).toBe(530);
    expect(received).toEqual([]);
    expect(await send(port, 'required')).toBe(250);
    expect(received).toHaveLength(1);
  });

  it('offers no STARTTLS without a certificate: a sender that requires TLS cannot deliver', async () => {
    const port = await listen({});
    expect(await send(port, 'required')).not.toBe(250);
    expect(received).toEqual([]);
  });

  it('refuses to start with a certificate that is not the key\'s, or not a certificate, and says which variables', async () => {
    const other = await selfSignedPair('other.example.test');
    writeFileSync(path.join(dir, 'other-cert.pem'), other.cert);
    writeFileSync(path.join(dir, 'junk.pem'), 'CERT');
    const good: string[] = [];
    expect(readAdfMailConfig({ ...BASE, ...files }, good)?.smtp?.tls).toEqual({ key: Buffer.from(pair.key), cert: Buffer.from(pair.cert), required: false });
    expect(good).toEqual([]);
    for (const cert of ['other-cert.pem', 'junk.pem']) {
      const problems: string[] = [];
      expect(readAdfMailConfig({ ...BASE, ...files, ADF_SMTP_TLS_CERT: path.join(dir, cert) }, problems)?.smtp?.tls).toBeNull();
      expect(problems).toEqual([expect.stringMatching(/^ADF_SMTP_TLS_KEY and ADF_SMTP_TLS_CERT must be a PEM private key and its certificate/)]);
    }
    const missing: string[] = [];
    readAdfMailConfig({ ...BASE, ...files, ADF_SMTP_TLS_CERT: path.join(dir, 'none.pem') }, missing);
    expect(missing).toEqual([expect.stringMatching(/^ADF_SMTP_TLS_CERT must be a readable PEM file/)]);
  });
});
