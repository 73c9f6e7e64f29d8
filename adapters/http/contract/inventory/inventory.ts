import * as t from 'io-ts';
import { BODY_TYPES, CONDITIONS, FUEL_TYPES, STOCK_STATUSES } from '@dealer-panel/core/inventory/vehicle';
import { PRICE_CHANGE_SOURCES } from '@dealer-panel/core/inventory/vehicle-record';
import { MoneyText, Nullable, Paged } from '../common';
import { oneOf } from '../enums';

/** An advertised payment: amounts in dollars, the rate in percent ("6.99"). */
export const AdvertisedPaymentBody = t.type({ monthly_payment: MoneyText, payment: MoneyText, term: t.number, frequency: oneOf(['monthly'] as const), rate: t.string });

/** A vehicle as shown on orders and in the inventory search (spec 001 and 002 section 3). */
const VehicleFields = t.type({
  id: t.number, vin: t.string, year: t.number, make: t.string, model: t.string, trim: t.string, formatted_name: t.string,
  condition: oneOf(CONDITIONS), vehicle_condition: oneOf(CONDITIONS), is_new: t.boolean, stock_number: t.string,
  stock_status: oneOf(STOCK_STATUSES), listing_price: MoneyText, msrp: Nullable(MoneyText),
  odometer: t.number, odometer_unit: oneOf(['km', 'mi'] as const), fuel_type: oneOf(FUEL_TYPES), exterior_color: t.string,
  interior_color: t.string, body_type: oneOf(BODY_TYPES), transmission: t.string, drivetrain: t.string, arrival_date: t.string,
  delivery_charge: MoneyText, images: t.array(t.string), packages: t.array(t.type({ code: t.string, name: t.string, price: MoneyText })),
  spin_car_url: t.string, finance_payment: Nullable(AdvertisedPaymentBody), lease_payment: Nullable(AdvertisedPaymentBody),
  cash_payment: t.type({ amount: MoneyText }),
  dealership_details: t.type({ id: t.number, name: t.string, city: t.string, province_code: t.string, country: oneOf(['CA', 'US'] as const) }),
});
/** Designed (issue 31 item 5): left_feed_at, when a full feed left the vehicle out (ISO 8601); absent while the feed holds it. */
export const VehicleBody = t.intersection([VehicleFields, t.partial({ left_feed_at: t.string })]);
export type VehicleBody = t.TypeOf<typeof VehicleBody>;

/**
 * A page of the search. `count` is exact while `count_capped` is false; when true there are MORE than
 * `count` matches (10,000 counted) and `last` is the last page known to exist (as the customer list).
 */
export const VehicleSearchResponse = t.intersection([Paged(VehicleBody), t.type({ count_capped: t.boolean })]);

const PaymentRange = t.type({ min: MoneyText, max: MoneyText, cap: MoneyText });
/** Slider ranges of the payment filter; `max` never exceeds the cap (cash 70000, finance 1000, lease 1000). */
export const PaymentFiltersResponse = t.type({ cash: Nullable(PaymentRange), finance: Nullable(PaymentRange), lease: Nullable(PaymentRange) });
export type PaymentFiltersResponse = t.TypeOf<typeof PaymentFiltersResponse>;

export const ModelsResponse = t.type({ results: t.array(t.type({ make: t.string, model: t.string, count: t.number })) });
export const RecentSearchesResponse = t.type({ recent_searches: t.array(t.type({ params: t.record(t.string, t.string), searched_at: t.string })) });
export const VehicleModelsResponse = t.type({ results: t.array(t.type({ make: t.string, model: t.string })) });
export const VehicleTrimsResponse = t.type({ results: t.array(t.type({ make: t.string, model: t.string, trim: t.string })) });
const Range = Nullable(t.type({ min: t.string, max: t.string }));
export const VehicleFiltersDataResponse = t.type({
  makes: t.array(t.string), models: t.array(t.type({ make: t.string, model: t.string })), years: t.array(t.number),
  body_types: t.array(t.string), fuel_types: t.array(t.string), exterior_colors: t.array(t.string), conditions: t.array(t.string),
  stock_statuses: t.array(t.string), price: Range, odometer: Range, orderings: t.array(t.string),
});
export type VehicleFiltersDataResponse = t.TypeOf<typeof VehicleFiltersDataResponse>;

/** Designed (issue 31 item 5): a deal holding the vehicle, for the vehicle's page. */
export const VehicleDealBody = t.type({
  id: t.number, customer: t.type({ id: t.number, full_name: t.string }), status: t.string, is_archived: t.boolean, is_open: t.boolean, created: t.string,
});
/** An import that added, changed or made the vehicle unavailable. */
export const VehicleImportChangeBody = t.type({ import_id: t.number, at: t.string, outcome: oneOf(['added', 'updated', 'made_unavailable'] as const) });

/** A change of the vehicle's listing price: before and after, when, and from what (the import's id or the price profile's name). */
export const VehiclePriceChangeBody = t.type({
  at: t.string, before: MoneyText, after: MoneyText, source: oneOf(PRICE_CHANGE_SOURCES), import_id: Nullable(t.number), profile_name: Nullable(t.string),
});
export type VehiclePriceChangeBody = t.TypeOf<typeof VehiclePriceChangeBody>;

/**
 * Designed (issue 31 item 5): one vehicle's page. `cost` is null when the feed gave none or the user
 * may not see costs (`cost_visible` false: only those who may read the pricing report see them).
 */
export const VehicleRecordResponse = t.type({
  vehicle: VehicleBody, cost: Nullable(MoneyText), cost_visible: t.boolean, price_changed_at: Nullable(t.string), left_feed_at: Nullable(t.string),
  deals: t.array(VehicleDealBody), imports: t.array(VehicleImportChangeBody),
  /** The listing price's changes, newest first (at most 50: page 1 of price_history/). */
  price_history: t.array(VehiclePriceChangeBody),
  /** How many changes there are in all; the older ones come from price_history/?page=2 on. */
  price_history_count: t.number,
});
export type VehicleRecordResponse = t.TypeOf<typeof VehicleRecordResponse>;

/** Designed (issue 31 leftovers): one page (50) of a vehicle's price changes, newest first. */
export const VehiclePriceHistoryResponse = Paged(VehiclePriceChangeBody);
export type VehiclePriceHistoryResponse = t.TypeOf<typeof VehiclePriceHistoryResponse>;
