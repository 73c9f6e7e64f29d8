import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';
import { Agent, PASSWORD, latestCode, signedIn } from './support/test-app';

const LOGIN = '/api/dealer/user/login/';

for (const engine of throwawayEngines()) {
  describe(`sign-in and one-time codes (${engine.kind})`, () => {
    const { t } = signedInSuite(engine);

    it('answers 400 problem+json with a message code per missing field', async () => {
      const r = await new Agent(t.app).post(LOGIN, { email: '', password: '' });
      expect(r.statusCode).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json()).toMatchObject({ status: 400, code: 'invalid_input', errors: { email: ['required'], password: ['required'] } });
    });

    it('names a field of the wrong type', async () => {
      const r = await new Agent(t.app).post(LOGIN, { email: 42 });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toMatchObject({ email: ['type.string'], password: ['required'] });
    });

    it('refuses a wrong password, an unknown e-mail and a deactivated user alike, without a session', async () => {
      for (const body of [
        { email: t.fixture.users.admin.email, password: 'wrong-password-1' },
        { email: 'nobody@fixture.test', password: PASSWORD },
        { email: t.fixture.users.inactive.email, password: PASSWORD },
      ]) {
        const agent = new Agent(t.app);
        const r = await agent.post(LOGIN, body);
        expect(r.statusCode).toBe(400);
        expect(r.json().code).toBe('invalid_credentials');
        expect(agent.cookie('sessionid')).toBeUndefined();
      }
    });

    it('refuses an unsafe request without the anti-forgery header (403 csrf_failed)', async () => {
      const agent = new Agent(t.app);
      const r = await agent.post(LOGIN, { email: t.fixture.users.admin.email, password: PASSWORD }, { csrf: false });
      expect(r.statusCode).toBe(403);
      expect(r.json().code).toBe('csrf_failed');
      expect(agent.cookie('sessionid')).toBeUndefined();
    });

    it('signs in, needs the code, then opens every door', async () => {
      const agent = new Agent(t.app);
      const login = await agent.post(LOGIN, { email: t.fixture.users.admin.email.toUpperCase(), password: PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ redirect: false, prompt_dealership_select: false, total_managed_dealerships: 1, user: { role: 'dealer_admin', fully_authenticated: false, dealership: { id: t.fixture.dealerships.ontario } } });
      const session = login.cookies.find((c) => c.name === 'sessionid');
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Lax');
      expect((await agent.get('/api/dealer/user/managed_dealerships/')).json().code).toBe('verification_required');
      const status = await agent.get('/api/dealer/user/verification/');
      expect(status.json()).toEqual({ has_device: true, masked_phone: expect.stringMatching(/^•••-•••-••\d\d$/), verified: false, fully_authenticated: false,
        factors: ['sms'], preferred_factor: 'sms', text_messages: true, recovery_codes_left: 0 });
      expect((await agent.post('/api/dealer/user/send_otp/')).statusCode).toBe(200);
      const code = await latestCode(t.ports, t.fixture.users.admin.phone);
      const verified = await agent.post('/api/dealer/user/verification/', { token: code });
      expect(verified.json()).toMatchObject({ verified: true, fully_authenticated: true });
      expect((await agent.get('/api/dealer/user/managed_dealerships/')).statusCode).toBe(200);
      // single use
      const again = await agent.post('/api/dealer/user/verification/', { token: code });
      expect(again.statusCode).toBe(400);
    });

    it('gives a new session id at every sign-in', async () => {
      const a = await signedIn(t, t.fixture.users.rep.email, t.fixture.users.rep.phone);
      const b = await signedIn(t, t.fixture.users.rep.email, t.fixture.users.rep.phone);
      expect(a.cookie('sessionid')).not.toBe(b.cookie('sessionid'));
    });

    it('gives the session a new id when the code is verified, and the old id no longer opens anything', async () => {
      const agent = new Agent(t.app);
      await agent.post(LOGIN, { email: t.fixture.users.rep.email, password: PASSWORD });
      const before = agent.cookie('sessionid');
      await agent.post('/api/dealer/user/send_otp/');
      const verified = await agent.post('/api/dealer/user/verification/', { token: await latestCode(t.ports, t.fixture.users.rep.phone) });
      expect(verified.json()).toMatchObject({ fully_authenticated: true });
      const after = agent.cookie('sessionid');
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      expect((await agent.get('/api/dealer/user/managed_dealerships/')).statusCode).toBe(200);
      const stale = await t.app.inject({ method: 'GET', url: '/api/dealer/user/managed_dealerships/', headers: { cookie: `sessionid=${before ?? ''}` } });
      expect(stale.statusCode).toBe(401);
      const staleStatus = await t.app.inject({ method: 'GET', url: '/api/dealer/user/verification/', headers: { cookie: `sessionid=${before ?? ''}` } });
      expect(staleStatus.statusCode).toBe(401);
    });

    it('locks the code after five wrong tries', async () => {
      const agent = new Agent(t.app);
      await agent.post(LOGIN, { email: t.fixture.users.manager.email, password: PASSWORD });
      await agent.post('/api/dealer/user/send_otp/');
      const right = await latestCode(t.ports, t.fixture.users.manager.phone);
      const wrong = right === '000000' ? '111111' : '000000';
      const answers: { code: string; attempts_left?: number; detail: string }[] = [];
      for (let i = 0; i < 5; i += 1) answers.push((await agent.post('/api/dealer/user/verification/', { token: wrong })).json());
      expect(answers.map((a) => a.code)).toEqual(['invalid_code', 'invalid_code', 'invalid_code', 'invalid_code', 'code_locked']);
      // The tries left travel as a number, so the page words them in its language and number (issue 29 item 5).
      expect(answers.map((a) => a.attempts_left)).toEqual([4, 3, 2, 1, undefined]);
      expect(answers[3]?.detail).toBe('Wrong code; 1 try left.');
      expect(answers[2]?.detail).toBe('Wrong code; 2 tries left.');
      const late = await agent.post('/api/dealer/user/verification/', { token: right });
      expect(late.json().code).toBe('code_locked');
      expect((await agent.get('/api/dealer/user/verification/')).json().fully_authenticated).toBe(false);
    });

    it('lets a user without a phone set one up, and refuses the set-up once a phone is confirmed', async () => {
      const agent = new Agent(t.app);
      await agent.post(LOGIN, { email: t.fixture.users.nodevice.email, password: PASSWORD });
      expect((await agent.get('/api/dealer/user/verification/')).json()).toMatchObject({ has_device: false, masked_phone: null });
      expect((await agent.post('/api/dealer/user/send_otp/')).json().code).toBe('no_device');
      const bad = await agent.post('/api/dealer/user/setup_otp/', { phone: '123' });
      expect(bad.json()).toMatchObject({ code: 'invalid_input', errors: { phone: ['phone.invalid'] } });
      expect((await agent.post('/api/dealer/user/setup_otp/', { phone: '(514) 555-0199' })).statusCode).toBe(200);
      const code = await latestCode(t.ports, '5145550199');
      const mismatch = await agent.post('/api/dealer/user/confirm_otp_device/', { token: code, phone: '514-555-0100' });
      expect(mismatch.json().errors).toEqual({ phone: ['otp.phone_mismatch'] });
      const ok = await agent.post('/api/dealer/user/confirm_otp_device/', { token: code, phone: '514-555-0199', remember_device: true });
      expect(ok.json()).toMatchObject({ has_device: true, fully_authenticated: true });
      expect(agent.cookie('dp_device')).toBeDefined();
      // A stolen password alone cannot move the codes to another phone.
      const thief = new Agent(t.app);
      await thief.post(LOGIN, { email: t.fixture.users.nodevice.email, password: PASSWORD });
      expect((await thief.post('/api/dealer/user/setup_otp/', { phone: '514-555-0111' })).json().code).toBe('device_already_registered');
      // The remembered device skips the code for 30 days.
      const back = await agent.post(LOGIN, { email: t.fixture.users.nodevice.email, password: PASSWORD });
      expect(back.json().user.fully_authenticated).toBe(true);
    });
  });
}
