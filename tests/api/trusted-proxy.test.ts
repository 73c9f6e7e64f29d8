import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import type { TrustedProxies } from '../../adapters/http/server/platform/trusted-proxies';
import { Agent, PASSWORD, testApp, type TestApp } from './support/test-app';

// Issue 10.4: with X-Forwarded-For trusted from anyone, a client picked a new address after each
// 429 and the audit trail recorded the forged one.
const SOCKET = '203.0.113.7';
const forged = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });

/** A server with the real (unscaled) limits, built once per describe: `app()` reads it in a test. */
function appWith(open: () => Promise<Parameters<typeof testApp>[0]>, trustProxy?: TrustedProxies): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => { t = await testApp(await open(), { rateScale: 1, ...(trustProxy ? { trustProxy } : {}) }); });
  afterAll(async () => { await t?.close(); });
  return () => t!;
}

async function signedInWithoutCode(t: TestApp): Promise<Agent> {
  const agent = new Agent(t.app, SOCKET);
  expect((await agent.post('/api/dealer/user/login/', { email: t.fixture.users.admin.email, password: PASSWORD })).statusCode).toBe(200);
  return agent;
}

const lastAuditIp = async (t: TestApp) => (await t.ports.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.ip;

for (const engine of throwawayEngines()) {
  describe(`client address and X-Forwarded-For, nothing trusted (${engine.kind})`, () => {
    const app = appWith(engine.open);
    it('by default ignores X-Forwarded-For: a new forged address after a 429 on send_otp is still 429', async () => {
      const t = app();
      const agent = await signedInWithoutCode(t);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await agent.post('/api/dealer/user/send_otp/', {}, { headers: forged(i) })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      expect(await lastAuditIp(t)).toBe(SOCKET); // code_sent: the socket's address, not the header's
      expect((await agent.post('/api/dealer/user/send_otp/', {}, { headers: forged(50) })).statusCode).toBe(429);
      expect((await agent.post('/api/dealer/user/send_otp/', {}, { headers: forged(51) })).statusCode).toBe(429);
    });

    it('by default records the socket address of a failed sign-in and keeps the sign-in limit', async () => {
      const t = app();
      const agent = new Agent(t.app, SOCKET);
      const body = { email: t.fixture.users.rep.email, password: 'wrong-password-1' };
      for (let i = 0; i < 10; i += 1) expect((await agent.post('/api/dealer/user/login/', body, { headers: forged(i) })).statusCode).toBe(400);
      expect(await lastAuditIp(t)).toBe(SOCKET);
      expect((await agent.post('/api/dealer/user/login/', body, { headers: forged(99) })).statusCode).toBe(429);
    });
  });

  describe(`client address and X-Forwarded-For, TRUST_PROXY=${SOCKET} (${engine.kind})`, () => {
    const app = appWith(engine.open, { kind: 'addresses', addresses: [SOCKET] });
    it('believes X-Forwarded-For from the configured proxy address only', async () => {
      const t = app();
      const agent = await signedInWithoutCode(t);
      for (let i = 0; i < 5; i += 1) expect((await agent.post('/api/dealer/user/send_otp/', {}, { headers: forged(1) })).statusCode).toBe(200);
      expect(await lastAuditIp(t)).toBe('198.51.100.1');
      expect((await agent.post('/api/dealer/user/send_otp/', {}, { headers: forged(1) })).statusCode).toBe(429);
      // another client behind the proxy has its own count
      expect((await agent.post('/api/dealer/user/send_otp/', {}, { headers: forged(2) })).statusCode).toBe(200);
      // a client that is not the proxy cannot forge one
      const direct = new Agent(t.app, '192.0.2.44');
      await direct.post('/api/dealer/user/login/', { email: 'nobody@fixture.test', password: 'wrong-password-1' }, { headers: forged(3) });
      expect(await lastAuditIp(t)).toBe('192.0.2.44');
    });
  });

  describe(`client address and X-Forwarded-For, TRUST_PROXY=1 (${engine.kind})`, () => {
    const app = appWith(engine.open, { kind: 'hops', hops: 1 });
    it('takes the address the nearest proxy saw', async () => {
      const t = app();
      await new Agent(t.app, SOCKET).post('/api/dealer/user/login/', { email: 'nobody@fixture.test', password: 'wrong-password-1' }, { headers: { 'x-forwarded-for': '192.0.2.1, 198.51.100.9' } });
      expect(await lastAuditIp(t)).toBe('198.51.100.9');
    });
  });
}
