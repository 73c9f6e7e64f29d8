import * as E from 'fp-ts/Either';
import type { FeeOrDiscount } from '../fees/fee-or-discount';
import { assembleDeal } from './assemble-deal';
import type { PaymentMethod } from './engine/deal';
import { priceDeal } from './engine/price-deal';
import type { Ratio } from './engine/ratio';
import type { TaxTable } from './engine/tax-table';
import { newPaymentType, type PricingStore } from './payment-use-cases';
import type { PaymentSettings } from './payment-settings';
import type { IncentiveRecord, LenderRecord, OrderForPricing, PaymentTypeRecord, VehicleForPricing } from './pricing-inputs';
import { storedDealBody } from './stored-deal-body';
import type { AdvertisedPayments, AdvertisedQuote, FeedPricing } from '../inventory/feeds/feed-payments';
import type { Vehicle } from '../inventory/vehicle';
import type { FeeRepository } from '../fees/fee-repository';
import { storeToday, type PricingDateDeps } from './pricing-date';
import type { PaymentsRepository } from './payments-repository';
import { taxTableFor } from './payment-use-cases';

/** What a store's advertised payments are computed from, read once per feed (not per vehicle). */
export interface StorePricingData {
  readonly settings: PaymentSettings;
  readonly lenders: readonly LenderRecord[];
  readonly incentives: readonly IncentiveRecord[];
  /** The store's global fees and discounts (a new deal has no custom rows and no choices yet). */
  readonly fees: readonly FeeOrDiscount[];
  readonly table: TaxTable;
  /** YYYY-MM-DD: the incentives' dates. */
  readonly today: string;
}

/** An inventory vehicle as the engine prices it (listing price; the MSRP when known), as the worksheet's pricing read gives it. */
export const vehicleForPricing = (v: Vehicle): VehicleForPricing => ({
  id: v.id, year: v.year, make: v.make, model: v.model, condition: v.condition, stockStatus: v.stockStatus, bodyType: v.bodyType,
  priceCents: v.listingPriceCents, msrpCents: v.msrpCents,
});

const hundredths = (r: Ratio): number => Math.round((r.num * 100) / r.den);

/** The record a new deal's method starts with (payment-use-cases.ts `newPaymentType`), as read back before its first price. */
function freshRecord(method: PaymentMethod, data: StorePricingData): PaymentTypeRecord {
  const oem = data.lenders.find((l) => l.id === data.settings.financeLenderId)?.kind === 'oem';
  return { ...newPaymentType(method, data.settings, false, oem), id: 0, orderId: 0, totalPurchasePriceCents: null, paymentCents: null, pricedAt: null };
}

/** A new deal on the vehicle: nothing chosen yet, no customer postal code (the store's province taxes it). */
function freshOrder(method: PaymentMethod, vehicle: VehicleForPricing): OrderForPricing {
  return {
    id: 0, paymentType: method, vehicle, optionsPriceCents: 0, accessoryIds: [], installAccessoryIds: [], protectionIds: [], incentiveIds: [],
    customerPostalCode: null,
  };
}

/**
 * Prices one method of a new deal on the vehicle with the worksheet's own path: the record the
 * worksheet creates from the settings, the body it prices a stored deal with (stored-deal-body.ts),
 * then `assembleDeal` and `priceDeal`. No maths of its own: a change to the engine changes the feed.
 */
function advertised(store: PricingStore, data: StorePricingData, method: 'finance' | 'lease', vehicle: VehicleForPricing): AdvertisedQuote | null {
  const record = freshRecord(method, data);
  const order = freshOrder(method, vehicle);
  const lender = data.lenders.find((l) => l.id === record.lenderId) ?? null;
  if (lender === null) return null;
  const assembled = assembleDeal(storedDealBody({ record, order, plans: [] }), {
    record, order, dealershipId: store.id, region: store.provinceCode, country: store.country === 'US' ? 'US' : 'CA', settings: data.settings,
    fees: data.fees, feeChoices: [], incentives: data.incentives, accessories: [], plans: [], lender, today: data.today,
  }, { table: data.table });
  if (E.isLeft(assembled)) return null;
  const quote = priceDeal(assembled.right.deal, data.table);
  if (E.isLeft(quote)) return null;
  const q = quote.right;
  const deal = assembled.right.deal;
  return {
    method, paymentCents: q.payment, frequency: q.paymentFrequency ?? record.paymentFrequency, term: q.term ?? deal.term ?? 0,
    numberOfPayments: q.numberOfPayments, aprHundredths: q.apr === null ? null : hundredths(q.apr), downPaymentCents: deal.downPayment,
    sellingPriceCents: q.sellingPrice, distanceAllowance: method === 'lease' ? deal.distanceAllowance : null,
  };
}

/** The store's pricer: one vehicle's advertised finance and lease payments, pure (the data is read once). */
export function advertisedPricer(store: PricingStore, data: StorePricingData): (vehicle: Vehicle) => AdvertisedPayments {
  return (v) => {
    const vehicle = vehicleForPricing(v);
    return { finance: advertised(store, data, 'finance', vehicle), lease: advertised(store, data, 'lease', vehicle) };
  };
}

/**
 * The feeds' pricing port over the payments area's storage: the settings, lenders, incentives,
 * global fees and discounts and tax rates a new deal's price reads, read once per feed (a few
 * queries whatever the inventory's size), then every vehicle priced in memory.
 */
export function feedPricing(deps: PricingDateDeps & { readonly payments: PaymentsRepository; readonly fees: Pick<FeeRepository, 'list'> }): FeedPricing {
  return {
    async pricerFor(store) {
      const [settings, lenders, incentives, fees, discounts, taxRates] = await Promise.all([
        deps.payments.settings(store.id), deps.payments.lenders(store.id), deps.payments.incentives(store.id),
        deps.fees.list(store.id, 'fee', 'global', null), deps.fees.list(store.id, 'discount', 'global', null), deps.payments.taxRates(),
      ]);
      return advertisedPricer(store, {
        settings, lenders, incentives, // In the pricing read's order (sort order, then id), fees and discounts together.
        fees: [...fees, ...discounts].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id), table: taxTableFor(taxRates), today: await storeToday(deps, store),
      });
    },
  };
}
