import * as E from 'fp-ts/Either';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { orderPaymentTypes, priceOrder } from '@dealer-panel/core/payments/payment-use-cases';
import type { Database } from '../shared/database';
import { drizzleDealershipRepository } from '../access/drizzle-dealership-repository';
import { drizzlePaymentsRepository } from '../payments/drizzle-payments-repository';
import { orders } from '../orders/schema';
import { lenders, provinceTaxes } from '../payments/schema';
import { throwawayPglite } from '../shared/throwaway-database';
import { seedDemo } from './seed-demo';
import { seedDemoDeals } from './seed-demo-deals';
import { seedDemoPayments } from './seed-demo-payments';

const now = new Date('2026-04-15T14:30:00.000Z');
let tokens = 0;

describe('demo payments seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await throwawayPglite();
    await seedDemo(database.db, { hashPassword: async () => 'x', now });
    await seedDemoDeals(database.db, { now, token: () => `t-${(tokens += 1)}` });
    expect((await seedDemoPayments(database.db, { now })).seeded).toBe(true);
  }, 120_000);
  afterAll(async () => { await database.close(); });

  it('is idempotent and seeds the tax table and two lenders per store', async () => {
    expect((await seedDemoPayments(database.db, { now })).seeded).toBe(false);
    expect((await database.db.select({ n: count() }).from(lenders))[0]?.n).toBe(6);
    expect((await database.db.select({ n: count() }).from(provinceTaxes))[0]?.n).toBeGreaterThan(60);
  });

  it('prices cash, finance and lease for a deal of every store', async () => {
    const payments = drizzlePaymentsRepository(database.db);
    const deps = { payments, clock: { now: () => now } };
    const stores = await drizzleDealershipRepository(database.db).all();
    for (const dealership of stores) {
      const [order] = await database.db.select({ id: orders.id }).from(orders)
        .where(and(eq(orders.dealershipId, dealership.id), isNotNull(orders.vehicleId))).limit(1);
      const ctx = { dealership, user: { id: 1 }, actor: { role: 'dealer_admin', isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false } } as unknown as DealershipContext;
      const types = await orderPaymentTypes(deps)(ctx, order!.id)();
      if (E.isLeft(types)) throw new Error('no payment types');
      for (const record of types.right.records) {
        const quote = await priceOrder(deps)(ctx, record.id, {})();
        expect(quote, `${dealership.name} ${record.method}`).toSatisfy(E.isRight);
      }
    }
  });
});
