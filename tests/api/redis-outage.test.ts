import { afterEach, describe, expect, it } from 'vitest';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { throwawayRedis } from '../../adapters/persistence/shared/throwaway-redis';
import { limitKey } from '../../adapters/http/server/platform/rate-limits';
import { tcpProxy } from './support/tcp-proxy';
import { Agent, signedInAs, testApp, type TestApp } from './support/test-app';

/**
 * Issue 12.6: Redis goes away while the server runs (cut: connections reset and refused; stalled:
 * connected and silent). No request hangs or answers 500: rate limits are counted in PostgreSQL
 * meanwhile (still enforced: 429 with Retry-After), the list counts are made in the process, the
 * outage is logged and /api/health tells it; Redis is used again once it is back.
 */
const url = process.env['TEST_REDIS_URL']?.trim();
const closing: (() => Promise<void>)[] = [];
afterEach(async () => { for (const close of closing.splice(0).reverse()) await close(); });

const CUSTOMER = {
  first_name: 'Redis', last_name: 'Outage', email: 'redis.outage@example.com', email_confirmation: 'redis.outage@example.com',
  phone: '(416) 555-0166', address_line_1: '1 rue Principale', city: 'Toronto', province: 'on', postal_code: 'm5v2t6', allow_duplicate: true,
};

describe('without REDIS_URL', () => {
  it('the server has no Redis and its health does not mention one', async () => {
    const t = await testApp(await throwawayPglite());
    closing.push(() => t.close());
    expect(t.app.hasDecorator('redis')).toBe(false);
    expect(t.ports.redis).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

for (const redisUrl of url ? [url] : []) {
  for (const trouble of ['cut', 'stalled'] as const) {
    describe(`Redis ${trouble} under a running server`, () => {
      async function started(): Promise<{ t: TestApp; warnings: string[]; proxy: Awaited<ReturnType<typeof tcpProxy>>; prefix: string }> {
        const target = new URL(redisUrl);
        const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
        const redis = await throwawayRedis(redisUrl, { through: proxy.port });
        const warnings: string[] = [];
        const t = await testApp(await throwawayPglite(), { rateScale: 1, redis, warn: (msg) => warnings.push(msg) });
        closing.push(() => proxy.close(), () => redis.close(), () => t.close());
        return { t, warnings, proxy, prefix: redis.prefix };
      }

      it('answers every request without 500 and within 2 s, keeps the sign-in limit, and uses Redis again once back', async () => {
        const { t, warnings, proxy, prefix } = await started();
        const admin = await signedInAs(t, t.fixture.users.admin);
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
        const inRedis = await t.app.redis.keys(`${prefix}rl:*`);
        expect(inRedis.length, 'the sign-in was counted in Redis').toBeGreaterThan(0);

        if (trouble === 'cut') await proxy.cut(); else proxy.stall();
        const answers: { what: string; status: number; ms: number }[] = [];
        const timed = async <R extends { statusCode: number }>(what: string, call: () => Promise<R>): Promise<R> => {
          const at = performance.now();
          const r = await call();
          answers.push({ what, status: r.statusCode, ms: performance.now() - at });
          return r;
        };
        await timed('list', () => admin.get('/api/dealer/customer/?page_size=1'));
        await timed('write', () => admin.post('/api/dealer/customer/', CUSTOMER));
        await timed('list', () => admin.get('/api/dealer/customer/?page_size=1'));
        const statuses: number[] = [];
        let last: { statusCode: number; headers: Record<string, unknown> } = { statusCode: 0, headers: {} };
        for (let i = 0; i < 11; i += 1) {
          last = await timed('login', () => new Agent(t.app).post('/api/dealer/user/login/', { email: t.fixture.users.rep.email, password: 'wrong-password-1' }));
          statuses.push(last.statusCode);
        }
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });

        expect(answers.filter((a) => a.status >= 500), JSON.stringify(answers)).toEqual([]);
        expect(Math.max(...answers.map((a) => a.ms)), 'slowest answer in ms').toBeLessThan(2_000);
        expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 201, 200]);
        expect(statuses, 'the limit of 10 sign-in attempts holds while Redis is away').toEqual([...Array<number>(10).fill(400), 429]);
        expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
        expect(health.statusCode).toBe(200);
        expect(health.json()).toEqual({ status: 'ok', database: 'ok', redis: 'unavailable' });
        expect(warnings).toContain('redis unavailable: rate limits counted in PostgreSQL');
        expect(warnings).toContain('redis unavailable: list counts made in this process');

        await proxy.restore();
        // Back: after a short pause (pauseAfterFailure) a new sign-in attempt is counted in Redis again.
        let back = false;
        for (let i = 0; i < 100 && !back; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          await new Agent(t.app).post('/api/dealer/user/login/', { email: `someone.${i}@example.com`, password: 'wrong-password-1' });
          back = (await t.app.redis.keys(`${prefix}rl:*${limitKey('login', '127.0.0.1', `someone.${i}@example.com`)}`).catch(() => [])).length === 1;
        }
        expect(back, 'counted in Redis again without a restart').toBe(true);
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ redis: 'ok' });
      });
    });
  }
}
