import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import type { Dms } from '@dealer-panel/core/dms/dms';
import { dmsUseCases } from '@dealer-panel/core/dms/dms-use-cases';
import { storedDealAt } from '@dealer-panel/core/payments/stored-deal';
import { ports as bindPorts, type Ports } from '../../adapters/di/ports';
import { simulatedDms } from '../../adapters/dms/simulated-dms';
import { startDmsPushOnPostgres, startDmsPushTimer, switchableDmsQueue } from '../../adapters/jobs/dms-push-job';
import { startJobQueue, type JobQueue } from '../../adapters/jobs/job-queue';
import { openDatabase, type Database } from '../../adapters/persistence/shared/database';
import { emptyPostgres } from '../../adapters/persistence/shared/throwaway-database';
import { systemClock } from '../../adapters/system/system-clock';
import { insertOrder } from '../conformance/support/deal-fixtures';
import { insertDealership } from '../conformance/support/fixtures';
import { customers, orders, vehicles } from '../../adapters/persistence/schema';
import { eq } from 'drizzle-orm';
import type { Db } from '../../adapters/persistence/shared/database';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';

/** A deal the simulated DMS takes: a customer with a phone and postal code, and a vehicle with a VIN. */
async function pushableDeal(db: Db, dealershipId: number): Promise<number> {
  const orderId = await insertOrder(db, dealershipId);
  const [v] = await db.insert(vehicles).values({
    dealershipId, vin: `1HGCM8263${String(orderId).padStart(8, '0')}`, year: 2024, make: 'Honda', model: 'Civic', condition: 'New', stockNumber: `S${orderId}`, stockStatus: 'I',
    listingPriceCents: 3_000_000, fuelType: 'Gasoline', bodyType: 'Sedan', arrivalDate: '2026-01-01',
  }).returning({ id: vehicles.id });
  const [o] = await db.update(orders).set({ vehicleId: v!.id }).where(eq(orders.id, orderId)).returning({ customerId: orders.customerId });
  await db.update(customers).set({ phone: '4165550100', postalCode: 'M5V 2T6' }).where(eq(customers.id, o!.customerId));
  return orderId;
}

/** The staff member who sends (a dealer admin of the store): only `dealership.id`, `user.id` and `actor` are read by the use case. */
const sender = (dealershipId: number) => ({
  dealership: { id: dealershipId }, user: { id: null }, actor: { role: 'dealer_admin', isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false },
}) as unknown as DealershipContext;

