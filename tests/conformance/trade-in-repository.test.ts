import { eq } from 'drizzle-orm';
import { drizzleTradeInRepository } from '../../adapters/persistence/trade-ins/drizzle-trade-in-repository';
import { orders } from '../../adapters/persistence/schema';
import { tradeInRepositoryContract } from './trade-in-repository.contract';
import { insertCustomer, insertOrder } from './support/deal-fixtures';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';

// Drizzle only: trade-ins have no in-memory repository (core's trade-in use cases are tested through the API).
forEachEngine((engine) => {
  tradeInRepositoryContract('drizzle', async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    const otherDealershipId = await insertDealership(db);
    const customerId = await insertCustomer(db, dealershipId);
    return {
      tradeIns: drizzleTradeInRepository(db), dealershipId, otherDealershipId, customerId,
      orderId: await insertOrder(db, dealershipId, { customerId }), otherOrderId: await insertOrder(db, otherDealershipId), userId: await insertUser(db),
      step: async (orderId) => (await db.select({ s: orders.stepTradeIn }).from(orders).where(eq(orders.id, orderId)))[0]?.s ?? 'none',
    };
  });
});
