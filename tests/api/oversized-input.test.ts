import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { Agent, PASSWORD, testApp, type TestApp } from './support/test-app';

const LOGIN = '/api/dealer/user/login/';
/** Text PostgreSQL cannot compress (a run of one letter can be squeezed under an index's row size). */
const randomText = (length: number) => randomBytes(Math.ceil(length * 0.75) + 3).toString('base64url').slice(0, length);

/**
 * Issue 29.7: a 250 KB e-mail at sign-in stalled the whole server on PostgreSQL for 100 s, then
 * answered 500 (1 MB: minutes). Its rate-limit key (address + e-mail) failed its unique index, and the
 * failed query's message (holding the e-mail) was scrubbed whole for the error report. Every text is
 * now bounded before any database work, keys are hashed, errors bounded: a refusal, and the server
 * answers everyone else meanwhile (a health check races each big request).
 */
for (const engine of throwawayEngines()) {
  describe(`an oversized sign-in (${engine.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => { t = await testApp(await engine.open()); }, 60_000);
    afterAll(async () => { await t?.close(); });

    const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

    for (const [label, email] of [
      ['250 KB of one letter', `${'a'.repeat(250_000)}@example.com`],
      ['250 KB of random text', randomText(250_000)],
      ['1 MB of one letter', 'a'.repeat(1_000_000)],
      ['1 MB of random text', randomText(1_000_000)],
    ] as const) {
      it(`refuses an e-mail of ${label} with 400 on its field while the health check answers`, async () => {
        const agent = new Agent(t.app);
        await agent.get('/settings/');
        const answered: string[] = [];
        const big = agent.post(LOGIN, { email, password: PASSWORD }).then((r) => { answered.push('sign-in'); return r; });
        const checks = Promise.all([health(), health(), health()]).then((rs) => { answered.push('health'); return rs; });
        const [response, healthAnswers] = await Promise.all([big, checks]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'invalid_input', errors: { email: ['text.too_long'] } });
        expect(response.body.length).toBeLessThan(1_000);
        expect(healthAnswers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
        expect(answered).toHaveLength(2);
      }, 60_000);
    }

    it('refuses a body over the limit with 413, and answers the health check', async () => {
      const agent = new Agent(t.app);
      const [response, check] = await Promise.all([agent.post(LOGIN, { email: 'a'.repeat(1_100_000), password: PASSWORD }), health()]);
      expect(response.statusCode).toBe(413);
      expect(check.statusCode).toBe(200);
    }, 60_000);

    it('bounds the e-mail to 254 characters and the password to 1,024, before any lookup', async () => {
      const agent = new Agent(t.app);
      const email = await agent.post(LOGIN, { email: `${randomText(3_000)}@example.com`, password: PASSWORD });
      expect(email.statusCode).toBe(400);
      expect(email.json().errors).toEqual({ email: ['text.too_long'] });
      const password = await agent.post(LOGIN, { email: t.fixture.users.admin.email, password: randomText(1_025) });
      expect(password.statusCode).toBe(400);
      expect(password.json().errors).toEqual({ password: ['text.too_long'] });
      const reset = await agent.post('/api/dealer/user/reset_password/', { email: randomText(5_000) });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().errors).toEqual({ email: ['text.too_long'] });
      // An e-mail at its maximum is only wrong, not refused as too long.
      const longest = await agent.post(LOGIN, { email: `${'a'.repeat(64)}@${'b'.repeat(177)}.example.com`, password: PASSWORD });
      expect(longest.json().code).toBe('invalid_credentials');
    }, 60_000);

    it('refuses any other text over the ceiling, a query value and a field name too, naming no raw value', async () => {
      const agent = new Agent(t.app);
      const note = await agent.post('/api/dealer/errors/', { kind: 'server', method: 'GET', url: '/x', status: 500, body: 'b'.repeat(70_000) });
      expect(note.statusCode).toBe(413); // that route's own body limit is smaller still
      const key = await agent.post(LOGIN, { email: 'a@b.ca', password: PASSWORD, [randomText(300)]: 1 });
      expect(key.statusCode).toBe(400);
      expect(key.json().errors).toEqual({ body: ['text.too_long'] });
      const query = await t.app.inject({ method: 'GET', url: `/api/dealer/user/managed_dealerships/?name=${randomText(2_001)}` });
      expect(query.statusCode).toBe(400);
      expect(query.json().errors).toEqual({ name: ['text.too_long'] });
    });

    if (engine.kind === 'postgres') {
      it('keeps no e-mail and no long key in the shared rate-limit counters', async () => {
        const email = `${'c'.repeat(240)}@example.com`;
        await new Agent(t.app).post(LOGIN, { email, password: PASSWORD });
        const rows = await t.ports.database.db.execute(sql`select key from rate_limit_hits`);
        const keys = ((rows as unknown as { rows?: { key: string }[] }).rows ?? (rows as unknown as { key: string }[])).map((r) => r.key);
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.filter((k) => k.length > 160 || k.includes('ccc'))).toEqual([]);
      });
    }
  });
}
