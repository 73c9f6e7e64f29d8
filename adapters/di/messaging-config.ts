import type { SmtpSettings } from '../email/smtp-email-provider';

type Env = Readonly<Record<string, string | undefined>>;

/** SMTP_URL and MAIL_FROM: the SMTP server every e-mail goes through (issue 30.1); the provider's settings and the URL as written. */
export interface SmtpConfig extends SmtpSettings {
  /** SMTP_URL as written (it may hold a password: never log it). */
  readonly url: string;
}

/** TWILIO_*: the text-message provider (issue 30.2); null when text messages are off. */
export interface TwilioConfig {
  readonly accountSid: string;
  /** Never logged: it signs the status callbacks and authenticates the API calls. */
  readonly authToken: string;
  /** One of the two: the number messages come from (E.164), or a Messaging Service SID (MG…). */
  readonly fromNumber: string | null;
  readonly messagingServiceSid: string | null;
  /** TWILIO_API_BASE: https://api.twilio.com by default; a Twilio-compatible service or a test's server otherwise. */
  readonly apiBase: string;
}

export interface MessagingConfig {
  readonly smtp: SmtpConfig | null;
  readonly twilio: TwilioConfig | null;
}

const EMAIL = /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/;

/** Whether MAIL_FROM is an address or "Name <address>". */
export function mailFromProblem(from: string): string | null {
  const m = /^(?:[^<>]*<([^<>]+)>|([^<>]+))$/.exec(from.trim());
  const address = (m?.[1] ?? m?.[2] ?? '').trim();
  return EMAIL.test(address) ? null : `MAIL_FROM must be an e-mail address or "Name <address>", got "${from}"`;
}

function readSmtp(env: Env, problems: string[]): SmtpConfig | null {
  const url = env.SMTP_URL?.trim() || undefined;
  const from = env.MAIL_FROM?.trim() ?? '';
  if (url === undefined) {
    if (from !== '') problems.push('MAIL_FROM needs SMTP_URL (the SMTP server the e-mails go through)');
    return null;
  }
  let parsed: URL;
  try { parsed = new URL(url); } catch { problems.push('SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587 or smtps://…:465'); return null; }
  const secure = parsed.protocol === 'smtps:';
  if (!secure && parsed.protocol !== 'smtp:') { problems.push(`SMTP_URL must start with smtp:// or smtps://, got "${parsed.protocol}//"`); return null; }
  if (parsed.hostname === '') problems.push('SMTP_URL must name a host, as in smtp://smtp.example.com:587');
  const port = parsed.port === '' ? (secure ? 465 : 587) : Number(parsed.port);
  const starttls = parsed.searchParams.get('starttls') ?? 'required';
  if (starttls !== 'required' && starttls !== 'optional' && starttls !== 'never') problems.push(`SMTP_URL's starttls must be required, optional or never, got "${starttls}"`);
  if (secure && parsed.searchParams.has('starttls')) problems.push('SMTP_URL: smtps:// is TLS from the start; starttls applies to smtp:// only');
  if (from === '') problems.push('MAIL_FROM is required with SMTP_URL: the address e-mails come from, e.g. "Dealer Panel <no-reply@example.com>"');
  else { const p = mailFromProblem(from); if (p !== null) problems.push(p); }
  return {
    url, host: parsed.hostname, port, secure, starttls: starttls as SmtpConfig['starttls'],
    user: parsed.username === '' ? null : decodeURIComponent(parsed.username),
    password: parsed.password === '' ? null : decodeURIComponent(parsed.password),
    from,
  };
}

function readTwilio(env: Env, problems: string[]): TwilioConfig | null {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim() || undefined;
  const authToken = env.TWILIO_AUTH_TOKEN?.trim() || undefined;
  const fromNumber = env.TWILIO_FROM_NUMBER?.trim() || null;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim() || null;
  const apiBase = (env.TWILIO_API_BASE?.trim() || 'https://api.twilio.com').replace(/\/+$/, '');
  if (accountSid === undefined && authToken === undefined) {
    if (fromNumber !== null || messagingServiceSid !== null || env.TWILIO_API_BASE) problems.push('TWILIO_FROM_NUMBER, TWILIO_MESSAGING_SERVICE_SID and TWILIO_API_BASE need TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
    return null;
  }
  if (accountSid === undefined || !/^AC[0-9a-fA-F]{32}$/.test(accountSid)) problems.push('TWILIO_ACCOUNT_SID must be an account SID: AC and 32 hexadecimal digits');
  if (authToken === undefined || authToken.length < 16) problems.push('TWILIO_AUTH_TOKEN is required with TWILIO_ACCOUNT_SID (the account\'s auth token)');
  if (fromNumber === null && messagingServiceSid === null) problems.push('TWILIO_FROM_NUMBER (E.164, e.g. +15145550100) or TWILIO_MESSAGING_SERVICE_SID (MG…) is required with TWILIO_ACCOUNT_SID');
  if (fromNumber !== null && !/^\+1\d{10}$/.test(fromNumber)) problems.push(`TWILIO_FROM_NUMBER must be a Canadian or US number in E.164 (+1 and ten digits), got "${fromNumber}"`);
  if (messagingServiceSid !== null && !/^MG[0-9a-fA-F]{32}$/.test(messagingServiceSid)) problems.push('TWILIO_MESSAGING_SERVICE_SID must be MG and 32 hexadecimal digits');
  try {
    const base = new URL(apiBase);
    if (base.protocol !== 'https:' && base.protocol !== 'http:') problems.push('TWILIO_API_BASE must be an http:// or https:// URL');
  } catch { problems.push(`TWILIO_API_BASE must be a URL such as https://api.twilio.com, got "${apiBase}"`); }
  return { accountSid: accountSid ?? '', authToken: authToken ?? '', fromNumber, messagingServiceSid, apiBase };
}

/**
 * Reads SMTP_URL, MAIL_FROM and TWILIO_*. In production e-mail is required (a staff member's
 * invitation and reset link travel by e-mail; without it nobody could ever sign in); text messages
 * are optional (the second factor goes by authenticator app, passkey or e-mail then). In demo mode
 * both are optional: what is not configured stays in the demo inbox.
 */
export function readMessagingConfig(env: Env, appMode: string, problems: string[]): MessagingConfig {
  const smtp = readSmtp(env, problems);
  const twilio = readTwilio(env, problems);
  if (appMode === 'production' && smtp === null && !env.SMTP_URL?.trim()) {
    problems.push('SMTP_URL is required when APP_MODE=production: invitations, password resets and codes are sent by e-mail (and MAIL_FROM, the address they come from). Set SMTP_URL=smtp://user:password@smtp.example.com:587 and MAIL_FROM="Dealer Panel <no-reply@example.com>"');
  }
  return { smtp, twilio };
}
