import { describe, expect, it } from 'vitest';
import { drizzleAnalyticsReader } from '../../adapters/persistence/analytics/drizzle-analytics-reader';
import { pageEvents } from '../../adapters/persistence/schema';
import type { Db } from '../../adapters/persistence/shared/database';
import { forEachEngine } from './support/engines';
import { insertDealership } from './support/fixtures';
import { at, customer, deal, deposit, offer, rep, timeline, tradeIn } from './support/analytics-rows';

// A hand-computed fixture (issue 17 item 7): every expected figure below is counted by hand from
// the rows inserted here; the comments say which rows make each number.

const PERIOD = { start: at('2026-03-01T00:00:00Z'), end: at('2026-04-01T00:00:00Z') };
const NOW = at('2026-04-01T12:00:00Z');

async function seed(db: Db) {
  const a = await insertDealership(db);
  const b = await insertDealership(db);
  const c = await insertDealership(db);
  const r1 = await rep(db, 'Raj', 'Patel');
  const r2 = await rep(db, 'Emily', 'Chen');
  // Store A's customers: c4 came before the period, c5 was merged, c7 came after.
  const c1 = await customer(db, a, 'website', '2026-03-02T10:00:00Z', r1);
  await customer(db, a, 'website', '2026-03-02T23:59:00Z', r1);
  const c3 = await customer(db, a, 'phone', '2026-03-05T08:00:00Z', r2);
  const c4 = await customer(db, a, 'walk_in', '2026-02-28T23:59:59Z', r1);
  await customer(db, a, 'phone', '2026-03-10T08:00:00Z', r2, c3);
  await customer(db, a, 'referral', '2026-03-31T23:59:59Z', null);
  await customer(db, a, 'website', '2026-04-01T00:00:00Z', r1);
  // Store A's deals: o1 reaches every step; o2 none; o3 quote, trade-in, deposit (refunded) and awaits the dealer;
  // o4 (archived) a quote; o5 came before the period but awaits the dealer now.
  const o1 = await deal(db, a, c1, '2026-03-03T09:00:00Z', {
    stepCustomerQuote: 'sent_to_customer', stepTradeIn: 'pending', stepCreditApp: 'completed', stepDeposit: 'completed', stepAppointment: 'appointment', confirmedAt: at('2026-03-20T00:00:00Z'),
  });
  const o2 = await deal(db, a, c1, '2026-03-04T09:00:00Z', { stepCustomerQuote: 'no_quote_created', stepDeposit: 'pending', stepAppointment: 'canceled' });
  const o3 = await deal(db, a, c3, '2026-03-06T09:00:00Z', {
    stepCustomerQuote: 'completed', stepTradeIn: 'awaiting-dealer', stepDeposit: 'refunded', awaiting: 'dealer', updatedAt: at('2026-04-01T11:00:00Z'),
  });
  await deal(db, a, c4, '2026-03-07T09:00:00Z', { stepCustomerQuote: 'viewed_by_customer', awaiting: 'dealer', isArchived: true });
  const o5 = await deal(db, a, c4, '2026-02-20T09:00:00Z', { awaiting: 'dealer', updatedAt: at('2026-04-01T10:00:00Z') });
  // First responses: o1 answered in 30 min (the customer's second act does not restart the clock); o3 in 4 h
  // (the dealer's act before the customer's does not count); o2 not answered; o5's customer act is before the period.
  await timeline(db, a, o1, 'customer', '2026-03-03T10:00:00Z');
  await timeline(db, a, o1, 'customer', '2026-03-03T11:00:00Z');
  await timeline(db, a, o1, 'dealer', '2026-03-03T10:30:00Z');
  await timeline(db, a, o3, 'dealer', '2026-03-06T08:00:00Z');
  await timeline(db, a, o3, 'customer', '2026-03-06T09:00:00Z');
  await timeline(db, a, o3, 'dealer', '2026-03-06T13:00:00Z');
  await timeline(db, a, o2, 'customer', '2026-03-04T12:00:00Z');
  await timeline(db, a, o5, 'customer', '2026-02-25T12:00:00Z');
  // Deposits: d1 paid 500 $, d2 paid 300 $ and refunded, d3 a 250 $ hold; d4 is before the period.
  await deposit(db, a, o1, c1, '2026-03-03T12:00:00Z', { state: 'confirmed', amountCents: 50_000, capturedCents: 50_000 });
  await deposit(db, a, o3, c3, '2026-03-06T12:00:00Z', { state: 'refunded', amountCents: 30_000, capturedCents: 30_000, refundedCents: 30_000 });
  await deposit(db, a, o2, c1, '2026-03-04T12:00:00Z', { state: 'pre_authorized', amountCents: 25_000 });
  await deposit(db, a, o5, c4, '2026-02-20T12:00:00Z', { state: 'confirmed', amountCents: 99_999, capturedCents: 99_999 });
  // Offers: three made in the period, one accepted; the expired one is from February.
  const t1 = await tradeIn(db, a, c1, o1);
  const t3 = await tradeIn(db, a, c3, o3);
  await offer(db, t1, 'accepted', '2026-03-03T12:00:00Z');
  await offer(db, t1, 'declined', '2026-03-04T12:00:00Z');
  await offer(db, t3, 'awaiting', '2026-03-06T12:00:00Z');
  await offer(db, t3, 'expired', '2026-02-27T12:00:00Z');
  await db.insert(pageEvents).values([
    { dealershipId: a, surface: 'shop', page: 'vdp', createdAt: at('2026-03-02T10:00:00Z') },
    { dealershipId: a, surface: 'shop', page: 'vdp', createdAt: at('2026-03-09T10:00:00Z') },
    { dealershipId: a, surface: 'shop', page: 'srp', createdAt: at('2026-03-09T10:01:00Z') },
    { dealershipId: a, surface: 'shop', page: 'vdp', createdAt: at('2026-02-28T10:00:00Z') },
  ]);
  // Store B: one chat lead and its deal. Store C is never asked: its rows must count nowhere.
  const cb = await customer(db, b, 'chat', '2026-03-15T08:00:00Z', null);
  await deal(db, b, cb, '2026-03-15T09:00:00Z');
  const cc = await customer(db, c, 'website', '2026-03-02T10:00:00Z', r1);
  await deal(db, c, cc, '2026-03-03T09:00:00Z', { confirmedAt: at('2026-03-04T00:00:00Z') });
  return { a, b, r1, r2 };
}

