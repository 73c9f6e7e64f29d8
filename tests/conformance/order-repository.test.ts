import { eq } from 'drizzle-orm';
import { drizzleCustomerRepository } from '../../adapters/persistence/customers/drizzle-customer-repository';
import { drizzleOrderRepository } from '../../adapters/persistence/orders/drizzle-order-repository';
import { dealerships, orders } from '../../adapters/persistence/schema';
import { orderRepositoryContract } from './order-repository.contract';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';
import { insertVehicle } from './support/inventory-fixtures';

forEachEngine((engine) => {
  orderRepositoryContract(async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    return {
      orders: drizzleOrderRepository(db),
      customers: drizzleCustomerRepository(db),
      dealershipId,
      otherDealershipId: await insertDealership(db),
      userId: await insertUser(db),
      vehicleId: await insertVehicle(db, dealershipId, {}),
      setStep: async (orderId, column, status) => { await db.update(orders).set({ [column]: status }).where(eq(orders.id, orderId)); },
      setDefaults: async (id, settings) => { await db.update(dealerships).set({ settings }).where(eq(dealerships.id, id)); },
    };
  });
});
