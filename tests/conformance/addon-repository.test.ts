import { eq } from 'drizzle-orm';
import { drizzleAddonRepository } from '../../adapters/persistence/addons/drizzle-addon-repository';
import { dealerships } from '../../adapters/persistence/schema';
import { addonPlansContract } from './addon-plans.contract';
import { addonRepositoryContract, type AddonRepositoryHarness } from './addon-repository.contract';
import { forEachEngine, type Engine } from './support/engines';
import { insertDealership, insertUser } from './support/fixtures';
import { insertVehicle } from './support/inventory-fixtures';

async function harness(engine: Engine): Promise<AddonRepositoryHarness> {
  const db = engine.db();
  const dealershipId = await insertDealership(db);
  return {
    addons: drizzleAddonRepository(db),
    dealershipId,
    otherDealershipId: await insertDealership(db),
    userId: await insertUser(db),
    vehicleId: await insertVehicle(db, dealershipId, {}),
    setCompulsoryLogin: async (id, compulsoryLogin) => { await db.update(dealerships).set({ compulsoryLogin }).where(eq(dealerships.id, id)); },
  };
}

forEachEngine((engine) => {
  addonRepositoryContract(() => harness(engine));
  addonPlansContract(() => harness(engine));
});
