import { drizzleCustomerMergeRepository } from '../../adapters/persistence/customers/drizzle-customer-merge-repository';
import { drizzleCustomerRepository } from '../../adapters/persistence/customers/drizzle-customer-repository';
import { customerMergeRepositoryContract } from './customer-merge-repository.contract';
import { insertOrder } from './support/deal-fixtures';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';

// Drizzle only: customer merges have no in-memory repository (their use case is tested through the API).
forEachEngine((engine) => {
  customerMergeRepositoryContract('drizzle', async () => {
    const db = engine.db();
    return {
      merges: drizzleCustomerMergeRepository(db), customers: drizzleCustomerRepository(db),
      dealershipId: await insertDealership(db), otherDealershipId: await insertDealership(db), userId: await insertUser(db),
      addOrder: async (dealershipId, customerId) => { await insertOrder(db, dealershipId, { customerId }); },
    };
  });
});
