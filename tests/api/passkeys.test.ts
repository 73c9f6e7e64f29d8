import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, otpDevices } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, type StaffClient } from './support/signed-in';
import { SoftwareAuthenticator, strangerKey, type Target } from './support/software-authenticator';
import { Agent, PASSWORD, type TestApp } from './support/test-app';

const P = '/api/dealer/user/passkeys/';
const S = '/api/dealer/user/passkey_sign_in/';
/** Fastify's inject talks to http://localhost:80: the browser's origin is http://localhost. */
const HERE = { origin: 'http://localhost', rpId: 'localhost' };

/** Registers a new software authenticator for a signed-in member of staff; gives it and the passkey's body. */
async function register(client: StaffClient | Agent, name?: string) {
  const authenticator = new SoftwareAuthenticator();
  const options = await client.post(`${P}registration_options/`);
  expect(options.statusCode, options.body).toBe(200);
  const target: Target = { ...HERE, challenge: options.json().options.challenge };
  const added = await client.post(P, { credential: authenticator.register(target), ...(name === undefined ? {} : { name }) });
  expect(added.statusCode, added.body).toBe(201);
  return { authenticator, passkey: added.json() as { id: number; name: string } };
}

/** Signs in with the password only: the session waits for its second step. */
async function passwordOnly(t: TestApp, email: string): Promise<Agent> {
  const agent = new Agent(t.app);
  expect((await agent.post('/api/dealer/user/login/', { email, password: PASSWORD })).json().user.fully_authenticated).toBe(false);
  return agent;
}

async function challengeFor(agent: Agent): Promise<Target> {
  const options = await agent.post(`${S}options/`);
  expect(options.statusCode, options.body).toBe(200);
  return { ...HERE, challenge: options.json().options.challenge };
}

