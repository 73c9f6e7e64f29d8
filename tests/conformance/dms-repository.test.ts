import { drizzleDmsRepository } from '../../adapters/persistence/dms/drizzle-dms-repository';
import { dmsRepositoryContract } from './dms-repository.contract';
import { insertOrder } from './support/deal-fixtures';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';

forEachEngine((engine) => {
  dmsRepositoryContract(async () => {
    const db = engine.db();
    const dealershipId = await insertDealership(db);
    const otherDealershipId = await insertDealership(db);
    return {
      repo: drizzleDmsRepository(db), dealershipId, otherDealershipId,
      orderId: await insertOrder(db, dealershipId), otherOrderId: await insertOrder(db, otherDealershipId), userId: await insertUser(db),
    };
  });
});
