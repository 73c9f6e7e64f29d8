import { eq } from 'drizzle-orm';
import { drizzleStoreRepository } from '../../adapters/persistence/stores/drizzle-store-repository';
import { dealerships } from '../../adapters/persistence/schema';
import { storeRepositoryContract } from './store-repository.contract';
import { insertOrder } from './support/deal-fixtures';
import { forEachEngine } from './support/engines';
import { insertDealership, insertRawMembership, insertUser } from './support/fixtures';

// Drizzle only: store settings have no in-memory repository (their use cases are tested through the API).
forEachEngine((engine) => {
  storeRepositoryContract('drizzle', async () => {
    const db = engine.db();
    return {
      stores: drizzleStoreRepository(db), dealershipId: await insertDealership(db), otherDealershipId: await insertDealership(db), userId: await insertUser(db),
      addOrder: async (dealershipId, state) => { await insertOrder(db, dealershipId, { isArchived: state === 'archived', status: state === 'completed' ? 'completed' : 'initial' }); },
      addMember: async (dealershipId) => insertRawMembership(db, await insertUser(db), dealershipId, 'dealer_sales_rep'),
      setFlags: async (id) => { await db.update(dealerships).set({ isTrsEnabled: true, isEtiEnabled: true, cname: 'shop.store.test', settings: { mandatory_ssn: true } }).where(eq(dealerships.id, id)); },
    };
  });
});
