import { eq } from 'drizzle-orm';
import { drizzleAddonRepository } from '../../adapters/persistence/addons/drizzle-addon-repository';
import { drizzleFeeRepository } from '../../adapters/persistence/fees/drizzle-fee-repository';
import { drizzlePaymentsRepository } from '../../adapters/persistence/payments/drizzle-payments-repository';
import { STORE_PRICING_TOPIC, type StorePricingInputs } from '../../adapters/persistence/payments/store-pricing-inputs';
import { storeCache } from '../../adapters/persistence/shared/store-cache';
import { orders } from '../../adapters/persistence/schema';
import { paymentsCatalogueContract } from './payments-catalogue.contract';
import { paymentsRepositoryContract, type PaymentsRepositoryHarness } from './payments-repository.contract';
import { forEachEngine, type Engine } from './support/engines';
import { insertCustomer, insertOrder } from './support/deal-fixtures';
import { insertDealership, insertUser } from './support/fixtures';
import { insertVehicle } from './support/inventory-fixtures';

async function harness(engine: Engine): Promise<PaymentsRepositoryHarness> {
  const db = engine.db();
  const dealershipId = await insertDealership(db);
  // As the server composes them (adapters/di/pricing-caches.ts): the store's pricing inputs cached, forgotten by both repositories' writes.
  const inputs = storeCache<StorePricingInputs>(STORE_PRICING_TOPIC);
  return {
    payments: drizzlePaymentsRepository(db, inputs),
    addons: drizzleAddonRepository(db),
    fees: drizzleFeeRepository(db, inputs),
    dealershipId,
    otherDealershipId: await insertDealership(db),
    userId: await insertUser(db),
    vehicleId: await insertVehicle(db, dealershipId, {}),
    addOrder: async (id, f = {}) => insertOrder(db, id, {
      customerId: await insertCustomer(db, id, { postalCode: f.postalCode ?? '' }), vehicleId: f.vehicleId ?? null, paymentType: f.paymentType ?? 'finance',
    }),
    setOrderAddOns: async (orderId, accessoryIds, protectionIds) => {
      await db.update(orders).set({ accessoryIds: [...accessoryIds], protectionIds: [...protectionIds] }).where(eq(orders.id, orderId));
    },
  };
}

forEachEngine((engine) => {
  paymentsRepositoryContract(() => harness(engine));
  paymentsCatalogueContract(() => harness(engine));
});
