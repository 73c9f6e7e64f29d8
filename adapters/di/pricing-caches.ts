import type { WriteFeed } from '@dealer-panel/core/shared/ports/shared-counters';
import type { StoreRepository } from '@dealer-panel/core/stores/store-repository';
import type { StoreSettings } from '@dealer-panel/core/stores/store-settings';
import { drizzleFeeRepository } from '../persistence/fees/drizzle-fee-repository';
import { drizzlePaymentsRepository } from '../persistence/payments/drizzle-payments-repository';
import { STORE_PRICING_TOPIC, type StorePricingInputs } from '../persistence/payments/store-pricing-inputs';
import type { Db } from '../persistence/shared/database';
import { storeCache } from '../persistence/shared/store-cache';
import { drizzleStoreRepository } from '../persistence/stores/drizzle-store-repository';

/**
 * The repositories whose writes change what a price reads of its store (issue 34.4), over two
 * per-store caches told of every process's writes through `news` (adapters/persistence/shared/store-cache.ts):
 * the payment settings, global fees, incentives and lenders (forgotten by the payments and fee
 * repositories' writes), and the store's settings as pricing reads them for its time zone
 * (`pricingStoreSettings`, forgotten by the store repository's writes).
 */
export function pricingCaches(db: Db, news: WriteFeed | null) {
  const inputs = storeCache<StorePricingInputs>(STORE_PRICING_TOPIC, { news });
  const settings = storeCache<StoreSettings | null>('store-settings', { news });
  const stores = drizzleStoreRepository(db);
  const forgetting = <A extends unknown[], R>(write: (id: number, ...rest: A) => Promise<R>) =>
    async (id: number, ...rest: A): Promise<R> => { try { return await write(id, ...rest); } finally { settings.forget(id); } };
  return {
    fees: drizzleFeeRepository(db, inputs),
    payments: drizzlePaymentsRepository(db, inputs),
    stores: { ...stores, update: forgetting(stores.update), setLogo: forgetting(stores.setLogo) } satisfies StoreRepository,
    /** For pricing's date only (core/payments/pricing-date.ts): the store's settings, kept per store. */
    pricingStoreSettings: { settings: (id: number) => settings.get(id, () => stores.settings(id)) } satisfies Pick<StoreRepository, 'settings'>,
  };
}
