import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMemoryIdempotencyStore } from '@dealer-panel/core/shared/testing/in-memory-idempotency';
import { inMemoryNotifications } from '@dealer-panel/core/notifications/testing/in-memory-notifications';
import { inMemoryPasskeyChallenges } from '@dealer-panel/core/access/testing/in-memory-passkeys';
import { ports as bindPorts, type Ports } from '../../adapters/di/ports';
import { purgeOld, startPurgeOnPostgres, type PurgeRunner } from '../../adapters/jobs/purge-job';
import { startHoldExpiryOnPostgres } from '../../adapters/jobs/hold-expiry-job';
import { startJobQueue, type JobQueue } from '../../adapters/jobs/job-queue';
import { depositDeps } from '../../adapters/di/server-deps';
import { depositUseCases } from '@dealer-panel/core/deposits/deposit-use-cases';
import { openDatabase, type Database } from '../../adapters/persistence/shared/database';
import { emptyPostgres } from '../../adapters/persistence/shared/throwaway-database';
import { manualClock } from '../api/support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const claim = (store: ReturnType<typeof inMemoryIdempotencyStore> | Ports['idempotency'], key: string, now: Date) =>
  store.claim({ scope: 'dealership:1', key, fingerprint: 'f', now, leaseMs: 60_000 });

describe('the daily purge', () => {
  it('forgets idempotency keys older than a week and read notifications older than 90 days, nothing newer', async () => {
    const clock = manualClock(new Date('2026-09-01T04:17:00Z'));
    const idempotency = inMemoryIdempotencyStore();
    const notifications = inMemoryNotifications();
    const ago = (days: number) => new Date(clock.now().getTime() - days * DAY);
    await claim(idempotency, 'eight-days', ago(8));
    await claim(idempotency, 'six-days', ago(6));
    const row = (createdAt: Date) => ({ userId: 1, dealershipId: 1, customerId: 2, orderId: null, kind: 'customer_creates_account' as const, detail: { customerName: 'Ava Thompson' }, createdAt });
    const [old] = await notifications.insert([row(ago(91)), row(ago(91)), row(ago(30))]);
    await notifications.markRead(1, 1, [old!.id], ago(90));
    const passkeyChallenges = inMemoryPasskeyChallenges();
    const challenge = (sessionId: string, expiresAt: Date) => passkeyChallenges.create({ sessionId, userId: 1, ceremony: 'authentication', challenge: sessionId, expiresAt });
    await challenge('expired', new Date(clock.now().getTime() - 1));
    await challenge('live', new Date(clock.now().getTime() + 60_000));
    expect(await purgeOld({ idempotency, notifications, passkeyChallenges, clock })).toEqual({ idempotencyKeys: 1, notifications: 1, passkeyChallenges: 1 });
    expect(passkeyChallenges.all().map((c) => c.sessionId)).toEqual(['live']);
    // Still known: another request with the key is told so.
    expect(await idempotency.claim({ scope: 'dealership:1', key: 'six-days', fingerprint: 'other', now: clock.now(), leaseMs: 60_000 })).toEqual({ status: 'mismatch' });
    expect(await idempotency.claim({ scope: 'dealership:1', key: 'eight-days', fingerprint: 'other', now: clock.now(), leaseMs: 60_000 })).toMatchObject({ status: 'claimed' });
    expect(notifications.rows).toHaveLength(2);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
if (adminUrl) {
  describe('the daily purge on PostgreSQL (pg-boss), two runners', () => {
    let database: Database;
    let drop: () => Promise<void>;
    let url: string;
    let ports: Ports;
    const clock = manualClock(new Date('2026-09-01T04:17:00Z'));
    beforeAll(async () => {
      const made = await emptyPostgres(adminUrl);
      url = made.url.toString();
      drop = made.drop;
      database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', owner: 'purge test', poolSize: 4 });
      ports = bindPorts(database, { log: () => undefined, clock });
    });
    afterAll(async () => { await database.close(); await drop(); });

    it('purges once a run is asked, whichever process takes it; each process works both jobs with one pg-boss instance', async () => {
      await claim(ports.idempotency, 'old', new Date(clock.now().getTime() - 8 * DAY));
      await claim(ports.idempotency, 'new', clock.now());
      const keys = async () => (await database.db.execute(sql`select key from idempotency_keys order by key`) as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
      expect(await keys()).toEqual(['new', 'old']);
      const runs: object[] = [];
      const log = (msg: string, fields: object) => { if (msg.includes('purged')) runs.push(fields); };
      const expired: number[] = [];
      const expire = async (limit: number) => { const n = await depositUseCases(depositDeps(ports)).expireHolds(limit); expired.push(n); return n; };
      const queues: JobQueue[] = [await startJobQueue(url, { log }), await startJobQueue(url, { log })];
      const runners: PurgeRunner[] = [];
      const holdRunners: PurgeRunner[] = [];
      try {
        for (const q of queues) {
          runners.push(await startPurgeOnPostgres(q, ports, { log, schedule: false }));
          holdRunners.push(await startHoldExpiryOnPostgres(q, expire, { log, schedule: false }));
        }
        await Promise.all([...runners, ...holdRunners].map((r) => r.trigger()));
        while ((await keys()).length !== 1 || expired.length === 0) await new Promise((r) => setTimeout(r, 250));
        // pg-boss names its connections; two processes hold at most two each (one instance per process, not one per job).
        const held = await database.db.execute(sql`select count(*)::int as n from pg_stat_activity where application_name = 'pgboss' and datname = current_database()`) as unknown as { rows: { n: number }[] };
        expect(held.rows[0]?.n).toBeLessThanOrEqual(4);
      } finally {
        for (const r of [...runners, ...holdRunners]) await r.stop();
        for (const q of queues) await q.stop();
      }
      expect(await keys()).toEqual(['new']);
      expect(runs).toContainEqual({ idempotencyKeys: 1, notifications: 0, passkeyChallenges: 0 });
    });
  });
}
