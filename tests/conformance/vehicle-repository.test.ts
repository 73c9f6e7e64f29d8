import { drizzleRecentSearchRepository } from '../../adapters/persistence/customers/drizzle-recent-search-repository';
import { drizzleVehicleRepository } from '../../adapters/persistence/inventory/drizzle-vehicle-repository';
import { vehicleRepositoryContract } from './vehicle-repository.contract';
import { forEachEngine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';
import { insertVehicle } from './support/inventory-fixtures';

forEachEngine((engine) => {
  vehicleRepositoryContract(async () => {
    const db = engine.db();
    return {
      vehicles: drizzleVehicleRepository(db),
      recentSearches: drizzleRecentSearchRepository(db),
      dealershipId: await insertDealership(db),
      otherDealershipId: await insertDealership(db),
      userId: await insertUser(db),
      otherUserId: await insertUser(db),
      add: (dealershipId, fields) => insertVehicle(db, dealershipId, fields),
    };
  });
});
