import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { MAX_SEARCH_LENGTH, searchTokens } from '../shared/search-text';
import { parseMoney } from '../shared/money-text';
import { countLimitFor } from '../shared/page';
import { listValues, paramReader, parseOrdering, singleValue, type ParamReader, type QueryParamCode, type RawQuery } from '../shared/query-params';
import type { FieldErrors } from '../shared/validation';
import { AVAILABLE_STOCK_STATUSES, BODY_TYPES, CONDITIONS, FUEL_TYPES, STOCK_STATUSES } from './vehicle';
import { VEHICLE_ORDER_FIELDS, type VehicleSearchQuery } from './vehicle-repository';

/** Inventory search page size (designed: a grid of 3 or 4 across). */
export const VEHICLE_PAGE_SIZE = 12;

/**
 * The inventory list counts matches exactly up to this many, then says "more than 10,000", as the
 * customer list does (CUSTOMER_COUNT_CAP): an exact count of 90,000 vehicles read the whole store.
 */
export const VEHICLE_COUNT_CAP = 10_000;

/** How many matching vehicles the list counts at most for `page` (see VEHICLE_COUNT_CAP). */
export function vehicleCountLimit(page: number): number {
  return countLimitFor(VEHICLE_COUNT_CAP, page, VEHICLE_PAGE_SIZE);
}

/** The payment filter's caps (spec 001 and 002 section 9), in cents: a max at the cap means "and more". */
export const PAYMENT_CAPS_CENTS = { cash: 7_000_000, finance: 100_000, lease: 100_000 } as const;

/** Every parameter the search reads; recent searches keep these only. */
export const VEHICLE_SEARCH_PARAMS = [
  'search', 'make', 'model', 'trim', 'year', 'year_min', 'year_max', 'condition', 'stock_status', 'body_type', 'fuel_type',
  'exterior_color', 'price_min', 'price_max', 'odometer_max', 'payment_type', 'payment_min', 'payment_max', 'ordering', 'page',
] as const;

function names(r: ParamReader, raw: RawQuery, key: string): string[] | null {
  const values = listValues(raw, key);
  if (values.length === 0) return null;
  if (values.length > 50 || values.some((v) => v.length > 60)) return r.fail(key, 'list.too_long');
  return [...new Set(values)];
}

function money(r: ParamReader, raw: RawQuery, key: string): number | null {
  const value = singleValue(raw, key);
  if (value === undefined) return null;
  return parseMoney(value) ?? r.fail(key, 'list.invalid_number');
}

/**
 * The inventory search's parameters (spec 001 section 5: arrays joined by commas, empty values
 * dropped), each validated. Decided: stock_status defaults to the statuses a deal can use (not
 * S sold, not U unavailable); prices and payments are dollars; a payment max at or above its cap
 * has no upper bound; ordering defaults to the newest arrivals.
 */
export function parseVehicleSearch(raw: RawQuery): Either<FieldErrors<QueryParamCode>, VehicleSearchQuery> {
  const r = paramReader(raw);
  const paymentType = r.choices('payment_type', ['cash', 'finance', 'lease'] as const);
  if (paymentType !== null && paymentType.length > 1) r.fail('payment_type', 'list.invalid_choice');
  const type = paymentType?.[0] ?? null;
  const paymentMin = money(r, raw, 'payment_min');
  const paymentMax = money(r, raw, 'payment_max');
  if (type === null && paymentMin !== null) r.fail('payment_type', 'list.invalid_choice');
  if (type === null && paymentMax !== null) r.fail('payment_type', 'list.invalid_choice');
  const ordering = parseOrdering(singleValue(raw, 'ordering') ?? '-arrival_date', VEHICLE_ORDER_FIELDS);
  if (ordering === null) r.fail('ordering', 'list.ordering_invalid');
  const query: VehicleSearchQuery = {
    page: r.integer('page', 1, 1, 100_000, 'list.page_invalid'),
    search: searchTokens(r.text('search', MAX_SEARCH_LENGTH)),
    make: names(r, raw, 'make'),
    model: names(r, raw, 'model'),
    trim: names(r, raw, 'trim'),
    exteriorColor: names(r, raw, 'exterior_color'),
    year: r.integers('year', 1900, 2100),
    yearMin: nullIfZero(r.integer('year_min', 0, 1900, 2100)),
    yearMax: nullIfZero(r.integer('year_max', 0, 1900, 2100)),
    condition: r.choices('condition', CONDITIONS),
    stockStatus: r.choices('stock_status', STOCK_STATUSES) ?? [...AVAILABLE_STOCK_STATUSES],
    bodyType: r.choices('body_type', BODY_TYPES),
    fuelType: r.choices('fuel_type', FUEL_TYPES),
    priceMinCents: money(r, raw, 'price_min'),
    priceMaxCents: money(r, raw, 'price_max'),
    odometerMax: nullIfMinus(r.integer('odometer_max', -1, 0, 10_000_000)),
    payment: type === null ? null : {
      type, minCents: paymentMin,
      maxCents: paymentMax === null || paymentMax >= PAYMENT_CAPS_CENTS[type] ? null : paymentMax,
    },
    ordering: ordering ?? { field: 'arrival_date', descending: true },
  };
  const errors = r.failed();
  return errors === null ? E.right(query) : E.left(errors);
}

const nullIfZero = (n: number): number | null => (n === 0 ? null : n);
const nullIfMinus = (n: number): number | null => (n < 0 ? null : n);

/** The parameters worth remembering as a recent search: the known ones that filter, as given. */
export function recentSearchParams(raw: RawQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of VEHICLE_SEARCH_PARAMS) {
    if (key === 'page' || key === 'ordering') continue;
    const values = listValues(raw, key);
    if (values.length > 0) out[key] = values.join(',');
  }
  return out;
}
