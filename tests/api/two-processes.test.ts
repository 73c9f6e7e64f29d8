import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitKey } from '../../adapters/http/server/platform/rate-limits';
import { openRedis } from '../../adapters/persistence/shared/redis';
import { deleteKeys } from '../../adapters/persistence/shared/throwaway-redis';

/**
 * Issue 12.6: two server processes on one PostgreSQL share sessions, rate limits, one-time-code
 * tries and the freshness of the list's counts — through PostgreSQL, and through Redis too when
 * TEST_REDIS_URL names one (REDIS_URL set: rate limits, counts and the news of writes there). Each process is a real `adapters/di/server.ts`
 * on its own port (as two `npm start`s behind a proxy would be; WEB_CONCURRENCY does the same on
 * one port with node:cluster).
 */
const adminUrl = process.env['TEST_DATABASE_URL']?.trim();
const redisUrl = process.env['TEST_REDIS_URL']?.trim();
const PASSWORD = 'Dealer-Demo-2026';
const ADMIN = 'admin@demo.dealer.test';

interface Server { readonly url: string; readonly child: ChildProcess; readonly output: () => string }

function startServer(env: Record<string, string>, port: number): Server {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/di/server.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => { output += d.toString(); });
  child.stderr?.on('data', (d: Buffer) => { output += d.toString(); });
  return { url: `http://127.0.0.1:${port}`, child, output: () => output };
}

/** Waits for /api/health; the first server migrates and seeds the demo data, which a busy machine makes slow (over 90 s at load 12). */
async function healthy(server: Server): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server ended: ${server.output()}`);
    try { if ((await fetch(`${server.url}/api/health`)).ok) return; } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy: ${server.output()}`);
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => { if (child.exitCode !== null) resolve(child.exitCode); else child.on('exit', (code) => resolve(code)); });

/** A browser's cookies and anti-forgery token, sent to whichever process. */
class Client {
  private readonly jar = new Map<string, string>();
  async call(base: string, method: string, url: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    if (method !== 'GET' && !this.jar.has('csrftoken')) await this.call(base, 'GET', '/settings/');
    const headers: Record<string, string> = { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') { headers['content-type'] = 'application/json'; headers['x-csrftoken'] = this.jar.get('csrftoken') ?? ''; }
    const r = await fetch(`${base}${url}`, { method, headers, ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }) });
    for (const c of r.headers.getSetCookie()) { const pair = c.split(';')[0] ?? ''; const at = pair.indexOf('='); if (at > 0) this.jar.set(pair.slice(0, at).trim(), pair.slice(at + 1)); }
    const text = await r.text();
    return { status: r.status, json: text.startsWith('{') ? JSON.parse(text) as Record<string, unknown> : {} };
  }
}

