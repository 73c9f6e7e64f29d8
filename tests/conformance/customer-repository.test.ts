import { drizzleCustomerRepository } from '../../adapters/persistence/customers/drizzle-customer-repository';
import { listCountCache } from '../../adapters/persistence/shared/list-count-cache';
import { orders } from '../../adapters/persistence/schema';
import { customerRepositoryContract } from './customer-repository.contract';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';

forEachEngine((engine) => {
  customerRepositoryContract(async () => {
    const db = engine.db();
    return {
      customers: drizzleCustomerRepository(db, listCountCache()), // as the server builds it: with a count cache
      dealershipId: await insertDealership(db, { country: 'CA', provinceCode: 'QC' }),
      otherDealershipId: await insertDealership(db),
      repId: await insertUser(db),
      addOrder: async (dealershipId, customerId) => { await db.insert(orders).values({ dealershipId, customerId, paymentType: 'cash', linkToken: 'conformance' }); },
    };
  });
});
