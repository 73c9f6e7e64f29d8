import { drizzleFeeRepository } from '../../adapters/persistence/fees/drizzle-fee-repository';
import { feeRepositoryContract } from './fee-repository.contract';
import { forEachEngine } from './support/engines';
import { insertOrder } from './support/deal-fixtures';
import { insertDealership, insertUser } from './support/fixtures';

forEachEngine((engine) => {
  feeRepositoryContract(async () => {
    const db = engine.db();
    return {
      fees: drizzleFeeRepository(db),
      dealershipId: await insertDealership(db),
      otherDealershipId: await insertDealership(db),
      userId: await insertUser(db),
      addOrder: (dealershipId, state = 'open') => insertOrder(db, dealershipId, { isArchived: state === 'archived', status: state === 'completed' ? 'completed' : 'initial' }),
    };
  });
});
