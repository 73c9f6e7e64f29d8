import { drizzleCardProcessorAccounts } from '../../adapters/persistence/stores/drizzle-card-processor-accounts';
import { drizzleConnectStates } from '../../adapters/persistence/stores/drizzle-card-processor-states';
import { drizzleDisclosuresRepository } from '../../adapters/persistence/stores/drizzle-disclosures-repository';
import { inMemoryCardProcessorAccounts, inMemoryConnectStates, inMemoryDisclosures } from '@dealer-panel/core/stores/testing/in-memory-stores';
import { describe } from 'vitest';
import { storesRepositoriesContract } from './card-processor-stores.contract';
import { forEachEngine } from './support/engines';
import { insertDealership } from './support/fixtures';

describe('in memory', () => {
  storesRepositoriesContract(async () => {
    const states = inMemoryConnectStates();
    return { disclosures: inMemoryDisclosures([1, 2]), accounts: inMemoryCardProcessorAccounts(), states, otherStates: states, dealershipId: 1, otherDealershipId: 2 };
  });
});

forEachEngine((engine) => {
  storesRepositoriesContract(async () => {
    const db = engine.db();
    return {
      disclosures: drizzleDisclosuresRepository(db),
      accounts: drizzleCardProcessorAccounts(db),
      states: drizzleConnectStates(db),
      otherStates: drizzleConnectStates(db),
      dealershipId: await insertDealership(db),
      otherDealershipId: await insertDealership(db),
    };
  });
});
