import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import type { AdfSmtpConfig } from '../adf/adf-smtp-listener';
import type { AdfImapConfig } from '../adf/adf-imap-poller';

type Env = Readonly<Record<string, string | undefined>>;

/** ADF leads by e-mail (issue 30.6): the SMTP listener, the polled IMAP mailbox, and the account both import as. */
export interface AdfMailConfig {
  readonly smtp: AdfSmtpConfig | null;
  readonly imap: AdfImapConfig | null;
  /** ADF_MAIL_USER: the e-mail of the staff account leads are imported as (an admin or sales manager of each store it receives for). */
  readonly userEmail: string;
}

const EMAIL = /^[^@\s]+@[^@\s]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

function readTls(env: Env, problems: string[]): AdfSmtpConfig['tls'] {
  const keyFile = env.ADF_SMTP_TLS_KEY?.trim() || undefined;
  const certFile = env.ADF_SMTP_TLS_CERT?.trim() || undefined;
  const requiredText = env.ADF_SMTP_TLS_REQUIRED?.trim().toLowerCase() || 'false';
  if (requiredText !== 'true' && requiredText !== 'false') problems.push(`ADF_SMTP_TLS_REQUIRED must be true or false, got "${env.ADF_SMTP_TLS_REQUIRED}"`);
  if (keyFile === undefined && certFile === undefined) {
    if (requiredText === 'true') problems.push('ADF_SMTP_TLS_REQUIRED needs ADF_SMTP_TLS_KEY and ADF_SMTP_TLS_CERT (the certificate STARTTLS offers)');
    return null;
  }
  if (keyFile === undefined || certFile === undefined) { problems.push('ADF_SMTP_TLS_KEY and ADF_SMTP_TLS_CERT go together (the PEM files of the listener\'s STARTTLS certificate)'); return null; }
  const read = (name: string, file: string) => {
    try { return readFileSync(file); } catch { problems.push(`${name} must be a readable PEM file, got "${file}"`); return null; }
  };
  const key = read('ADF_SMTP_TLS_KEY', keyFile);
  const cert = read('ADF_SMTP_TLS_CERT', certFile);
  if (key === null || cert === null) return null;
  try {
    createSecureContext({ key, cert });
  } catch (error) {
    problems.push(`ADF_SMTP_TLS_KEY and ADF_SMTP_TLS_CERT must be a PEM private key and its certificate (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
  return { key, cert, required: requiredText === 'true' };
}

function readSmtp(env: Env, problems: string[]): AdfSmtpConfig | null {
  const portText = env.ADF_SMTP_PORT?.trim() || undefined;
  if (portText === undefined) {
    const stray = ['ADF_SMTP_HOST', 'ADF_SMTP_DOMAIN', 'ADF_SMTP_TLS_KEY', 'ADF_SMTP_TLS_CERT', 'ADF_SMTP_TLS_REQUIRED'].filter((n) => env[n]?.trim());
    if (stray.length > 0) problems.push(`${stray.join(', ')} need ADF_SMTP_PORT (the port the ADF leads listener listens on)`);
    return null;
  }
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`ADF_SMTP_PORT must be a port number (0-65535), got "${portText}"`);
  const host = env.ADF_SMTP_HOST?.trim() || '127.0.0.1';
  const domain = (env.ADF_SMTP_DOMAIN ?? '').trim().toLowerCase();
  if (!DOMAIN.test(domain)) problems.push(`ADF_SMTP_DOMAIN must be the domain of the stores' lead addresses (leads+<token>@domain, its MX pointing here), got "${env.ADF_SMTP_DOMAIN ?? ''}"`);
  return { port, host, domain, tls: readTls(env, problems) };
}

function readImap(env: Env, problems: string[]): AdfImapConfig | null {
  const url = env.ADF_IMAP_URL?.trim() || undefined;
  if (url === undefined) {
    const stray = ['ADF_IMAP_STORE', 'ADF_IMAP_INTERVAL_MS', 'ADF_IMAP_PROCESSED'].filter((n) => env[n]?.trim());
    if (stray.length > 0) problems.push(`${stray.join(', ')} need ADF_IMAP_URL (the mailbox to poll)`);
    return null;
  }
  let parsed: URL | null = null;
  try { parsed = new URL(url); } catch { /* said below */ }
  const ok = parsed !== null && (parsed.protocol === 'imaps:' || parsed.protocol === 'imap:') && parsed.hostname !== '' && parsed.username !== '';
  if (!ok) problems.push('ADF_IMAP_URL must be imaps://user:password@host:993/INBOX (imap:// uses STARTTLS on 143; the user and password URL-encoded)');
  const storeId = Number(env.ADF_IMAP_STORE ?? '');
  if (!Number.isInteger(storeId) || storeId < 1) problems.push(`ADF_IMAP_STORE must be the id of the dealership the mailbox's leads go to, got "${env.ADF_IMAP_STORE ?? ''}"`);
  const intervalMs = Number(env.ADF_IMAP_INTERVAL_MS ?? '60000');
  if (!Number.isInteger(intervalMs) || intervalMs < 10_000 || intervalMs > 3_600_000) problems.push(`ADF_IMAP_INTERVAL_MS must be a whole number from 10000 to 3600000, got "${env.ADF_IMAP_INTERVAL_MS}"`);
  const processed = env.ADF_IMAP_PROCESSED?.trim() || null;
  if (!ok || parsed === null) return null;
  const secure = parsed.protocol === 'imaps:';
  return {
    host: parsed.hostname, port: parsed.port === '' ? (secure ? 993 : 143) : Number(parsed.port), secure,
    user: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password),
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'INBOX', storeId, intervalMs, processedFolder: processed,
  };
}

/**
 * ADF_SMTP_PORT (off when unset; ADF_SMTP_HOST default 127.0.0.1, ADF_SMTP_DOMAIN required,
 * ADF_SMTP_TLS_KEY and ADF_SMTP_TLS_CERT for STARTTLS, ADF_SMTP_TLS_REQUIRED to refuse mail without it) and ADF_IMAP_URL (off when unset;
 * ADF_IMAP_STORE required, ADF_IMAP_INTERVAL_MS default 60000, ADF_IMAP_PROCESSED a folder to
 * move imported e-mails to, else they are only marked seen); either needs ADF_MAIL_USER. Null when
 * both are off. Bad values are added to `problems`.
 */
export function readAdfMailConfig(env: Env, problems: string[]): AdfMailConfig | null {
  const smtp = readSmtp(env, problems);
  const imap = readImap(env, problems);
  const on = env.ADF_SMTP_PORT?.trim() || env.ADF_IMAP_URL?.trim();
  const userEmail = env.ADF_MAIL_USER?.trim() ?? '';
  if (!on) {
    if (userEmail !== '') problems.push('ADF_MAIL_USER needs ADF_SMTP_PORT or ADF_IMAP_URL (how ADF leads arrive by e-mail)');
    return null;
  }
  if (!EMAIL.test(userEmail)) problems.push(`ADF_MAIL_USER must be the e-mail of the admin or sales manager e-mailed leads are imported as, got "${userEmail}"`);
  return { smtp, imap, userEmail };
}
