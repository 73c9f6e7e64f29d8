import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';
import { Agent, latestCode, PASSWORD, type TestApp } from './support/test-app';
import { gif, png, upload } from './support/uploads';

const ME = '/api/dealer/user/current_user/';
const AVATAR = '/api/dealer/user/save_avatar/';
const LOGIN = '/api/dealer/user/login/';

/** Signs in with the code and asks this browser to be remembered (the dp_device cookie). */
async function rememberedBrowser(t: TestApp, email: string, phone: string): Promise<Agent> {
  const agent = new Agent(t.app);
  await agent.post(LOGIN, { email, password: PASSWORD });
  await agent.post('/api/dealer/user/send_otp/');
  const verified = await agent.post('/api/dealer/user/verification/', { token: await latestCode(t.ports, phone), remember_device: true });
  expect(verified.json()).toMatchObject({ fully_authenticated: true });
  expect(agent.cookie('dp_device')).toBeDefined();
  return agent;
}

const skipsTheCode = async (agent: Agent, email: string) => (await agent.post(LOGIN, { email, password: PASSWORD })).json().user.fully_authenticated as boolean;

for (const engine of throwawayEngines()) {
  describe(`my profile (${engine.kind})`, () => {
    const { t, staff } = signedInSuite(engine, { staff: { rep: 'sales_rep', manager: 'manager', corporate: 'corporate' } });

    it('changes names and notification flags; answers the user as current_user/ does', async () => {
      const r = await staff.rep.patch(ME, { first_name: 'Renée', last_name: 'Tremblay', dealer_notifications: { customer_paid_deposit: false } });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().user).toMatchObject({ first_name: 'Renée', last_name: 'Tremblay', full_name: 'Renée Tremblay', dealer_notifications: { customer_paid_deposit: false, customer_creates_account: true } });
      expect((await staff.rep.get(ME)).json().user.first_name).toBe('Renée');
    });

    it('refuses bad fields all at once (400 per field), unknown fields, and changes nothing', async () => {
      const before = (await staff.manager.get(ME)).json().user;
      const r = await staff.manager.patch(ME, { first_name: '', email: 'nope', phone: '555-1234' });
      expect(r.statusCode).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors).toEqual({ first_name: ['required'], email: ['email.invalid'], phone: ['phone.invalid'] });
      expect((await staff.manager.patch(ME, { first_name: 'x\u0000y' })).statusCode).toBe(400);
      expect((await staff.manager.get(ME)).json().user).toEqual(before);
      // Fields my profile does not own are refused, all named: nobody raises their own role or flags here.
      const sneaky = await staff.manager.patch(ME, { first_name: 'Sneaky', role: 'dealer_admin', set_role: 'dealer_admin', is_super_admin: true });
      expect(sneaky.statusCode).toBe(400);
      expect(sneaky.json().errors).toEqual({ role: ['field.unknown'], set_role: ['field.unknown'], is_super_admin: ['field.unknown'] });
      expect((await staff.manager.get(ME)).json().user).toEqual(before);
    });

    it('asks for the current password to change the e-mail; refuses another user\'s address', async () => {
      expect((await staff.manager.patch(ME, { email: 'new-manager@fixture.test' })).json().errors).toEqual({ current_password: ['required'] });
      expect((await staff.manager.patch(ME, { email: 'new-manager@fixture.test', current_password: 'wrong-Pass-1' })).json().errors).toEqual({ current_password: ['password.current_wrong'] });
      expect((await staff.manager.patch(ME, { email: t.fixture.users.admin.email.toUpperCase(), current_password: PASSWORD })).json().errors).toEqual({ email: ['email.taken'] });
      const done = await staff.manager.patch(ME, { email: 'new-manager@fixture.test', current_password: PASSWORD });
      expect(done.json().user.email).toBe('new-manager@fixture.test');
      expect((await new Agent(t.app).post(LOGIN, { email: 'new-manager@fixture.test', password: PASSWORD })).statusCode).toBe(200);
    });

    it('refuses a corporate-kind user\'s notification change', async () => {
      const r = await staff.corporate.patch(ME, { dealer_notifications: { customer_paid_deposit: false } });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ dealer_notifications: ['notifications.not_allowed'] });
    });

    it('a new phone number ends the remembered devices: the next sign-in asks for the code again', async () => {
      const who = t.fixture.users.admin;
      const browser = await rememberedBrowser(t, who.email, who.phone);
      expect(await skipsTheCode(browser, who.email)).toBe(true);
      expect((await browser.request('PATCH', ME, { phone: '(438) 555-0199' })).statusCode).toBe(200);
      expect(await skipsTheCode(browser, who.email)).toBe(false);
    });

    it('takes an avatar: 201 with Location, cropped to 256 × 256, replaced by the next one, removed by DELETE', async () => {
      const first = await upload(t, staff.rep, 'POST', AVATAR, [{ field: 'avatar', name: 'me.png', type: 'image/png', bytes: await png(800, 600) }]);
      expect(first.statusCode, first.body).toBe(201);
      const url = first.headers.location as string;
      expect(url).toMatch(/^\/api\/media\/[\w-]+\/$/);
      expect(first.json()).toEqual({ avatar: url });
      expect((await staff.rep.get(ME)).json().user.avatar).toBe(url);
      const served = await t.app.inject({ method: 'GET', url });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 256, height: 256, format: 'png' });
      const second = await upload(t, staff.rep, 'POST', AVATAR, [{ field: 'avatar', name: 'me2.png', type: 'image/png', bytes: await png() }]);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const removed = await staff.rep.delete(AVATAR);
      expect(removed.json()).toEqual({ avatar: null });
      expect((await t.app.inject({ method: 'GET', url: second.headers.location as string })).statusCode).toBe(404);
      expect((await staff.rep.get(ME)).json().user.avatar).toBeNull();
    });

    it('refuses bad avatars with a clear error and keeps the current one: lying bytes, GIF, too large, not multipart, empty', async () => {
      const kept = (await upload(t, staff.manager, 'POST', AVATAR, [{ field: 'avatar', name: 'me.png', type: 'image/png', bytes: await png() }])).headers.location;
      const lying = await upload(t, staff.manager, 'POST', AVATAR, [{ field: 'avatar', name: 'me.png', type: 'image/png', bytes: Buffer.from('<svg onload=alert(1)>') }]);
      expect([lying.statusCode, lying.json().errors]).toEqual([400, { avatar: ['file.not_an_image'] }]);
      expect((await upload(t, staff.manager, 'POST', AVATAR, [{ field: 'avatar', name: 'a.gif', type: 'image/gif', bytes: await gif() }])).json().errors).toEqual({ avatar: ['file.not_an_image'] });
      const big = await upload(t, staff.manager, 'POST', AVATAR, [{ field: 'avatar', name: 'big.png', type: 'image/png', bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1) }]);
      expect([big.statusCode, big.json().errors]).toEqual([413, { avatar: ['file.too_large'] }]);
      expect((await staff.manager.post(AVATAR, { avatar: 'data:image/png;base64,AAAA' })).statusCode).toBe(415);
      expect((await upload(t, staff.manager, 'POST', AVATAR, [])).json().errors).toEqual({ avatar: ['required'] });
      expect((await upload(t, staff.manager, 'POST', AVATAR, [{ field: 'photo', name: 'me.png', type: 'image/png', bytes: await png() }])).statusCode).toBe(400);
      expect((await staff.manager.get(ME)).json().user.avatar).toBe(kept);
    });

    it('needs a verified session', async () => {
      expect((await new Agent(t.app).request('PATCH', ME, { first_name: 'Anon' })).statusCode).toBe(401);
      const half = new Agent(t.app);
      await half.post(LOGIN, { email: t.fixture.users.rep.email, password: PASSWORD });
      expect((await half.request('PATCH', ME, { first_name: 'Half' })).statusCode).toBe(403);
    });
  });
}
