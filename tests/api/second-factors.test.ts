import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';
import { Agent, PASSWORD, type TestApp } from './support/test-app';

const U = '/api/dealer/user';

/** What the user's app shows at the server's (test) clock, `offsetSteps` steps away. */
function appCode(t: TestApp, secret: string, offsetSteps = 0): string {
  return generateSync({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSteps * 30 });
}

async function login(t: TestApp, email: string): Promise<Agent> {
  const agent = new Agent(t.app);
  const r = await agent.post(`${U}/login/`, { email, password: PASSWORD });
  if (r.statusCode !== 200) throw new Error(`login: ${r.statusCode} ${r.body}`);
  return agent;
}

async function trail(agent: Agent, action: string) {
  const r = await agent.get(`/api/dealer/dealership/audit-trail/?action=${action}`);
  expect(r.statusCode).toBe(200);
  return r.json().results as { action: string }[];
}

for (const engine of throwawayEngines()) {
  describe(`second factors: authenticator app, recovery codes, admin reset (${engine.kind})`, () => {
    const { t, staff } = signedInSuite(engine, { staff: { admin: 'admin', rep: 'sales_rep' } });
    let secret = '';
    let recovery: string[] = [];

    it('enrolls an app for a user with no factor, during sign-in, and the first code completes the step', async () => {
      const agent = await login(t, t.fixture.users.nodevice.email);
      expect((await agent.get(`${U}/verification/`)).json()).toMatchObject({ has_device: false, masked_phone: null, factors: ['email'], text_messages: true, recovery_codes_left: 0 });
      const enroll = await agent.post(`${U}/totp/enroll/`);
      expect(enroll.statusCode).toBe(200);
      const body = enroll.json();
      expect(body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(new URL(body.otpauth_url).searchParams.get('secret')).toBe(body.secret);
      secret = body.secret;
      const wrong = await agent.post(`${U}/totp/confirm/`, { code: '000000' === appCode(t, secret) ? '111111' : '000000' });
      expect(wrong.json()).toMatchObject({ status: 400, code: 'invalid_code', attempts_left: 4, errors: { code: ['otp.invalid'] } });
      const confirmed = await agent.post(`${U}/totp/confirm/`, { code: appCode(t, secret) });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().status).toMatchObject({ has_device: true, masked_phone: 'Authenticator app', fully_authenticated: true, factors: ['totp'], preferred_factor: 'totp', recovery_codes_left: 10 });
      recovery = confirmed.json().recovery_codes;
      expect(recovery).toHaveLength(10);
      expect(new Set(recovery).size).toBe(10);
      expect((await agent.get(`${U}/managed_dealerships/`)).statusCode).toBe(200);
    });

    it('signs in with the app: the code confirmed at enrollment is refused, the next step\'s works once', async () => {
      const agent = await login(t, t.fixture.users.nodevice.email);
      expect((await agent.post(`${U}/send_otp/`)).json().code).toBe('no_device');
      const replay = await agent.post(`${U}/second_factor/verify/`, { method: 'totp', code: appCode(t, secret) });
      expect(replay.json()).toMatchObject({ status: 400, code: 'code_already_used' });
      t.clock.advance(30_000);
      const code = appCode(t, secret);
      const ok = await agent.post(`${U}/second_factor/verify/`, { method: 'totp', code });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ fully_authenticated: true, factors: ['totp'] });
      expect((await agent.get(`${U}/managed_dealerships/`)).statusCode).toBe(200);
      const other = await login(t, t.fixture.users.nodevice.email);
      expect((await other.post(`${U}/second_factor/verify/`, { method: 'totp', code })).json().code).toBe('code_already_used');
      // A bad body names its field.
      expect((await other.post(`${U}/second_factor/verify/`, { method: 'sms', code: '1' })).json()).toMatchObject({ status: 400, code: 'invalid_input', errors: { method: expect.any(Array) } });
      expect((await other.post(`${U}/second_factor/verify/`, { method: 'totp', code: '12' })).json()).toMatchObject({ errors: { code: ['otp.format'] } });
    });

    it('accepts a recovery code once, says how many are left, and audits it', async () => {
      t.clock.advance(30_000);
      const agent = await login(t, t.fixture.users.nodevice.email);
      const used = await agent.post(`${U}/second_factor/verify/`, { method: 'recovery', code: recovery[0] });
      expect(used.statusCode).toBe(200);
      expect(used.json()).toMatchObject({ fully_authenticated: true, recovery_codes_left: 9 });
      const again = await login(t, t.fixture.users.nodevice.email);
      expect((await again.post(`${U}/second_factor/verify/`, { method: 'recovery', code: recovery[0] })).json().code).toBe('invalid_code');
      expect((await again.post(`${U}/second_factor/verify/`, { method: 'recovery', code: ` ${(recovery[1] ?? '').replace('-', ' ')} ` })).statusCode).toBe(200);
      expect((await trail(staff.admin, 'recovery_code_used')).length).toBe(2);
    });

    it('lets only the store\'s admin reset a member\'s factors, audited; the member then starts over', async () => {
      const target = t.fixture.users.nodevice.id;
      expect((await staff.rep.post(`${U}/${target}/reset_second_factors/`)).statusCode).toBe(403);
      expect((await staff.admin.post(`${U}/${staff.admin.user.id}/reset_second_factors/`)).json()).toMatchObject({ status: 400, errors: { user: ['second_factor.cannot_reset_self'] } });
      const reset = await staff.admin.post(`${U}/${target}/reset_second_factors/`);
      expect(reset.statusCode).toBe(200);
      expect(reset.json().removed).toEqual(['totp', 'recovery_codes']);
      const [entry] = await trail(staff.admin, 'second_factors_reset');
      expect(entry).toMatchObject({ action: 'second_factors_reset' });
      const agent = await login(t, t.fixture.users.nodevice.email);
      expect((await agent.get(`${U}/verification/`)).json()).toMatchObject({ has_device: false, factors: ['email'], recovery_codes_left: 0 });
      expect((await staff.admin.post(`${U}/999999/reset_second_factors/`)).statusCode).toBe(404);
    });

    it('manages the signed-in user\'s own factors on My profile: preference, removal (never the last), new recovery codes', async () => {
      const admin = staff.admin;
      expect((await admin.request('DELETE', `${U}/second_factor/sms/`)).json()).toMatchObject({ status: 400, errors: { factor: ['second_factor.last_factor'] } });
      const enroll = (await admin.post(`${U}/totp/enroll/`)).json();
      const confirmed = await admin.post(`${U}/totp/confirm/`, { code: appCode(t, enroll.secret) });
      expect(confirmed.json().status).toMatchObject({ factors: ['sms', 'totp'], preferred_factor: 'sms', fully_authenticated: true });
      expect((await admin.request('PUT', `${U}/second_factor/preference/`, { preferred_factor: 'totp' })).json()).toMatchObject({ preferred_factor: 'totp' });
      expect((await admin.request('PUT', `${U}/second_factor/preference/`, { preferred_factor: 'passkey' })).json()).toMatchObject({ status: 400, errors: { preferred_factor: ['second_factor.not_enrolled'] } });
      const fresh = await admin.post(`${U}/recovery_codes/`);
      expect(fresh.json().recovery_codes).toHaveLength(10);
      expect(fresh.json().recovery_codes).not.toEqual(confirmed.json().recovery_codes);
      const removed = await admin.request('DELETE', `${U}/second_factor/sms/`);
      expect(removed.json()).toMatchObject({ factors: ['totp'], has_device: true, masked_phone: 'Authenticator app' });
      expect((await admin.request('DELETE', `${U}/second_factor/totp/`)).json().errors).toEqual({ factor: ['second_factor.last_factor'] });
      // Before the code step, a user with a factor may not enroll another app (a stolen password adds none).
      const half = await login(t, t.fixture.users.admin.email);
      expect((await half.post(`${U}/totp/enroll/`)).json()).toMatchObject({ status: 403, code: 'verification_required' });
      expect((await half.request('PUT', `${U}/second_factor/preference/`, { preferred_factor: 'totp' })).statusCode).toBe(403);
    });
  });

  describe(`second factors without text messages (${engine.kind})`, () => {
    const { t } = signedInSuite(engine, { app: { textMessages: false } });

    it('answers 409 text_messages_off to send_otp/ and setup_otp/, says so in the status, and e-mails a code instead', async () => {
      const agent = await login(t, t.fixture.users.admin.email);
      expect((await agent.get(`${U}/verification/`)).json()).toMatchObject({ has_device: false, masked_phone: null, factors: ['email'], preferred_factor: 'email', text_messages: false });
      const send = await agent.post(`${U}/send_otp/`);
      expect(send.statusCode).toBe(409);
      expect(send.json()).toMatchObject({ code: 'text_messages_off' });
      expect((await agent.post(`${U}/setup_otp/`, { phone: '514-555-0123' })).json().code).toBe('text_messages_off');
      const mailed = await agent.post(`${U}/send_email_otp/`);
      expect(mailed.json()).toMatchObject({ sent: true, masked_email: expect.stringContaining('@'), expires_in_seconds: 600 });
      const email = (await t.ports.outbox.latest(20)).find((m) => m.channel === 'email' && m.to === t.fixture.users.admin.email);
      const code = email?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const verified = await agent.post(`${U}/verification/`, { token: code });
      expect(verified.json()).toMatchObject({ fully_authenticated: true, factors: ['email'] });
      // The e-mailed code registered no phone: the admin's phone stays as it was.
      expect(await t.ports.otpDevices.byUser(t.fixture.users.admin.id)).toEqual({ phone: t.fixture.users.admin.phone, confirmed: true });
    });
  });
}
