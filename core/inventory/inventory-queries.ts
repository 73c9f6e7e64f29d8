import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { Clock } from '../shared/ports/clock';
import { notFound, type InvalidQuery, type NotFound } from '../shared/errors';
import { cappedPageOf, type CappedPage } from '../shared/page';
import { listValues, paramReader, type RawQuery } from '../shared/query-params';
import { PAYMENT_CAPS_CENTS, parseVehicleSearch, recentSearchParams, vehicleCountLimit, VEHICLE_PAGE_SIZE } from './parse-vehicle-search';
import { AVAILABLE_STOCK_STATUSES, CONDITIONS, STOCK_STATUSES, type Vehicle } from './vehicle';
import type { ModelCount, Range, RecentSearchRepository, VehicleRepository } from './vehicle-repository';

export interface InventoryDeps {
  readonly vehicles: VehicleRepository;
  readonly recentSearches: RecentSearchRepository;
  readonly clock: Clock;
}

export const RECENT_SEARCHES_SHOWN = 10;

/** GET inventory/search/: a page of the dealership's vehicles, counted up to a cap; a search with filters is remembered for the user. */
export const searchInventory = (deps: InventoryDeps) =>
  (ctx: DealershipContext, raw: RawQuery): TE.TaskEither<InvalidQuery, CappedPage<Vehicle>> => async () => {
    const query = parseVehicleSearch(raw);
    if (E.isLeft(query)) return E.left({ _tag: 'InvalidQuery', errors: query.left });
    const countLimit = vehicleCountLimit(query.right.page);
    const found = await deps.vehicles.search(ctx.dealership.id, query.right, VEHICLE_PAGE_SIZE, countLimit);
    const params = recentSearchParams(raw);
    if (Object.keys(params).length > 0) await deps.recentSearches.record(ctx.user.id, ctx.dealership.id, params, deps.clock.now());
    return E.right(cappedPageOf(found.count, countLimit, query.right.page, VEHICLE_PAGE_SIZE, found.items));
  };

export const recentSearches = (deps: Pick<InventoryDeps, 'recentSearches'>) => (ctx: DealershipContext) =>
  deps.recentSearches.latest(ctx.user.id, ctx.dealership.id, RECENT_SEARCHES_SHOWN);

export interface CappedRange extends Range {
  readonly cap: number;
}

/** GET inventory/search_payment_filters/: slider ranges over the vehicles a deal can use, never above the caps. */
export const paymentFilters = (deps: Pick<InventoryDeps, 'vehicles'>) => async (ctx: DealershipContext) => {
  const ranges = await deps.vehicles.paymentRanges(ctx.dealership.id, AVAILABLE_STOCK_STATUSES);
  const capped = (r: Range | null, cap: number): CappedRange | null => (r === null ? null : { min: Math.min(r.min, cap), max: Math.min(r.max, cap), cap });
  return { cash: capped(ranges.cash, PAYMENT_CAPS_CENTS.cash), finance: capped(ranges.finance, PAYMENT_CAPS_CENTS.finance), lease: capped(ranges.lease, PAYMENT_CAPS_CENTS.lease) };
};

/** GET inventory/models/?make=&condition=&stock_status=: models a deal can use, with counts. */
export const inventoryModels = (deps: Pick<InventoryDeps, 'vehicles'>) =>
  (ctx: DealershipContext, raw: RawQuery): TE.TaskEither<InvalidQuery, readonly ModelCount[]> => async () => {
    const r = paramReader(raw);
    const filter = {
      makes: textList(raw, 'make'),
      conditions: r.choices('condition', CONDITIONS),
      stockStatuses: r.choices('stock_status', STOCK_STATUSES) ?? [...AVAILABLE_STOCK_STATUSES],
    };
    const errors = r.failed();
    if (errors !== null) return E.left({ _tag: 'InvalidQuery', errors });
    return E.right(await deps.vehicles.models(ctx.dealership.id, filter));
  };

/** GET customer/inventory/{id}/: one vehicle of the session's dealership. */
export const vehicleDetail = (deps: Pick<InventoryDeps, 'vehicles'>) =>
  (ctx: DealershipContext, id: number): TE.TaskEither<NotFound, Vehicle> => async () => {
    const vehicle = await deps.vehicles.byId(ctx.dealership.id, id);
    return vehicle ? E.right(vehicle) : E.left(notFound);
  };

/** GET dealership/vehicle_models/?make=: every make and model the dealership stocks or stocked. */
export const vehicleModels = (deps: Pick<InventoryDeps, 'vehicles'>) => async (ctx: DealershipContext, raw: RawQuery) =>
  (await deps.vehicles.models(ctx.dealership.id, { makes: textList(raw, 'make'), conditions: null, stockStatuses: null })).map(({ make, model }) => ({ make, model }));

/** GET dealership/vehicle_trims/?make=&model=: the trims of those makes and models. */
export const vehicleTrims = (deps: Pick<InventoryDeps, 'vehicles'>) => (ctx: DealershipContext, raw: RawQuery) =>
  deps.vehicles.trims(ctx.dealership.id, { makes: textList(raw, 'make'), models: textList(raw, 'model') });

export const vehicleFiltersData = (deps: Pick<InventoryDeps, 'vehicles'>) => (ctx: DealershipContext) => deps.vehicles.filterData(ctx.dealership.id);

/** Free-text values, at most 50 of 60 characters (longer ones cannot be a make or a model and are dropped). */
function textList(raw: RawQuery, key: string): string[] | null {
  const values = [...new Set(listValues(raw, key))].filter((s) => s.length <= 60).slice(0, 50);
  return values.length === 0 ? null : values;
}
