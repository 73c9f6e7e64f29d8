import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drizzleAnalyticsReader } from '../../adapters/persistence/analytics/drizzle-analytics-reader';
import { customers, deposits, orders, orderTimeline, pageEvents, tradeInOffers, tradeIns } from '../../adapters/persistence/schema';
import type { Db } from '../../adapters/persistence/shared/database';
import { forEachEngine } from './support/engines';
import { insertDealership } from './support/fixtures';
import { at, customer, deal, deposit, offer, rep, timeline, tradeIn } from './support/analytics-rows';

// The per-day summaries (migration 0026) against the rows themselves: after every kind of write the
// dashboard's writers make — and some they do not, straight SQL included — a whole-day period read
// from the summaries answers exactly what counting the rows answers (`summaries: false`).

const NOW = at('2026-04-01T12:00:00Z');
/** Whole-day periods that cut the seeded acts in different places. */
const PERIODS = [
  ['2026-03-01', '2026-04-01'], ['2026-03-03', '2026-03-04'], ['2026-03-04', '2026-03-10'], ['2026-02-01', '2026-03-04'], ['2026-03-05', '2026-03-06'], ['2025-04-01', '2026-04-02'],
].map(([s, e]) => ({ start: at(`${s}T00:00:00Z`), end: at(`${e}T00:00:00Z`) }));

async function expectSummariesExact(db: Db, stores: readonly number[]): Promise<void> {
  for (const period of PERIODS) {
    const fromSummaries = await drizzleAnalyticsReader(db).figures(stores, period, NOW);
    const fromRows = await drizzleAnalyticsReader(db, { summaries: false }).figures(stores, period, NOW);
    expect(fromSummaries, `${period.start.toISOString()} → ${period.end.toISOString()}`).toEqual(fromRows);
  }
}

