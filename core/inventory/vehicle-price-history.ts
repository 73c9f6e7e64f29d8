import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { forbidden, notFound, type Forbidden, type InvalidQuery, type NotFound } from '../shared/errors';
import { pageOf, type Page } from '../shared/page';
import { paramReader, type RawQuery } from '../shared/query-params';
import { mayBrowseInventory, PRICE_HISTORY_LIMIT, type VehiclePriceChange, type VehicleRecordDeps } from './vehicle-record';

/** A page of the price history: as many changes as the vehicle's page shows first, so page 2 starts where it stops. */
export const PRICE_HISTORY_PAGE_SIZE = PRICE_HISTORY_LIMIT;

export type VehiclePriceHistoryError = Forbidden | NotFound | InvalidQuery;

/**
 * GET inventory/vehicles/{id}/price_history/?page=N: one page (from 1) of the vehicle's price
 * changes, newest first, with how many there are in all; the vehicle's page shows page 1 and asks
 * for the older ones page by page. A page past the last is empty, not an error; a page that is no
 * whole number from 1 is `list.page_invalid`.
 */
export const vehiclePriceHistory = (deps: VehicleRecordDeps) =>
  (ctx: DealershipContext, vehicleId: number, raw: RawQuery): TE.TaskEither<VehiclePriceHistoryError, Page<VehiclePriceChange>> => async () => {
    if (!mayBrowseInventory(ctx)) return E.left(forbidden('read_inventory'));
    const read = paramReader(raw);
    const page = read.integer('page', 1, 1, 100_000, 'list.page_invalid');
    const failed = read.failed();
    if (failed !== null) return E.left({ _tag: 'InvalidQuery', errors: failed });
    const found = await deps.vehicleRecords.priceHistory(ctx.dealership.id, vehicleId, (page - 1) * PRICE_HISTORY_PAGE_SIZE, PRICE_HISTORY_PAGE_SIZE);
    if (found === null) return E.left(notFound);
    return E.right(pageOf(found.count, page, PRICE_HISTORY_PAGE_SIZE, found.changes));
  };
