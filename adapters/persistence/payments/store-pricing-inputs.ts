import { and, asc, eq } from 'drizzle-orm';
import type { FeeOrDiscount } from '@dealer-panel/core/fees/fee-or-discount';
import type { PaymentSettings } from '@dealer-panel/core/payments/payment-settings';
import type { IncentiveRecord, LenderRecord } from '@dealer-panel/core/payments/pricing-inputs';
import type { Db } from '../shared/database';
import type { StoreCache } from '../shared/store-cache';
import { toFee } from '../fees/drizzle-fee-repository';
import { feesAndDiscounts } from '../fees/schema';
import { incentivesOf } from './incentive-queries';
import { lendersOf } from './lender-queries';
import { paymentSettingsOf } from './payment-settings-queries';

/**
 * What every price of a store reads besides its deal (issue 34.4): the payment settings, the global
 * fees and discounts, the incentives and the lenders with their programs. Kept per store
 * (shared/store-cache.ts) and forgotten by every write of them: the payments repository's settings,
 * incentives and lenders, the fee repository's fees.
 */
export interface StorePricingInputs {
  readonly settings: PaymentSettings;
  readonly globalFees: readonly FeeOrDiscount[];
  readonly incentives: readonly IncentiveRecord[];
  readonly lenders: ReadonlyMap<number, LenderRecord>;
}

export type StorePricingCache = StoreCache<StorePricingInputs>;

/** The topic of this cache's news of writes. */
export const STORE_PRICING_TOPIC = 'pricing-inputs';

export async function storePricingInputs(db: Db, dealershipId: number): Promise<StorePricingInputs> {
  const [settings, globalFees, incentives, lenders] = await Promise.all([
    paymentSettingsOf(db, dealershipId),
    db.select().from(feesAndDiscounts).where(and(eq(feesAndDiscounts.dealershipId, dealershipId), eq(feesAndDiscounts.scope, 'global')))
      .orderBy(asc(feesAndDiscounts.sortOrder), asc(feesAndDiscounts.id)),
    incentivesOf(db, dealershipId),
    lendersOf(db, dealershipId, null),
  ]);
  return { settings, globalFees: globalFees.map(toFee), incentives, lenders: new Map(lenders.map((l) => [l.id, l])) };
}
