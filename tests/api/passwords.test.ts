import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';
import { Agent, PASSWORD, signedIn } from './support/test-app';

for (const engine of throwawayEngines()) {
  describe(`password reset and change (${engine.kind})`, () => {
    const { t } = signedInSuite(engine);

    const resetLink = async (email: string) => {
      const mail = (await t.ports.outbox.latest(20)).find((m) => m.channel === 'email' && m.to === email);
      const token = mail?.body.match(/reset-password\?token=([\w%-]+)/)?.[1];
      if (!token) throw new Error('no reset e-mail');
      return decodeURIComponent(token);
    };

    it('answers the same for a known and an unknown address, and e-mails only the known one', async () => {
      const before = (await t.ports.outbox.latest(500)).length;
      const a = await new Agent(t.app).post('/api/dealer/user/reset_password/', { email: 'nobody@fixture.test' });
      const b = await new Agent(t.app).post('/api/dealer/user/reset_password/', { email: t.fixture.users.rep.email });
      expect(a.statusCode).toBe(200);
      expect(a.json()).toEqual(b.json());
      expect((await t.ports.outbox.latest(500)).length).toBe(before + 1);
    });

    it('sets a new password once with the e-mailed token, and ends open sessions', async () => {
      const open = await signedIn(t, t.fixture.users.rep.email, t.fixture.users.rep.phone);
      await new Agent(t.app).post('/api/dealer/user/reset_password/', { email: t.fixture.users.rep.email });
      const token = await resetLink(t.fixture.users.rep.email);
      const agent = new Agent(t.app);
      const weak = await agent.post('/api/dealer/user/reset_password/confirm/', { token, new_password: 'short', confirm_new_password: 'short' });
      expect(weak.json()).toMatchObject({ code: 'invalid_input', errors: { new_password: ['password.too_short'] } });
      const mismatch = await agent.post('/api/dealer/user/reset_password/confirm/', { token, new_password: 'Brand-New-2027', confirm_new_password: 'Brand-New-2028' });
      expect(mismatch.json().errors).toEqual({ confirm_new_password: ['password.mismatch'] });
      const ok = await agent.post('/api/dealer/user/reset_password/confirm/', { token, new_password: 'Brand-New-2027', confirm_new_password: 'Brand-New-2027' });
      expect(ok.statusCode).toBe(200);
      const reused = await agent.post('/api/dealer/user/reset_password/confirm/', { token, new_password: 'Other-New-2027', confirm_new_password: 'Other-New-2027' });
      expect(reused.json().errors).toEqual({ token: ['reset.invalid_or_expired'] });
      expect((await open.get('/api/dealer/user/current_user/')).statusCode).toBe(401);
      const login = await new Agent(t.app).post('/api/dealer/user/login/', { email: t.fixture.users.rep.email, password: 'Brand-New-2027' });
      expect(login.statusCode).toBe(200);
    });

    it('lets only the newest e-mailed link work, and refuses a new password with a control character', async () => {
      const email = t.fixture.users.corporate.email;
      await new Agent(t.app).post('/api/dealer/user/reset_password/', { email });
      const first = await resetLink(email);
      t.clock.advance(60_000);
      await new Agent(t.app).post('/api/dealer/user/reset_password/', { email });
      const second = await resetLink(email);
      expect(second).not.toBe(first);
      const agent = new Agent(t.app);
      const old = await agent.post('/api/dealer/user/reset_password/confirm/', { token: first, new_password: 'Brand-New-2027', confirm_new_password: 'Brand-New-2027' });
      expect(old.json().errors).toEqual({ token: ['reset.invalid_or_expired'] });
      const nul = await agent.post('/api/dealer/user/reset_password/confirm/', { token: second, new_password: 'Brand\u0000New-2027', confirm_new_password: 'Brand\u0000New-2027' });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().errors).toEqual({ new_password: ['text.invalid_character'], confirm_new_password: ['text.invalid_character'] });
      const ok = await agent.post('/api/dealer/user/reset_password/confirm/', { token: second, new_password: 'Brand-New-2027', confirm_new_password: 'Brand-New-2027' });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('refuses a token older than one hour', async () => {
      await new Agent(t.app).post('/api/dealer/user/reset_password/', { email: t.fixture.users.manager.email });
      const token = await resetLink(t.fixture.users.manager.email);
      t.clock.advance(60 * 60_000);
      const r = await new Agent(t.app).post('/api/dealer/user/reset_password/confirm/', { token, new_password: 'Brand-New-2027', confirm_new_password: 'Brand-New-2027' });
      expect(r.json().errors).toEqual({ token: ['reset.invalid_or_expired'] });
    });

    it('changes the password only with the right current one, and changes nothing otherwise', async () => {
      const agent = await signedIn(t, t.fixture.users.admin.email, t.fixture.users.admin.phone);
      const wrong = await agent.post('/api/dealer/user/change_password/', { current_password: 'nope-nope-1', new_password: 'Another-Pass-9', confirm_new_password: 'Another-Pass-9' });
      expect(wrong.json()).toMatchObject({ status: 400, errors: { current_password: ['password.current_wrong'] } });
      const same = await agent.post('/api/dealer/user/change_password/', { current_password: PASSWORD, new_password: PASSWORD, confirm_new_password: PASSWORD });
      expect(same.json().errors).toEqual({ new_password: ['password.same_as_current'] });
      const stillOld = await new Agent(t.app).post('/api/dealer/user/login/', { email: t.fixture.users.admin.email, password: PASSWORD });
      expect(stillOld.statusCode).toBe(200);
      const ok = await agent.post('/api/dealer/user/change_password/', { current_password: PASSWORD, new_password: 'Another-Pass-9', confirm_new_password: 'Another-Pass-9' });
      expect(ok.statusCode).toBe(200);
      expect((await new Agent(t.app).post('/api/dealer/user/login/', { email: t.fixture.users.admin.email, password: 'Another-Pass-9' })).statusCode).toBe(200);
    });
  });
}