const until = async (what: () => Promise<boolean>, ms = 45_000) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe('the DMS push worker of the embedded database', () => {
  it('runs what is due until nothing is, never two runs at once', async () => {
    const answers = [2, 1, 0];
    let active = 0;
    let most = 0;
    const runner = startDmsPushTimer(async () => { active += 1; most = Math.max(most, active); await new Promise((r) => setImmediate(r)); active -= 1; return answers.shift() ?? 0; }, { log: () => undefined, everyMs: 3_600_000 });
    await Promise.all([runner.trigger(), runner.trigger()]);
    await runner.stop();
    expect(most).toBe(1);
    expect(answers).toEqual([]);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
if (adminUrl) {
  describe('the DMS push job on PostgreSQL (pg-boss)', () => {
    let database: Database;
    let drop: () => Promise<void>;
    let url: string;
    let ports: Ports;
    beforeAll(async () => {
      const made = await emptyPostgres(adminUrl);
      url = made.url.toString();
      drop = made.drop;
      database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', owner: 'dms push test', poolSize: 4 });
      ports = bindPorts(database, { log: () => undefined, clock: systemClock() });
    });
    afterAll(async () => { await database.close(); await drop(); });

    it('a push interrupted by a restart after the DMS call, before the commit, completes once: one DMS deal', async () => {
      const db = database.db;
      const dealershipId = await insertDealership(db);
      const orderId = await pushableDeal(db, dealershipId);
      const log = () => undefined;
      // The DMS is outside our processes: both "processes" reach the same one (its answers kept by idempotency key).
      const real = simulatedDms({ ledger: ports.dmsLedger });
      let dmsCalls = 0;
      let crashed = (): void => undefined;
      const crashedAfterDms = new Promise<void>((resolve) => { crashed = resolve; });
      // Process A: the DMS takes the deal, then the process dies before it writes the answer (the run never ends).
      const dying: Dms = { system: real.system, push: (request) => async () => { dmsCalls += 1; await real.push(request)(); crashed(); return new Promise<never>(() => undefined); } };
      const queueA = switchableDmsQueue();
      const useCasesA = dmsUseCases({ dms: dying, dmsPushes: ports.dmsPushes, dmsQueue: queueA, timeline: ports.timeline, clock: ports.clock, storedDeals: storedDealAt(ports) });
      const bossA: JobQueue = await startJobQueue(url, { log, maintenanceIntervalSeconds: 1 });
      const runnerA = await startDmsPushOnPostgres(bossA, useCasesA.runPush, { log, expireInSeconds: 2 });
      queueA.use(runnerA.queue);
      let bossB: JobQueue | null = null;
      try {
        const scheduled = await useCasesA.schedulePush(sender(dealershipId), orderId)();
        if (E.isLeft(scheduled)) throw new Error(scheduled.left._tag);
        expect(scheduled.right.push.jobId).toMatch(/^[0-9a-f-]{36}$/);
        await crashedAfterDms;
        await runnerA.stop(); // A takes no more jobs; its run in flight never finishes, as if the process were gone.
        expect((await ports.dmsPushes.byId(scheduled.right.push.id))?.state).toBe('pushing');
        expect(await ports.dmsLedger.dealsOf(dealershipId, orderId)).toHaveLength(1);

        // Process B starts: pg-boss fails A's job once it is past its expiry and runs it again here.
        const honest: Dms = { system: real.system, push: (request) => async () => { dmsCalls += 1; return real.push(request)(); } };
        const queueB = switchableDmsQueue();
        const useCasesB = dmsUseCases({ dms: honest, dmsPushes: ports.dmsPushes, dmsQueue: queueB, timeline: ports.timeline, clock: ports.clock, storedDeals: storedDealAt(ports) });
        bossB = await startJobQueue(url, { log, maintenanceIntervalSeconds: 1 });
        queueB.use((await startDmsPushOnPostgres(bossB, useCasesB.runPush, { log, expireInSeconds: 2 })).queue);
        // The push is marked pushed, then its history entry is written: wait for both.
        const pushedEntries = async () => (await ports.timeline.list(dealershipId, orderId)).filter((e) => e.event === 'dms.pushed');
        await until(async () => (await ports.dmsPushes.byId(scheduled.right.push.id))?.state === 'pushed' && (await pushedEntries()).length > 0);

        const pushed = await ports.dmsPushes.byId(scheduled.right.push.id);
        const deals = await ports.dmsLedger.dealsOf(dealershipId, orderId);
        expect(deals).toHaveLength(1);
        expect(pushed).toMatchObject({ state: 'pushed', attempts: 2, dmsDealNumber: deals[0] });
        expect(dmsCalls).toBe(2);
        expect(await ports.dmsPushes.sync(dealershipId, orderId)).toMatchObject({ dmsDealNumber: deals[0] });
        expect(await pushedEntries()).toHaveLength(1);
        // Sending again while nothing is active opens a new push, and the DMS deal stays the one deal.
        const again = await useCasesB.schedulePush(sender(dealershipId), orderId)();
        if (E.isLeft(again)) throw new Error(again.left._tag);
        await until(async () => (await ports.dmsPushes.byId(again.right.push.id))?.state === 'pushed');
        expect(await ports.dmsLedger.dealsOf(dealershipId, orderId)).toHaveLength(1);
      } finally {
        await bossB?.stop();
        await bossA.abandon();
      }
    }, 90_000);

    it('two processes working the queue run each push once', async () => {
      const db = database.db;
      const dealershipId = await insertDealership(db);
      const orderIds = [await pushableDeal(db, dealershipId), await pushableDeal(db, dealershipId), await pushableDeal(db, dealershipId)];
      const log = () => undefined;
      const real = simulatedDms({ ledger: ports.dmsLedger });
      let calls = 0;
      const counted: Dms = { system: real.system, push: (r) => async () => { calls += 1; return real.push(r)(); } };
      const bosses = [await startJobQueue(url, { log }), await startJobQueue(url, { log })];
      const queue = switchableDmsQueue();
      const U = dmsUseCases({ dms: counted, dmsPushes: ports.dmsPushes, dmsQueue: queue, timeline: ports.timeline, clock: ports.clock, storedDeals: storedDealAt(ports) });
      try {
        const runners = [];
        for (const b of bosses) runners.push(await startDmsPushOnPostgres(b, U.runPush, { log }));
        queue.use(runners[0]!.queue);
        const pushIds: number[] = [];
        for (const orderId of orderIds) {
          const s = await U.schedulePush(sender(dealershipId), orderId)();
          if (E.isLeft(s)) throw new Error(s.left._tag);
          pushIds.push(s.right.push.id);
          // The same send again answers the same job.
          const again = await U.schedulePush(sender(dealershipId), orderId)();
          expect(E.isRight(again) && again.right.push.jobId).toBe(s.right.push.jobId);
        }
        await until(async () => (await Promise.all(pushIds.map((id) => ports.dmsPushes.byId(id)))).every((p) => p?.state === 'pushed'));
        expect(calls).toBe(3);
        for (const orderId of orderIds) expect(await ports.dmsLedger.dealsOf(dealershipId, orderId)).toHaveLength(1);
      } finally {
        for (const b of bosses) await b.stop();
      }
    }, 60_000);
  });
}
