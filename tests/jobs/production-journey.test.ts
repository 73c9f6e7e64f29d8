import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionInstance, type ProductionInstance } from '../harness/production-instance';
import { cookieBrowser } from '../harness/cookie-browser';

/**
 * Issue 30.7, the server as deployed: APP_MODE=production on a fresh database, a real SMTP server
 * (the mail catcher) and a Twilio-compatible endpoint (the fake) beside it, a store and its first
 * admin made by the operator (make-store, then the CLI). Every message goes through the outbox and
 * the relay to its provider. E2E_PORT (default 8320) is the server's port.
 */
const PORT = Number(process.env['E2E_PORT'] ?? 8320);

const browser = cookieBrowser;

const tokenOf = (text: string) => decodeURIComponent(/token=([^&\s]+)/.exec(text)?.[1] ?? '');
const appCode = (secret: string, stepsAhead = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

describe('a fresh production instance with an SMTP server and Twilio', () => {
  let instance: ProductionInstance;
  beforeAll(async () => { instance = await startProductionInstance(PORT); }, 480_000);
  afterAll(async () => { await instance?.stop(); });

  it('signs the first admin in by text, invites a staff member by e-mail, who signs in with an app, resets the password; STOP is heard', async () => {
    const admin = browser(instance.url);
    expect(await (await admin('GET', '/settings/')).json()).toMatchObject({ app_mode: 'production', text_messages: true });

    // The first admin (made with the CLI) sets up a phone: the code goes through the relay to Twilio.
    expect((await admin('POST', '/api/dealer/user/login/', instance.admin)).status).toBe(200);
    const phone = '514-555-0142';
    expect((await admin('POST', '/api/dealer/user/setup_otp/', { phone })).status, instance.output()).toBe(200);
    const deadline = Date.now() + 30_000;
    while (instance.twilio.messages.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const [text] = instance.twilio.messages;
    expect(text, instance.output()).toMatchObject({ to: '+15145550142', from: instance.twilio.fromNumber, body: expect.stringMatching(/\d{6}/) });
    const code = /(\d{6})/.exec(text!.body)?.[1] ?? '';
    expect(await (await admin('POST', '/api/dealer/user/confirm_otp_device/', { token: code, phone })).json()).toMatchObject({ fully_authenticated: true });

    // Twilio's signed delivery receipt moves the message; a replay with another status is refused.
    const url = text!.statusCallback!;
    expect(url).toMatch(new RegExp(`^${instance.url}/api/messages/twilio/status/\\?message=\\d+$`));
    const params = { MessageSid: text!.sid, AccountSid: instance.twilio.accountSid, To: text!.to, MessageStatus: 'delivered' };
    const callback = (signed: Record<string, string>, sent: Record<string, string> = signed) => fetch(url, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': instance.twilio.sign(url, signed) }, body: new URLSearchParams(sent).toString(),
    });
    expect((await callback(params, { ...params, MessageStatus: 'failed', ErrorCode: '30003' })).status).toBe(403);
    expect(await (await callback(params)).json()).toEqual({ received: true, outcome: 'changed' });
    expect(await (await callback({ ...params, MessageStatus: 'sent' })).json()).toEqual({ received: true, outcome: 'unchanged' });

    // The admin invites a staff member: the invitation arrives over SMTP, from the store, replies to the store.
    const email = 'luc.tremblay@laurier.example';
    expect((await admin('POST', '/api/dealer/user/', { email, first_name: 'Luc', last_name: 'Tremblay', set_role: 'dealer_sales_rep', language: 'fr_CA' })).status).toBe(201);
    const invitation = await instance.mail.next(email);
    expect(invitation.from).toContain('Concession Laurier');
    expect(invitation.from).toContain('no-reply@panel.example');
    expect(invitation.replyTo).toContain('ventes@laurier.example');
    expect(invitation.html).toContain('lang="fr');
    const password = 'Luc-Nouveau-2026!';
    expect((await admin('POST', '/api/dealer/user/reset_password/confirm/', { token: tokenOf(invitation.text), new_password: password, confirm_new_password: password })).status).toBe(200);

    // The new staff member has no phone: they enroll an authenticator app at their first sign-in.
    const luc = browser(instance.url);
    expect((await luc('POST', '/api/dealer/user/login/', { email, password })).status).toBe(200);
    const enrolled = await (await luc('POST', '/api/dealer/user/totp/enroll/', {})).json() as { secret: string; qr_code: string };
    expect(enrolled.qr_code).not.toBe('');
    const confirmed = await (await luc('POST', '/api/dealer/user/totp/confirm/', { code: appCode(enrolled.secret) })).json() as { status: { fully_authenticated: boolean }; recovery_codes: string[] };
    expect(confirmed.status.fully_authenticated).toBe(true);
    expect(confirmed.recovery_codes).toHaveLength(10);
    expect((await luc('POST', '/api/dealer/user/logout/', {})).status).toBe(200);
    expect((await luc('POST', '/api/dealer/user/login/', { email, password })).status).toBe(200);
    const verified = await luc('POST', '/api/dealer/user/second_factor/verify/', { method: 'totp', code: appCode(enrolled.secret, 1) });
    expect(await verified.json()).toMatchObject({ fully_authenticated: true });

    // A forgotten password: the reset link arrives by e-mail and works once.
    const seen = instance.mail.mails.length;
    expect((await luc('POST', '/api/dealer/user/reset_password/', { email })).status).toBe(200);
    const reset = await instance.mail.next(email, { after: seen });
    const renewed = 'Luc-Encore-2026!';
    const resetToken = tokenOf(reset.text);
    expect((await luc('POST', '/api/dealer/user/reset_password/confirm/', { token: resetToken, new_password: renewed, confirm_new_password: renewed })).status).toBe(200);
    expect((await luc('POST', '/api/dealer/user/reset_password/confirm/', { token: resetToken, new_password: renewed, confirm_new_password: renewed })).status).toBe(400);
    expect((await browser(instance.url)('POST', '/api/dealer/user/login/', { email, password: renewed })).status).toBe(200);

    // The admin's number replies STOP: heard, signed; the messages screen shows each message once with its state.
    const stop = await instance.twilio.sendInbound(`${instance.url}/api/messages/twilio/inbound/`, { from: '+15145550142', body: 'STOP' });
    expect(stop.status).toBe(200);
    const listed = await (await admin('GET', '/api/dealer/dealership/messages/')).json() as { results: { channel: string; kind: string; state: string }[] };
    const states = listed.results.map((m) => `${m.channel}:${m.kind}:${m.state}`);
    expect(states).toContain('sms:one_time_code:delivered');
    expect(states.filter((s) => s.startsWith('email:invitation:'))).toEqual(['email:invitation:sent']);
    expect(instance.mail.mails.filter((m) => m.to.includes(email))).toHaveLength(2);
  }, 300_000);
});
