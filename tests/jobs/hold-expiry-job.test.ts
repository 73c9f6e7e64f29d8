import { and, eq, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payDeposit } from '@dealer-panel/core/deposits/pay-deposit';
import { depositUseCases } from '@dealer-panel/core/deposits/deposit-use-cases';
import { ports as bindPorts, type Ports } from '../../adapters/di/ports';
import { depositDeps } from '../../adapters/di/server-deps';
import { expireAll, startHoldExpiryOnPostgres, startHoldExpiryTimer, type HoldExpiryRunner } from '../../adapters/jobs/hold-expiry-job';
import { startJobQueue, type JobQueue } from '../../adapters/jobs/job-queue';
import { startPurgeOnPostgres } from '../../adapters/jobs/purge-job';
import { auditLog, deposits } from '../../adapters/persistence/schema';
import { openDatabase, type Database } from '../../adapters/persistence/shared/database';
import { emptyPostgres } from '../../adapters/persistence/shared/throwaway-database';
import { manualClock } from '../api/support/test-app';
import { insertOrder } from '../conformance/support/deal-fixtures';
import { insertDealership } from '../conformance/support/fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe('the hold-expiry job, in one process (the embedded database)', () => {
  it('runs every batch until one comes back short', async () => {
    const asked: number[] = [];
    const answers = [100, 100, 7];
    expect(await expireAll(async (limit) => { asked.push(limit); return answers.shift() ?? 0; })).toBe(207);
    expect(asked).toEqual([100, 100, 100]);
  });

  it('never overlaps two runs of the timer', async () => {
    let active = 0;
    let most = 0;
    const runner = startHoldExpiryTimer(async () => { active += 1; most = Math.max(most, active); await new Promise((r) => setImmediate(r)); active -= 1; return 0; }, { log: () => undefined, everyMs: 3_600_000 });
    await Promise.all([runner.trigger(), runner.trigger(), runner.trigger()]);
    await runner.stop();
    expect(most).toBe(1);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
if (adminUrl) {
  describe('the hold-expiry job on PostgreSQL (pg-boss), two runners', () => {
    let database: Database;
    let drop: () => Promise<void>;
    let url: string;
    let ports: Ports;
    const clock = manualClock();
    beforeAll(async () => {
      const made = await emptyPostgres(adminUrl);
      url = made.url.toString();
      drop = made.drop;
      database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', owner: 'hold expiry test', poolSize: 4 });
      ports = bindPorts(database, { log: () => undefined, clock });
    });
    afterAll(async () => { await database.close(); await drop(); });

    it('expires each ended hold once, whichever runner takes the run', async () => {
      const db = database.db;
      const dealershipId = await insertDealership(db);
      await ports.cardProcessorAccounts.connect(dealershipId, { accountId: 'acct_job', connectedAt: clock.now() });
      const orderIds = [await insertOrder(db, dealershipId), await insertOrder(db, dealershipId), await insertOrder(db, dealershipId)];
      for (const orderId of orderIds) {
        const deal = await ports.deposits.deal(dealershipId, orderId);
        await ports.deposits.create({ dealershipId, orderId, customerId: deal!.customerId, mode: 'hold', amountCents: 10_000, currency: 'CAD' }, clock.now());
        const held = await payDeposit(depositDeps(ports))({ dealershipId, orderId, paymentMethod: '4242424242424242', idempotencyKey: `pay-${orderId}`, ip: '' })();
        expect(E.isRight(held)).toBe(true);
      }
      clock.advance(8 * DAY);
      const expire = depositUseCases(depositDeps(ports)).expireHolds;
      const log = () => undefined;
      // Two processes, each with its one pg-boss instance working both jobs' queues.
      const queues: JobQueue[] = [await startJobQueue(url, { log }), await startJobQueue(url, { log })];
      const runners: HoldExpiryRunner[] = [];
      for (const q of queues) {
        runners.push(await startHoldExpiryOnPostgres(q, expire, { log, schedule: false }));
        await startPurgeOnPostgres(q, ports, { log, schedule: false });
      }
      try {
        await Promise.all(runners.flatMap((r) => [r.trigger(), r.trigger()]));
        const held = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(deposits).where(and(eq(deposits.dealershipId, dealershipId), eq(deposits.state, 'pre_authorized'))))[0]?.n;
        // The runners poll every 2 s; the test's own timeout bounds the wait.
        while ((await held()) !== 0) await new Promise((r) => setTimeout(r, 250));
      } finally {
        for (const r of runners) await r.stop();
        for (const q of queues) await q.stop();
      }
      const rows = await db.select({ detail: auditLog.detail }).from(auditLog).where(and(eq(auditLog.action, 'deposit_expired'), eq(auditLog.dealershipId, dealershipId)));
      expect(rows.map((r) => r.detail.order_id).sort()).toEqual([...orderIds].sort());
      for (const orderId of orderIds) expect((await ports.timeline.list(dealershipId, orderId)).filter((e) => e.event === 'deposit.expired')).toHaveLength(1);
    }, 60_000);
  });
}