forEachEngine((engine) => {
  describe('analytics per-day summaries', () => {
    it('stay exact through inserts, step changes, rep changes, merges, moves and deletes', async () => {
      const db = engine.db();
      const a = await insertDealership(db);
      const b = await insertDealership(db);
      const r1 = await rep(db, 'Raj', 'Patel');
      const r2 = await rep(db, 'Emily', 'Chen');
      const c1 = await customer(db, a, 'website', '2026-03-02T10:00:00Z', r1);
      const c2 = await customer(db, a, 'phone', '2026-03-03T23:59:59Z', r2);
      const c3 = await customer(db, a, 'walk_in', '2026-03-05T00:00:00Z', null);
      const o1 = await deal(db, a, c1, '2026-03-03T09:00:00Z', { stepCustomerQuote: 'completed', stepDeposit: 'pre_authorized' });
      const o2 = await deal(db, a, c2, '2026-03-04T09:00:00Z');
      const o3 = await deal(db, a, c3, '2026-03-05T09:00:00Z', { stepAppointment: 'appointment', awaiting: 'dealer', updatedAt: at('2026-04-01T11:00:00Z') });
      // o1: customer acts on three days (the 3rd twice at the same instant), staff answers in between and after.
      await timeline(db, a, o1, 'customer', '2026-03-03T10:00:00Z');
      await timeline(db, a, o1, 'customer', '2026-03-03T10:00:00Z');
      await timeline(db, a, o1, 'dealer', '2026-03-03T10:00:00Z');
      await timeline(db, a, o1, 'customer', '2026-03-05T08:00:00Z');
      await timeline(db, a, o1, 'customer', '2026-03-09T08:00:00Z');
      await timeline(db, a, o1, 'dealer', '2026-03-09T09:30:00Z');
      await timeline(db, a, o2, 'customer', '2026-03-04T10:00:00Z');
      // Several rows of one deal in one statement, older than the rows already there.
      await db.insert(orderTimeline).values([
        { dealershipId: a, orderId: o2, kind: 'appointment', event: 'appointment.asked', actor: 'customer', createdAt: at('2026-02-27T10:00:00Z') },
        { dealershipId: a, orderId: o2, kind: 'appointment', event: 'appointment.asked', actor: 'dealer', createdAt: at('2026-03-06T10:00:00Z') },
        { dealershipId: a, orderId: o3, kind: 'appointment', event: 'appointment.asked', actor: 'customer', createdAt: at('2026-03-05T10:00:00Z') },
      ]);
      await db.insert(pageEvents).values([
        { dealershipId: a, surface: 'shop', page: 'vdp', createdAt: at('2026-03-03T10:00:00Z') },
        { dealershipId: a, surface: 'dealer', page: 'analytics', createdAt: at('2026-03-04T10:00:00Z') },
      ]);
      await deposit(db, a, o1, c1, '2026-03-03T12:00:00Z', { state: 'pre_authorized', amountCents: 25_000 });
      await deposit(db, a, o2, c2, '2026-03-04T12:00:00Z', { state: 'created', amountCents: 10_000 });
      const t1 = await tradeIn(db, a, c1, o1);
      const t2 = await tradeIn(db, a, c2, o2);
      await offer(db, t1, 'awaiting', '2026-03-03T12:00:00Z');
      await offer(db, t2, 'accepted', '2026-03-04T12:00:00Z');
      await offer(db, t2, 'declined', '2026-03-09T12:00:00Z');
      await expectSummariesExact(db, [a, b]);

      // Money moves and offers are answered; deals start and stop awaiting the dealer, one changed after `now`.
      await db.update(deposits).set({ state: 'refunded', capturedCents: 25_000, refundedCents: 25_000 }).where(eq(deposits.orderId, o1));
      await db.update(tradeInOffers).set({ status: 'accepted' }).where(eq(tradeInOffers.tradeInId, t1));
      await db.update(orders).set({ awaiting: 'dealer', updatedAt: at('2026-04-01T11:59:30.25Z') }).where(eq(orders.id, o1));
      await db.update(orders).set({ awaiting: 'dealer', updatedAt: at('2026-04-02T08:00:00Z') }).where(eq(orders.id, o2));
      await expectSummariesExact(db, [a, b]);
      await db.update(orders).set({ isArchived: true }).where(eq(orders.id, o1));
      await db.update(tradeIns).set({ dealershipId: b }).where(eq(tradeIns.id, t2));
      await expectSummariesExact(db, [a, b]);
      await db.delete(tradeIns).where(eq(tradeIns.id, t1));
      await db.delete(deposits).where(eq(deposits.orderId, o2));
      await expectSummariesExact(db, [a, b]);

      // Steps move on, a deal is sold, a lead type and a rep change (the rep's deals follow).
      await db.update(orders).set({ stepTradeIn: 'pending', stepCreditApp: 'completed', confirmedAt: at('2026-03-20T00:00:00Z') }).where(eq(orders.id, o2));
      await db.update(orders).set({ stepDeposit: 'refunded', stepCustomerQuote: 'no_quote_created' }).where(eq(orders.id, o1));
      await db.update(customers).set({ leadType: 'referral' }).where(eq(customers.id, c3));
      await db.update(customers).set({ salesRepId: r2 }).where(inArray(customers.id, [c1, c3]));
      await expectSummariesExact(db, [a, b]);

      // A merge: c2's deals move to c1 and c2 is hidden; a deal moves to another store.
      await db.update(orders).set({ customerId: c1 }).where(eq(orders.customerId, c2));
      await db.update(customers).set({ mergedIntoId: c1 }).where(eq(customers.id, c2));
      await db.update(orders).set({ dealershipId: b }).where(eq(orders.id, o3));
      await expectSummariesExact(db, [a, b]);

      // Timeline rows changed or taken away, a deal deleted with its timeline, a page view removed.
      await db.update(orderTimeline).set({ createdAt: at('2026-03-04T07:00:00Z') }).where(sql`${orderTimeline.orderId} = ${o1} and ${orderTimeline.createdAt} = ${at('2026-03-05T08:00:00Z')}`);
      await db.delete(orderTimeline).where(sql`${orderTimeline.orderId} = ${o1} and ${orderTimeline.actor} = 'dealer' and ${orderTimeline.createdAt} = ${at('2026-03-03T10:00:00Z')}`);
      await expectSummariesExact(db, [a, b]);
      await db.delete(tradeIns).where(eq(tradeIns.orderId, o2));
      await db.delete(orders).where(eq(orders.id, o2));
      await db.delete(pageEvents).where(eq(pageEvents.page, 'analytics'));
      await expectSummariesExact(db, [a, b]);
    });

    it('leave nothing behind when the writing transaction rolls back', async () => {
      const db = engine.db();
      const a = await insertDealership(db);
      const c = await customer(db, a, 'website', '2026-03-02T10:00:00Z', null);
      const before = await drizzleAnalyticsReader(db).figures([a], PERIODS[0]!, NOW);
      await expect(db.transaction(async (tx) => {
        const o = await deal(tx as unknown as Db, a, c, '2026-03-03T09:00:00Z', { confirmedAt: at('2026-03-04T00:00:00Z') });
        await timeline(tx as unknown as Db, a, o, 'customer', '2026-03-03T10:00:00Z');
        throw new Error('rolled back');
      })).rejects.toThrow('rolled back');
      expect(await drizzleAnalyticsReader(db).figures([a], PERIODS[0]!, NOW)).toEqual(before);
      await expectSummariesExact(db, [a]);
    });

    it('are what a whole-day period reads (a summary row changed by hand shows)', async () => {
      const db = engine.db();
      const a = await insertDealership(db);
      const c = await customer(db, a, 'website', '2026-03-02T10:00:00Z', null);
      await deal(db, a, c, '2026-03-03T09:00:00Z');
      await db.execute(sql`update analytics_daily_deals set deals = deals + 1 where dealership_id = ${a}`);
      const [summed] = await drizzleAnalyticsReader(db).figures([a], PERIODS[0]!, NOW);
      const [counted] = await drizzleAnalyticsReader(db, { summaries: false }).figures([a], PERIODS[0]!, NOW);
      expect([summed!.deals, counted!.deals]).toEqual([2, 1]);
    });
  });
});