forEachEngine((engine) => {
  describe('drizzle analytics reader', () => {
    it('counts every figure of the hand-computed fixture, store by store in the order asked', async () => {
      const db = engine.db();
      const { a, b, r1, r2 } = await seed(db);
      const [fb, fa] = await drizzleAnalyticsReader(db).figures([b, a], PERIOD, NOW);
      expect(fa).toEqual({
        leads: [
          { day: '2026-03-02', leadType: 'website', count: 2 }, { day: '2026-03-05', leadType: 'phone', count: 1 }, { day: '2026-03-31', leadType: 'referral', count: 1 },
        ],
        deals: 4,
        funnel: { quote: 3, trade_in: 2, credit_app: 1, deposit: 2, appointment: 1, sold: 1 },
        firstResponse: { count: 2, totalSeconds: 1800 + 14_400 },
        unanswered: 1,
        awaitingDealer: { count: 2, totalSeconds: 3600 + 7200 },
        deposits: [{ currency: 'CAD', heldCount: 1, heldCents: 25_000, capturedCount: 2, capturedCents: 80_000, refundedCount: 1, refundedCents: 30_000 }],
        tradeInOffers: { made: 3, accepted: 1 },
        reps: [
          { userId: r1, name: 'Raj Patel', leads: 2, deals: 3, sold: 1 },
          { userId: r2, name: 'Emily Chen', leads: 1, deals: 1, sold: 0 },
          { userId: null, name: null, leads: 1, deals: 0, sold: 0 },
        ],
        pageViews: [{ page: 'vdp', count: 2 }, { page: 'srp', count: 1 }],
      });
      const [again] = await drizzleAnalyticsReader(db).figures([a], PERIOD, NOW, { snapshot: false });
      expect(again).toEqual({ ...fa, awaitingDealer: { count: 0, totalSeconds: 0 } });
      expect(fb).toMatchObject({ leads: [{ day: '2026-03-15', leadType: 'chat', count: 1 }], deals: 1, funnel: { sold: 0 }, reps: [{ userId: null, leads: 1, deals: 1, sold: 0 }] });
    });

    it('answers zeros, not missing stores, for a store with no rows', async () => {
      const db = engine.db();
      const empty = await insertDealership(db);
      const [f] = await drizzleAnalyticsReader(db).figures([empty], PERIOD, NOW);
      expect(f).toMatchObject({ leads: [], deals: 0, unanswered: 0, deposits: [], reps: [], pageViews: [], tradeInOffers: { made: 0, accepted: 0 } });
    });
  });
});
