import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, desc } from 'drizzle-orm';
import { creditApplications, orders, deposits, dealerships, storedFiles } from '../persistence/schema';
import type { Database } from '../persistence/shared/database';
import { throwawayPglite } from '../persistence/shared/throwaway-database';
import { ports as bindPorts, type Ports } from './ports';
import { seedDemoData } from './seed-demo';
import { paidCents } from '@dealer-panel/core/deposits/deposit';
import { simulatedDeposits } from '../persistence/deposits/drizzle-deposit-repository';
import { simulatedProcessorState } from '../card-processor/simulated-deposit-processor';
import { restoreSimulatedPayments } from '../card-processor/simulated-payments-restore';
import { treeOf, treeProblems } from '@dealer-panel/core/trade-ins/questions';
import { seedDemoQuestions } from './seed-demo-questions';
import { checkVin, crossCheck } from '@dealer-panel/core/inventory/vin';
import { tradeInOffers, tradeInPictures, tradeIns } from '../persistence/trade-ins/schema';
import { JOURNEY_WINDOW } from './seed-demo-trade-ins';

/**
 * The demo data's later steps (credit applications, deposits, trade-in questionnaires, trade-ins),
 * checked on one seeded database: seeding the whole demo takes seconds, so it is done once here.
 */
describe('the demo data, seeded once', () => {
  let database: Database;
  let p: Ports;
  beforeAll(async () => {
    database = await throwawayPglite();
    p = bindPorts(database, { log: () => undefined, argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    await seedDemoData(p);
  }, 180_000);
  afterAll(async () => { await database.close(); });

  describe('the demo credit applications', () => {
    it('submits two applications in each store, one with a co-applicant, sealed with the configured key, deals awaiting the dealer', async () => {
      const rows = await database.db.select({ a: creditApplications, step: orders.stepCreditApp }).from(creditApplications).innerJoin(orders, eq(orders.id, creditApplications.orderId));
      expect(rows).toHaveLength(6);
      expect(rows.filter((r) => r.a.hasCoApplicant)).toHaveLength(3);
      expect(rows.every((r) => r.step === 'awaiting-dealer' && r.a.status === 2 && r.a.applicantKeyId === p.creditCipher.currentKeyId)).toBe(true);
      const raw = JSON.stringify(await database.db.execute(sql`select * from credit_applications`));
      expect(raw).not.toContain('046 454 286');
      expect(raw).not.toContain('123-45-6789');
      const stored = await p.credit.byOrder(rows[0]!.a.dealershipId, rows[0]!.a.orderId);
      expect(JSON.parse(p.creditCipher.open(stored!.applicant.sealed))).toHaveProperty('insurance_number');
      expect((await seedDemoData(p)).seeded).toBe(false);
      expect(await database.db.select().from(creditApplications)).toHaveLength(6);
    });
  });

  describe('the demo deposits', () => {
    it('gives each store a deposit held, captured, partly refunded, refunded and expired, with the deal in step', async () => {
      const rows = await database.db.select({ d: deposits, status: orders.depositStatus, step: orders.stepDeposit }).from(deposits).innerJoin(orders, eq(orders.id, deposits.orderId));
      expect(rows.length).toBeGreaterThanOrEqual(10);
      const states = new Set(rows.map((r) => r.d.state));
      expect(states).toEqual(new Set(['pre_authorized', 'confirmed', 'refunded', 'expired']));
      expect(rows.some((r) => r.d.state === 'confirmed' && r.d.refundedCents > 0 && paidCents(r.d) > 0)).toBe(true);
      expect(rows.every((r) => r.status === r.d.state)).toBe(true);
      expect((await p.cardProcessorAccounts.account(rows[0]!.d.dealershipId))?.accountId).toMatch(/^acct_sim_demo_/);
      expect((await seedDemoData(p)).seeded).toBe(false);
      expect(await database.db.select().from(deposits)).toHaveLength(rows.length);
    });

    it('tells a restarted simulated processor of the payments the deposits refer to', async () => {
      const state = simulatedProcessorState();
      const known = await simulatedDeposits(database.db);
      expect(restoreSimulatedPayments(state, known)).toBe(known.length);
      const held = [...state.payments.values()].filter((x) => x.state === 'held');
      expect(held.length).toBeGreaterThan(0);
      expect(state.sequence).toBeGreaterThanOrEqual(known.length);
      expect(restoreSimulatedPayments(state, known)).toBe(0);
    });
  });

  describe('the demo trade-in questionnaires', () => {
    it('gives each demo store a sound bilingual questionnaire with branches, once', async () => {
      const stores = await database.db.select({ id: dealerships.id }).from(dealerships);
      const lists = await Promise.all(stores.map((s) => p.tradeInQuestions.list(s.id)));
      const seeded = lists.filter((l) => l.length > 0);
      expect(seeded).toHaveLength(3);
      for (const all of seeded) {
        expect(treeProblems(all)).toEqual([]);
        expect(all.every((q) => q.question !== '' && q.questionFr !== '' && !q.required)).toBe(true);
        const tree = treeOf(all);
        expect(tree.map((q) => q.question)).toEqual(['Has the vehicle been in an accident?', 'Any warning lights on the dashboard?', 'Number of keys', 'How many previous owners?']);
        expect(tree[0]?.children.map((q) => [q.question, q.parentAnswer])).toEqual([['Was it repaired by a body shop?', 'yes'], ['What was damaged?', 'yes']]);
      }
      expect((await seedDemoQuestions(p)).seeded).toBe(false);
    });
  });

  describe('the demo trade-ins', () => {
    it('gives older deals of each store a vehicle with a valid VIN, estimates, pictures, one offer awaiting and one accepted', async () => {
      const rows = await database.db.select().from(tradeIns);
      expect(rows).toHaveLength(12);
      expect(rows.every((r) => r.vin !== null && checkVin(r.vin)._tag === 'Right' && crossCheck(r.vin, r).length === 0 && r.odometer > 0 && r.orderId !== null)).toBe(true);
      const offers = await database.db.select({ status: tradeInOffers.status }).from(tradeInOffers);
      expect(offers.map((o) => o.status).sort()).toEqual(['accepted', 'accepted', 'accepted', 'awaiting', 'awaiting', 'awaiting']);
      const pictures = await database.db.select().from(tradeInPictures);
      expect(pictures).toHaveLength(30);
      const [file] = await database.db.select().from(storedFiles).where(eq(storedFiles.key, pictures[0]!.storageKey));
      expect((await sharp(Buffer.from(file!.bytes)).metadata()).format).toBe('jpeg');
      const [one] = await database.db.select({ pictures: tradeIns.pictures }).from(tradeIns).where(eq(tradeIns.id, pictures[0]!.tradeInId));
      expect(one?.pictures[pictures[0]!.slot]).toBe(pictures[0]!.id);
      // None among the newest deals of its store, where the browser journeys pick theirs.
      for (const r of rows) {
        const newest = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.dealershipId, r.dealershipId))
          .orderBy(desc(orders.createdAt), desc(orders.id)).limit(JOURNEY_WINDOW);
        expect(newest.map((o) => o.id)).not.toContain(r.orderId);
      }
      expect((await seedDemoData(p)).seeded).toBe(false);
      expect(await database.db.select().from(tradeIns)).toHaveLength(12);
    });
  });
});
