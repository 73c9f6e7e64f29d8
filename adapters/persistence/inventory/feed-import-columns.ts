import { eq } from 'drizzle-orm';
import type { FeedValues, StoredVehicle } from '@dealer-panel/core/inventory/feeds/feed-plan';
import type { ImportSummary } from '@dealer-panel/core/inventory/feeds/feed-import-repository';
import type { BodyType, Condition, FuelType, StockStatus } from '@dealer-panel/core/inventory/vehicle';
import { vehicleSearchText } from '@dealer-panel/core/inventory/vehicle-search-text';
import type { Db } from '../shared/database';
import { vehicleImports as I, vehicles as V } from './schema';

/** How the import's values map on the vehicles table, both ways, and an import's summary. */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const storedColumns = {
  id: V.id, vin: V.vin, stockNumber: V.stockNumber, year: V.year, make: V.make, model: V.model, trim: V.trim, condition: V.condition,
  listingPriceCents: V.listingPriceCents, msrpCents: V.msrpCents, costCents: V.costCents, odometer: V.odometer, exteriorColor: V.exteriorColor,
  interiorColor: V.interiorColor, bodyType: V.bodyType, fuelType: V.fuelType, transmission: V.transmission, drivetrain: V.drivetrain,
  arrivalDate: V.arrivalDate, images: V.images, packages: V.packages, stockStatus: V.stockStatus, leftFeedAt: V.leftFeedAt,
  priceChangedAt: V.priceChangedAt, searchText: V.searchText,
};

/** A vehicle as the import reads it: every column an import may write, as stored (packages with their codes and prices). */
export type StoredRow = Pick<typeof V.$inferSelect, keyof typeof storedColumns>;
type Package = StoredRow['packages'][number];

export const toStored = (r: StoredRow): StoredVehicle => {
  const { priceChangedAt: _changed, searchText: _search, ...rest } = r;
  return {
    ...rest, condition: r.condition as Condition, bodyType: r.bodyType as BodyType, fuelType: r.fuelType as FuelType, stockStatus: r.stockStatus as StockStatus,
    images: r.images, packages: r.packages.map((p) => p.name),
  };
};

const DATED = ['leftFeedAt', 'priceChangedAt'] as const;

/**
 * A vehicle's before-image as JSON: every column the import may write, as stored (the packages with
 * their codes and prices, the last price change, the search text; dates as ISO text), so an undo puts
 * back exactly what was there.
 */
export function beforeJson(r: StoredRow): Record<string, unknown> {
  const { id: _id, vin: _vin, ...columns } = r;
  return { ...columns, leftFeedAt: r.leftFeedAt?.toISOString() ?? null, priceChangedAt: r.priceChangedAt?.toISOString() ?? null };
}

/**
 * The columns an undo writes back from a before-image. An image written before session 20 held the
 * feed's values only (packages by name, no last price change nor search text): its packages come back
 * by name, its search text is computed, and `priceChangedAt` is absent (the caller decides).
 */
export function restoredColumns(json: Record<string, unknown>, vin: string): Partial<typeof V.$inferInsert> {
  const values = { ...json } as Record<string, unknown>;
  for (const key of DATED) if (key in values) values[key] = typeof values[key] === 'string' ? new Date(values[key]) : null;
  const packages = Array.isArray(values['packages']) ? (values['packages'] as unknown[]) : [];
  values['packages'] = packages.map((p): Package => (typeof p === 'string' ? { code: '', name: p, priceCents: 0 } : (p as Package)));
  if (typeof values['searchText'] !== 'string') values['searchText'] = vehicleSearchText({ ...(values as unknown as FeedValues), vin });
  return values as Partial<typeof V.$inferInsert>;
}

/**
 * The columns to write for (part of) a vehicle's feed values, with its search text from the merged
 * whole. New packages keep the code and price of the vehicle's package of the same name (`held`).
 */
export function columnsOf(values: Partial<FeedValues>, whole: FeedValues & { readonly vin: string }, held: readonly Package[] = []): Partial<typeof V.$inferInsert> {
  const { packages, images: _images, ...rest } = values;
  const byName = new Map(held.map((p) => [p.name, p]));
  return {
    ...rest,
    ...(packages === undefined ? {} : { packages: packages.map((name) => byName.get(name) ?? { code: '', name, priceCents: 0 }) }),
    ...(values.images === undefined ? {} : { images: [...values.images] }),
    searchText: vehicleSearchText(whole),
  };
}

export const toSummary = (r: typeof I.$inferSelect): ImportSummary => ({
  id: r.id, dealershipId: r.dealershipId, kind: r.kind === 'partial' ? 'partial' : 'full', source: r.source === 'pull' ? 'pull' : 'upload', dryRun: r.dryRun,
  fileName: r.fileName, status: r.status as ImportSummary['status'], problem: r.problem ?? null, rowsTotal: r.rowsTotal, rowsDone: r.rowsDone,
  counts: { added: r.added, updated: r.updated, unchanged: r.unchanged, madeUnavailable: r.madeUnavailable, refused: r.refused, warned: r.warned },
  userId: r.createdBy, createdAt: r.createdAt, finishedAt: r.finishedAt, undoneAt: r.undoneAt,
});

export async function summaryById(db: Db | Tx, id: number): Promise<ImportSummary> {
  const [row] = await db.select().from(I).where(eq(I.id, id));
  if (!row) throw new Error(`vehicle import ${String(id)} vanished`);
  return toSummary(row);
}
