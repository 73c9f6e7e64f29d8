import { describe, expect, it } from 'vitest';
import { readAdfMailConfig } from './adf-mail-config';

const names = (problems: string[]) => problems.map((p) => p.split(/[ ,]/)[0]);

describe('ADF leads by e-mail: configuration (ADF_SMTP_*, ADF_IMAP_*, ADF_MAIL_USER)', () => {
  it('is off when neither ADF_SMTP_PORT nor ADF_IMAP_URL is set', () => {
    const problems: string[] = [];
    expect(readAdfMailConfig({}, problems)).toBeNull();
    expect(problems).toEqual([]);
  });

  it('reads the listener with its defaults and the polled mailbox from its URL', () => {
    const problems: string[] = [];
    const config = readAdfMailConfig({
      ADF_SMTP_PORT: '2525', ADF_SMTP_DOMAIN: 'Leads.Example.com', ADF_MAIL_USER: 'bdc@example.com',
      ADF_IMAP_URL: 'imaps://leads%40store.example:p%40ss@imap.example.com/Leads', ADF_IMAP_STORE: '3', ADF_IMAP_PROCESSED: 'Done',
    }, problems);
    expect(problems).toEqual([]);
    expect(config).toEqual({
      userEmail: 'bdc@example.com',
      smtp: { port: 2525, host: '127.0.0.1', domain: 'leads.example.com', tls: null },
      imap: { host: 'imap.example.com', port: 993, secure: true, user: 'leads@store.example', password: 'p@ss', mailbox: 'Leads', storeId: 3, intervalMs: 60_000, processedFolder: 'Done' },
    });
  });

  it('names every bad variable at once', () => {
    const problems: string[] = [];
    readAdfMailConfig({
      ADF_SMTP_PORT: 'smtp', ADF_SMTP_DOMAIN: 'not a domain', ADF_SMTP_TLS_KEY: '/nowhere/key.pem',
      ADF_IMAP_URL: 'https://mail.example.com', ADF_IMAP_STORE: 'x', ADF_IMAP_INTERVAL_MS: '5', ADF_MAIL_USER: 'nobody',
    }, problems);
    expect(names(problems)).toEqual(['ADF_SMTP_PORT', 'ADF_SMTP_DOMAIN', 'ADF_SMTP_TLS_KEY', 'ADF_IMAP_URL', 'ADF_IMAP_STORE', 'ADF_IMAP_INTERVAL_MS', 'ADF_MAIL_USER']);
    const stray: string[] = [];
    readAdfMailConfig({ ADF_SMTP_DOMAIN: 'leads.example.com', ADF_IMAP_STORE: '2', ADF_MAIL_USER: 'bdc@example.com' }, stray);
    expect(names(stray)).toEqual(['ADF_SMTP_DOMAIN', 'ADF_IMAP_STORE', 'ADF_MAIL_USER']);
  });

  it('requires STARTTLS only with a certificate, and only as true or false', () => {
    const base = { ADF_SMTP_PORT: '25', ADF_SMTP_DOMAIN: 'leads.example.com', ADF_MAIL_USER: 'bdc@example.com' };
    const without: string[] = [];
    readAdfMailConfig({ ...base, ADF_SMTP_TLS_REQUIRED: 'true' }, without);
    expect(without).toEqual([expect.stringMatching(/^ADF_SMTP_TLS_REQUIRED needs ADF_SMTP_TLS_KEY/)]);
    const bad: string[] = [];
    readAdfMailConfig({ ...base, ADF_SMTP_TLS_REQUIRED: 'yes' }, bad);
    expect(names(bad)).toEqual(['ADF_SMTP_TLS_REQUIRED']);
    const stray: string[] = [];
    readAdfMailConfig({ ADF_SMTP_TLS_REQUIRED: 'false' }, stray);
    expect(names(stray)).toEqual(['ADF_SMTP_TLS_REQUIRED']);
  });
});
