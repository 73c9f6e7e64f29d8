import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteFeed } from '@dealer-panel/core/shared/ports/shared-counters';
import { DEFAULT_FEE_VALUES } from '@dealer-panel/core/fees/fee-form';
import { defaultPaymentSettings } from '@dealer-panel/core/payments/payment-settings';
import { newPaymentType } from '@dealer-panel/core/payments/payment-use-cases';
import { cents } from '@dealer-panel/core/shared/money';
import { pricingCaches } from '../../adapters/di/pricing-caches';
import { openDatabase, type Database } from '../../adapters/persistence/shared/database';
import { emptyPostgres, throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { insertOrder } from './support/deal-fixtures';
import { insertDealership, insertUser } from './support/fixtures';

// Issue 34.4: two server processes over one database, each with its per-store pricing caches
// (adapters/di/pricing-caches.ts). A write in one is news in the other, which prices with it at once
// (not 30 s later). PostgreSQL: two connections pools and two LISTEN connections (NOTIFY); PGlite,
// which one process holds: the two sides share news in memory.

interface Side { readonly db: Database; readonly caches: ReturnType<typeof pricingCaches>; readonly news: WriteFeed }
interface Two { readonly a: Side; readonly b: Side; close(): Promise<void> }

function memoryNews(): () => WriteFeed {
  const listeners: ((topic: string | null) => void)[] = [];
  return () => ({
    publish(topic) { for (const l of listeners) l(topic ?? null); },
    subscribe(listener) { listeners.push(listener); },
    close: async () => undefined,
  });
}

async function onPostgres(adminUrl: string): Promise<Two> {
  const { url, drop } = await emptyPostgres(adminUrl);
  const open = async (): Promise<Side> => {
    const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', owner: 'news test', poolSize: 2 });
    const news = db.writes!();
    return { db, news, caches: pricingCaches(db.db, news) };
  };
  const a = await open();
  const b = await open();
  await new Promise((r) => setTimeout(r, 300)); // both LISTEN connections are up
  return { a, b, close: async () => { for (const s of [a, b]) { await s.news.close(); await s.db.close(); } await drop(); } };
}

async function onPglite(): Promise<Two> {
  const db = await throwawayPglite();
  const feed = memoryNews();
  const side = (): Side => { const news = feed(); return { db, news, caches: pricingCaches(db.db, news) }; };
  return { a: side(), b: side(), close: () => db.close() };
}

/** Polls until `check` holds, up to 3 s (news takes milliseconds; without it, 30 s). */
async function soon(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 60; i += 1) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const engines: [string, () => Promise<Two>][] = [
  ['pglite', onPglite],
  ...(process.env.TEST_DATABASE_URL ? [['postgres', () => onPostgres(process.env.TEST_DATABASE_URL!)] as [string, () => Promise<Two>]] : []),
];

for (const [kind, make] of engines) {
  describe(`${kind}: pricing's per-store caches in two processes`, () => {
    let two: Two;
    beforeAll(async () => { two = await make(); }, 60_000);
    afterAll(async () => { await two.close(); });

    it('a write of settings, a fee or the store in one process is read by the next price in the other', async () => {
      const { a, b } = two;
      const db = a.db.db;
      const store = await insertDealership(db);
      const user = await insertUser(db);
      const order = await insertOrder(db, store);
      const [, finance] = await b.caches.payments.createPaymentTypes(order, (['cash', 'finance'] as const).map((m) => newPaymentType(m, defaultPaymentSettings(store), m === 'finance', false)));
      const readB = async () => (await b.caches.payments.pricingReads(store, finance!.id, { accessoryIds: [], protectionIds: [] }))!;
      expect((await readB()).settings.bankDefaultTerm).toBe(72);
      expect((await readB()).fees).toEqual([]);

      await a.caches.payments.saveSettings(store, { bankDefaultTerm: 84 }, user);
      expect(await soon(async () => (await readB()).settings.bankDefaultTerm === 84)).toBe(true);
      const fee = await a.caches.fees.create(store, { ...DEFAULT_FEE_VALUES, name: 'Doc', amountCents: cents(10_000), kind: 'fee', scope: 'global', orderId: null, createdBy: user }, new Date());
      expect(await soon(async () => (await readB()).fees.some((f) => f.id === fee.id))).toBe(true);

      const before = (await b.caches.pricingStoreSettings.settings(store))!;
      const zone = before.calendar.timeZone === 'America/Vancouver' ? 'America/Halifax' : 'America/Vancouver';
      await a.caches.stores.update(store, { ...before, calendar: { ...before.calendar, timeZone: zone } }, new Date());
      expect(await soon(async () => (await b.caches.pricingStoreSettings.settings(store))?.calendar.timeZone === zone)).toBe(true);
    });

    it('news of any other write (a price stored, a customer changed) keeps the store\'s inputs', async () => {
      const { a, b } = two;
      const store = await insertDealership(a.db.db);
      const order = await insertOrder(a.db.db, store);
      const [cash] = await b.caches.payments.createPaymentTypes(order, [newPaymentType('cash', defaultPaymentSettings(store), true, false)]);
      const first = (await b.caches.payments.pricingReads(store, cash!.id, { accessoryIds: [], protectionIds: [] }))!;
      a.news.publish();
      await new Promise((r) => setTimeout(r, 200));
      const again = (await b.caches.payments.pricingReads(store, cash!.id, { accessoryIds: [], protectionIds: [] }))!;
      expect(again.settings).toBe(first.settings); // the same object: from the cache
    });
  });
}