describe('WEB_CONCURRENCY', () => {
  it('refuses several processes on the embedded database, which serves one', async () => {
    const server = startServer({ WEB_CONCURRENCY: '2', APP_MODE: 'demo', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dp-wc-')), DATABASE_URL: '' }, 18_999);
    expect(await exited(server.child)).toBe(1);
    expect(server.output()).toContain('WEB_CONCURRENCY=2 needs DATABASE_URL');
  }, 60_000);

  it('refuses to start when the Redis of REDIS_URL cannot be reached, and says why', async () => {
    const server = startServer({ WEB_CONCURRENCY: '2', APP_MODE: 'demo', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dp-wc-')), DATABASE_URL: 'postgres://127.0.0.1:1/none', REDIS_URL: 'redis://127.0.0.1:1/0' }, 18_998);
    expect(await exited(server.child)).toBe(1);
    expect(server.output()).toContain('Cannot use the Redis of REDIS_URL (redis://127.0.0.1:1/0): the connection was refused');
  }, 60_000);
});

/** Where the shared state lives: PostgreSQL alone, or Redis for rate limits, counts and the news of writes. */
const sharing = [
  { through: 'PostgreSQL', env: {} as Record<string, string> },
  ...(redisUrl ? [{ through: 'Redis', env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `dp-test:${randomBytes(6).toString('hex')}:` } }] : []),
];

for (const { url, through, env: sharedEnv } of adminUrl ? sharing.map((s) => ({ url: adminUrl, ...s })) : []) {
  describe(`two server processes on one PostgreSQL, sharing through ${through}`, () => {
    const name = `dp_test_${randomBytes(8).toString('hex')}`;
    const admin = async (sql: string) => { const c = new pg.Client({ connectionString: url }); await c.connect(); try { await c.query(sql); } finally { await c.end(); } };
    let a: Server;
    let b: Server;

    beforeAll(async () => {
      await admin(`create database ${name}`);
      const database = new URL(url);
      database.pathname = `/${name}`;
      const env = { ...sharedEnv, APP_MODE: 'demo', DATABASE_URL: database.toString(), SESSION_SECRET: 's'.repeat(40), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dp-two-')) };
      a = startServer(env, 18_000 + Math.floor(Math.random() * 900));
      await healthy(a); // the first one migrates and loads the demo data
      b = startServer(env, 19_000 + Math.floor(Math.random() * 1_000));
      await healthy(b);
    }, 400_000);
    afterAll(async () => {
      for (const s of [a, b]) if (s) { s.child.kill('SIGTERM'); await exited(s.child); }
      await admin(`drop database if exists ${name} with (force)`);
      if (sharedEnv.REDIS_URL !== undefined && sharedEnv.REDIS_KEY_PREFIX !== undefined) await deleteKeys(sharedEnv.REDIS_URL, sharedEnv.REDIS_KEY_PREFIX);
    }, 60_000);
    const rows = async (sql: string) => {
      const database = new URL(url);
      database.pathname = `/${name}`;
      const c = new pg.Client({ connectionString: database.toString() });
      await c.connect();
      try { return (await c.query(sql)).rows as Record<string, unknown>[]; } finally { await c.end(); }
    };

    const latestCode = async (base: string) => {
      const outbox = await (await fetch(`${base}/api/demo/outbox/`)).json() as { channel: string; to: string; body: string }[];
      return outbox.find((m) => m.channel === 'sms' && m.to.replace(/\D/g, '').endsWith('4165550104'))?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    };

    it('a session opened on one process works on the other, code sent by one and checked by the other', async () => {
      const browser = new Client();
      const login = await browser.call(a.url, 'POST', '/api/dealer/user/login/', { email: ADMIN, password: PASSWORD });
      expect(login.status, JSON.stringify(login.json)).toBe(200);
      expect((await browser.call(a.url, 'POST', '/api/dealer/user/send_otp/')).status).toBe(200);
      const verified = await browser.call(b.url, 'POST', '/api/dealer/user/verification/', { token: await latestCode(b.url) });
      expect(verified.status).toBe(200);
      const me = await browser.call(b.url, 'GET', '/api/dealer/user/current_user/');
      expect(me.status).toBe(200);
      expect(me.json).toMatchObject({ user: { email: ADMIN } });
    });

    it('counts sign-in attempts of both processes together (10 per address and e-mail)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        statuses.push((await new Client().call(i % 2 === 0 ? a.url : b.url, 'POST', '/api/dealer/user/login/', { email: 'manager@demo.dealer.test', password: 'wrong-password-1' })).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 400), JSON.stringify(statuses)).toBe(true);
      expect(statuses.slice(10), JSON.stringify(statuses)).toEqual([429, 429]);
      // Counted where the configuration says: Redis when REDIS_URL is set, the rate_limit_hits table otherwise.
      const inTable = Number((await rows(`select count(*)::int as n from rate_limit_hits where key like '%${limitKey('login', '127.0.0.1', 'manager@demo.dealer.test')}'`))[0]?.['n']);
      expect(inTable).toBe(through === 'Redis' ? 0 : 1);
    });

    it('counts wrong one-time codes of both processes together', async () => {
      const browser = new Client();
      expect((await browser.call(a.url, 'POST', '/api/dealer/user/login/', { email: 'rep@demo.dealer.test', password: PASSWORD })).status).toBe(200);
      expect((await browser.call(a.url, 'POST', '/api/dealer/user/send_otp/')).status).toBe(200);
      const left = async (base: string) => (await browser.call(base, 'POST', '/api/dealer/user/verification/', { token: '000000' })).json['detail'];
      const first = String(await left(a.url));
      const second = String(await left(b.url));
      const tries = (text: string) => Number(text.match(/(\d+) tries left/)?.[1] ?? -1);
      expect(tries(second)).toBe(tries(first) - 1);
    });

    it('a write on one process shows in the other\'s list count at once, not after its cache expires', async () => {
      const browser = new Client();
      await browser.call(a.url, 'POST', '/api/dealer/user/login/', { email: ADMIN, password: PASSWORD });
      await browser.call(a.url, 'POST', '/api/dealer/user/send_otp/');
      expect((await browser.call(a.url, 'POST', '/api/dealer/user/verification/', { token: await latestCode(a.url) })).status).toBe(200);
      const count = async () => Number((await browser.call(a.url, 'GET', '/api/dealer/customer/?page_size=1')).json['count']);
      const before = await count();
      expect(await count()).toBe(before); // now cached on A
      if (sharedEnv.REDIS_URL !== undefined && sharedEnv.REDIS_KEY_PREFIX !== undefined) {
        // …and in Redis, where B would read it instead of counting again.
        const redis = await openRedis(sharedEnv.REDIS_URL, sharedEnv.REDIS_KEY_PREFIX);
        try { expect(await redis.client.keys(`${sharedEnv.REDIS_KEY_PREFIX}counts:*`)).not.toEqual([]); } finally { await redis.close(); }
      }
      const created = await browser.call(b.url, 'POST', '/api/dealer/customer/', {
        first_name: 'Shared', last_name: 'Count', email: 'shared.count@example.com', email_confirmation: 'shared.count@example.com',
        phone: '(416) 555-0199', address_line_1: '1 rue Principale', city: 'Toronto', province: 'on', postal_code: 'm5v2t6', allow_duplicate: true,
      });
      expect(created.status).toBe(201);
      let seen = before;
      for (let i = 0; i < 20 && seen === before; i += 1) { await new Promise((resolve) => setTimeout(resolve, 50)); seen = await count(); }
      expect(seen).toBe(before + 1);
      if (through === 'Redis') expect((await rows(`select count(*)::int as n from rate_limit_hits`))[0]?.['n']).toBe(0);
    });
  });
}
