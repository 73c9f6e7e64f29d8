import { drizzleDealershipRepository } from '../../adapters/persistence/access/drizzle-dealership-repository';
import { dealershipRepositoryContract } from './dealership-repository.contract';
import { forEachEngine } from './support/engines';
import { insertDealership } from './support/fixtures';

forEachEngine((engine) => {
  dealershipRepositoryContract(async () => {
    const db = engine.db();
    return { dealerships: drizzleDealershipRepository(db), add: (fields) => insertDealership(db, fields) };
  });
});
