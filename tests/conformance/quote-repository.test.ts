import { drizzleQuoteRepository } from '../../adapters/persistence/quotes/drizzle-quote-repository';
import { quoteRepositoryContract } from './quote-repository.contract';
import { insertOrder } from './support/deal-fixtures';
import { forEachEngine } from './support/engines';
import { insertDealership } from './support/fixtures';
import { insertVehicle } from './support/inventory-fixtures';

// Drizzle only: quotes have no in-memory repository (core's quote use cases are tested through the API).
forEachEngine((engine) => {
  quoteRepositoryContract('drizzle', async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    const otherDealershipId = await insertDealership(db);
    return {
      quotes: drizzleQuoteRepository(db), dealershipId, otherDealershipId,
      orderId: await insertOrder(db, dealershipId), secondOrderId: await insertOrder(db, dealershipId), otherOrderId: await insertOrder(db, otherDealershipId),
      vehicleId: await insertVehicle(db, dealershipId, {}), secondVehicleId: await insertVehicle(db, dealershipId, { make: 'Toyota' }),
    };
  });
});