for (const engine of throwawayEngines()) {
  describe(`passkeys (${engine.kind})`, () => {
    const { t, staff } = signedInSuite(engine, { staff: { rep: 'sales_rep', manager: 'manager', admin: 'admin' } });
    const audited = async (userId: number) => (await t.ports.database.db.select().from(auditLog).where(eq(auditLog.userId, userId))).map((r) => r.action);

    it('registers a passkey from My profile and lists it (never its key)', async () => {
      const { passkey } = await register(staff.rep, 'MacBook');
      expect(passkey).toMatchObject({ name: 'MacBook', transports: ['internal'], last_used_at: null });
      const list = (await staff.rep.get(P)).json().passkeys;
      expect(list).toEqual([{ id: passkey.id, name: 'MacBook', transports: ['internal'], created_at: expect.any(String), last_used_at: null }]);
      expect(await audited(staff.rep.user.id)).toContain('passkey_added');
      // The options name the registered passkey, so the same authenticator is not registered twice.
      const again = (await staff.rep.post(`${P}registration_options/`)).json().options;
      expect(again.excludeCredentials).toEqual([expect.objectContaining({ id: expect.any(String) })]);
      expect(again).toMatchObject({ rp: { id: 'localhost' }, authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' } });
    });

    it('names the passkey from the browser when no name is given, and refuses bad bodies per field', async () => {
      const { passkey } = await register(staff.manager);
      expect(passkey.name).toBe('Passkey');
      const bad = await staff.manager.post(P, { credential: { id: 7 }, name: 'x'.repeat(300) });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json().errors).toMatchObject({ 'credential.id': ['type.string'], 'credential.rawId': ['required'], name: ['text.too_long'] });
      expect((await staff.manager.patch(`${P}${passkey.id}/`, { name: ' ' })).json().errors).toEqual({ name: ['required'] });
    });

    it('refuses registration to a session still waiting for its second step', async () => {
      const agent = await passwordOnly(t, staff.rep.user.email);
      expect((await agent.post(`${P}registration_options/`)).json().code).toBe('verification_required');
    });

    it('signs in with the password then the passkey: a new, fully authenticated session', async () => {
      const { authenticator } = await register(staff.admin);
      const agent = await passwordOnly(t, staff.admin.user.email);
      expect((await agent.get(S)).json()).toEqual({ available: true });
      const before = agent.cookie('sessionid');
      authenticator.counter = 1;
      const verified = await agent.post(S, { credential: authenticator.assert(await challengeFor(agent)), remember_device: true });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toMatchObject({ verified: true, fully_authenticated: true });
      expect(agent.cookie('sessionid')).not.toBe(before);
      expect(agent.cookie('dp_device')).toBeDefined();
      expect((await agent.get('/api/dealer/user/managed_dealerships/')).statusCode).toBe(200);
      expect((await agent.get(P)).json().passkeys[0].last_used_at).not.toBeNull();
      expect(await audited(staff.admin.user.id)).toContain('passkey_sign_in');
      expect((await agent.post(`${S}options/`)).json().code).toBe('already_verified');
    });

    it('refuses a wrong signature, a replayed challenge and a counter gone back', async () => {
      const { authenticator } = await register(staff.rep);
      const agent = await passwordOnly(t, staff.rep.user.email);
      // A signature by another key: refused, and its challenge is used up.
      const first = await challengeFor(agent);
      const forged = await agent.post(S, { credential: authenticator.assert(first, strangerKey()) });
      expect(forged.json()).toMatchObject({ status: 400, code: 'passkey_refused', errors: { credential: ['passkeys.refused'] } });
      expect((await agent.post(S, { credential: authenticator.assert(first) })).json().code).toBe('no_passkey_challenge');
      // A good answer, then the same answer again: the challenge was single use.
      authenticator.counter = 5;
      const target = await challengeFor(agent);
      const good = authenticator.assert(target);
      expect((await agent.post(S, { credential: good })).statusCode).toBe(200);
      const other = await passwordOnly(t, staff.rep.user.email);
      await challengeFor(other);
      expect((await other.post(S, { credential: good })).json().code).toBe('passkey_refused');
      // A fresh challenge answered with a counter lower than the last one seen: a cloned authenticator.
      authenticator.counter = 4;
      expect((await other.post(S, { credential: authenticator.assert(await challengeFor(other)) })).json().code).toBe('passkey_refused');
      expect((await other.get('/api/dealer/user/managed_dealerships/')).json().code).toBe('verification_required');
      const refusals = await t.ports.database.db.select().from(auditLog).where(and(eq(auditLog.userId, staff.rep.user.id), eq(auditLog.action, 'passkey_sign_in_refused')));
      expect(refusals.map((r) => (r.detail as { reason: string }).reason).sort()).toEqual(['counter', 'signature', 'signature']);
    });

    it("refuses an answer made for another origin, and another user's passkey", async () => {
      const { authenticator } = await register(staff.manager, 'Key');
      const agent = await passwordOnly(t, staff.manager.user.email);
      authenticator.counter = 10;
      const elsewhere = { ...(await challengeFor(agent)), origin: 'https://phish.example' };
      expect((await agent.post(S, { credential: authenticator.assert(elsewhere) })).json().code).toBe('passkey_refused');
      const rep = await passwordOnly(t, staff.rep.user.email);
      authenticator.counter = 11;
      expect((await rep.post(S, { credential: authenticator.assert(await challengeFor(rep)) })).json().code).toBe('passkey_refused');
    });

    it('renames and removes only my own passkeys, and keeps the last one of a user with no other factor', async () => {
      const { passkey } = await register(staff.rep, 'Phone');
      expect((await staff.manager.patch(`${P}${passkey.id}/`, { name: 'Mine' })).statusCode).toBe(404);
      expect((await staff.manager.delete(`${P}${passkey.id}/`)).statusCode).toBe(404);
      expect((await staff.rep.patch(`${P}${passkey.id}/`, { name: ' Pixel ' })).json()).toMatchObject({ id: passkey.id, name: 'Pixel' });
      expect((await staff.rep.delete(`${P}${passkey.id}/`)).statusCode).toBe(204);
      expect(await audited(staff.rep.user.id)).toContain('passkey_removed');
      // Without a phone, the only passkey is the only second factor: it stays.
      for (const p of (await staff.rep.get(P)).json().passkeys as { id: number }[]) expect((await staff.rep.delete(`${P}${p.id}/`)).statusCode).toBe(204);
      const { passkey: last } = await register(staff.rep, 'Last');
      await t.ports.database.db.delete(otpDevices).where(eq(otpDevices.userId, staff.rep.user.id));
      const kept = await staff.rep.delete(`${P}${last.id}/`);
      expect(kept.statusCode).toBe(409);
      expect(kept.json()).toMatchObject({ code: 'last_factor', errors: { passkey: ['passkeys.last_factor'] } });
    });
  });
}
