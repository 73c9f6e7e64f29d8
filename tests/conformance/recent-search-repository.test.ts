import { drizzleRecentSearchRepository, RECENT_SEARCHES_KEPT } from '../../adapters/persistence/customers/drizzle-recent-search-repository';
import { recentSearchRepositoryContract } from './recent-search-repository.contract';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';

forEachEngine((engine) => {
  recentSearchRepositoryContract(async () => {
    const db = engine.db();
    return {
      recentSearches: drizzleRecentSearchRepository(db),
      dealershipId: await insertDealership(db),
      otherDealershipId: await insertDealership(db),
      userId: await insertUser(db),
      otherUserId: await insertUser(db),
      kept: RECENT_SEARCHES_KEPT,
    };
  });
});
