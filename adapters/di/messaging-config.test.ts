import { describe, expect, it } from 'vitest';
import { readMessagingConfig } from './messaging-config';

const read = (env: Record<string, string>, appMode = 'demo') => {
  const problems: string[] = [];
  const config = readMessagingConfig(env, appMode, problems);
  return { config, problems };
};
const SID = `AC${'a1'.repeat(16)}`;

describe('SMTP_URL and MAIL_FROM', () => {
  it('are optional in demo mode and required in production, saying why', () => {
    expect(read({}).config).toEqual({ smtp: null, twilio: null });
    expect(read({}).problems).toEqual([]);
    expect(read({}, 'production').problems.join('\n')).toMatch(/SMTP_URL is required when APP_MODE=production: invitations, password resets/);
  });

  it('reads smtp:// with STARTTLS required by default, smtps:// on 465, and the credentials', () => {
    const { config, problems } = read({ SMTP_URL: 'smtp://ops%40store.ca:p%40ss@smtp.example.com', MAIL_FROM: 'Dealer Panel <no-reply@example.com>' }, 'production');
    expect(problems).toEqual([]);
    expect(config.smtp).toMatchObject({ host: 'smtp.example.com', port: 587, secure: false, starttls: 'required', user: 'ops@store.ca', password: 'p@ss', from: 'Dealer Panel <no-reply@example.com>' });
    expect(read({ SMTP_URL: 'smtps://smtp.example.com', MAIL_FROM: 'a@b.ca' }).config.smtp).toMatchObject({ port: 465, secure: true });
    expect(read({ SMTP_URL: 'smtp://127.0.0.1:2525?starttls=never', MAIL_FROM: 'a@b.ca' }).config.smtp).toMatchObject({ port: 2525, starttls: 'never' });
  });

  it('names every bad value', () => {
    expect(read({ SMTP_URL: 'http://smtp.example.com', MAIL_FROM: 'a@b.ca' }).problems).toEqual(['SMTP_URL must start with smtp:// or smtps://, got "http://"']);
    expect(read({ SMTP_URL: 'smtp://smtp.example.com' }).problems.join()).toMatch(/MAIL_FROM is required with SMTP_URL/);
    expect(read({ SMTP_URL: 'smtp://smtp.example.com', MAIL_FROM: 'nobody' }).problems.join()).toMatch(/MAIL_FROM must be an e-mail address/);
    expect(read({ SMTP_URL: 'smtp://smtp.example.com?starttls=maybe', MAIL_FROM: 'a@b.ca' }).problems.join()).toMatch(/starttls must be required, optional or never/);
    expect(read({ MAIL_FROM: 'a@b.ca' }).problems).toEqual(['MAIL_FROM needs SMTP_URL (the SMTP server the e-mails go through)']);
  });
});

describe('TWILIO_*', () => {
  it('is off unless the account is given, and then wants a sender', () => {
    expect(read({}).config.twilio).toBeNull();
    expect(read({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 't'.repeat(32) }).problems.join()).toMatch(/TWILIO_FROM_NUMBER .* or TWILIO_MESSAGING_SERVICE_SID/);
    const { config, problems } = read({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 't'.repeat(32), TWILIO_FROM_NUMBER: '+15145550100', TWILIO_API_BASE: 'http://127.0.0.1:9999/' });
    expect(problems).toEqual([]);
    expect(config.twilio).toEqual({ accountSid: SID, authToken: 't'.repeat(32), fromNumber: '+15145550100', messagingServiceSid: null, apiBase: 'http://127.0.0.1:9999' });
    expect(read({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 't'.repeat(32), TWILIO_FROM_NUMBER: '+15145550100' }).config.twilio?.apiBase).toBe('https://api.twilio.com');
  });

  it('names every bad value', () => {
    const problems = read({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'short', TWILIO_FROM_NUMBER: '514-555-0100', TWILIO_API_BASE: 'ftp://x' }).problems.join('\n');
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER must be', 'TWILIO_API_BASE']) expect(problems).toContain(name);
    expect(read({ TWILIO_FROM_NUMBER: '+15145550100' }).problems.join()).toMatch(/need TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/);
  });
});
