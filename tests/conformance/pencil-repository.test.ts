import { drizzlePencilRepository } from '../../adapters/persistence/payments/drizzle-pencil-repository';
import { orderPaymentTypes } from '../../adapters/persistence/schema';
import type { Db } from '../../adapters/persistence/shared/database';
import { pencilRepositoryContract } from './pencil-repository.contract';
import { insertOrder } from './support/deal-fixtures';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';

async function insertPaymentType(db: Db, dealershipId: number): Promise<number> {
  const [row] = await db.insert(orderPaymentTypes).values({ orderId: await insertOrder(db, dealershipId), method: 'finance' }).returning({ id: orderPaymentTypes.id });
  return row!.id;
}

// Drizzle only: pencils have no in-memory repository (the desking use cases are tested through the API).
forEachEngine((engine) => {
  pencilRepositoryContract('drizzle', async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    return {
      pencils: drizzlePencilRepository(db), paymentTypeId: await insertPaymentType(db, dealershipId), otherPaymentTypeId: await insertPaymentType(db, dealershipId),
      userId: await insertUser(db),
    };
  });
});
