import type { PaymentsRepository } from '@dealer-panel/core/payments/payments-repository';
import type { Db } from '../shared/database';
import { accessoryRecords, protectionPlanRecords } from './addon-records';
import { deleteIncentive, incentiveOf, incentivesOf, saveIncentive, setOrderIncentives } from './incentive-queries';
import { deleteLender, lenderOf, lendersOf, saveLender } from './lender-queries';
import { paymentSettingsOf, savePaymentSettings } from './payment-settings-queries';
import { createPaymentTypes, paymentTypeOf, paymentTypesOf, savePriced, updatePaymentType } from './payment-type-queries';
import { orderForPricing, pricingReads, prepareReadForPricing } from './pricing-read';
import { saveTaxRate, taxRateCache, taxRates } from './tax-rate-queries';
import { noStoreCache } from '../shared/store-cache';
import type { StorePricingCache, StorePricingInputs } from './store-pricing-inputs';

/**
 * The payments area over drizzle: every read scoped by dealership; writes of several rows in one
 * transaction. Holds the prepared pricing read and the tax-rate cache; the queries are the files beside it.
 * `stores`: the per-store cache of pricing's store inputs (store-pricing-inputs.ts), shared with the fee
 * repository; every write of settings, incentives or lenders forgets its store there. None: no caching.
 */
export function drizzlePaymentsRepository(db: Db, stores: StorePricingCache = noStoreCache<StorePricingInputs>()): PaymentsRepository {
  const readForPricing = prepareReadForPricing(db);
  const taxCache = taxRateCache();
  /** The write, then its store forgotten (also when it failed: it may have written part). */
  const forgetting = async <T>(dealershipId: number, write: Promise<T>): Promise<T> => {
    try { return await write; } finally { stores.forget(dealershipId); }
  };
  return {
    settings: (dealershipId) => paymentSettingsOf(db, dealershipId),
    saveSettings: (dealershipId, change, userId) => forgetting(dealershipId, savePaymentSettings(db, dealershipId, change, userId)),
    paymentTypes: (dealershipId, orderId) => paymentTypesOf(db, dealershipId, orderId),
    createPaymentTypes: (orderId, records) => createPaymentTypes(db, orderId, records),
    paymentType: (dealershipId, id) => paymentTypeOf(db, dealershipId, id),
    updatePaymentType: (id, change) => updatePaymentType(db, id, change),
    savePriced: (id, details, totals) => savePriced(db, id, details, totals),
    orderForPricing: (dealershipId, orderId) => orderForPricing(db, dealershipId, orderId),
    pricingReads: (dealershipId, paymentTypeId, wanted) => pricingReads(db, readForPricing, stores, dealershipId, paymentTypeId, wanted),
    incentives: (dealershipId) => incentivesOf(db, dealershipId),
    incentive: (dealershipId, id) => incentiveOf(db, dealershipId, id),
    saveIncentive: (dealershipId, id, fields) => forgetting(dealershipId, saveIncentive(db, dealershipId, id, fields)),
    deleteIncentive: (dealershipId, id) => forgetting(dealershipId, deleteIncentive(db, dealershipId, id)),
    setOrderIncentives: (orderId, ids) => setOrderIncentives(db, orderId, ids),
    accessories: (dealershipId, ids) => accessoryRecords(db, dealershipId, ids),
    protectionPlans: (dealershipId, ids) => protectionPlanRecords(db, dealershipId, ids),
    lenders: (dealershipId) => lendersOf(db, dealershipId, null),
    lender: (dealershipId, id) => lenderOf(db, dealershipId, id),
    saveLender: (dealershipId, id, fields) => forgetting(dealershipId, saveLender(db, dealershipId, id, fields)),
    deleteLender: (dealershipId, id) => forgetting(dealershipId, deleteLender(db, dealershipId, id)),
    taxRates: () => taxRates(db, taxCache),
    saveTaxRate: (region, change, userId) => saveTaxRate(db, taxCache, region, change, userId),
  };
}
