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
};

type StoredRow = Pick<typeof V.$inferSelect, keyof typeof storedColumns>;

export const toStored = (r: StoredRow): StoredVehicle => ({
  ...r, condition: r.condition as Condition, bodyType: r.bodyType as BodyType, fuelType: r.fuelType as FuelType, stockStatus: r.stockStatus as StockStatus,
  images: r.images, packages: r.packages.map((p) => p.name),
});

/** A before-image as JSON (the date as ISO text) and back. */
export const beforeJson = (v: FeedValues): Record<string, unknown> => ({ ...v, leftFeedAt: v.leftFeedAt?.toISOString() ?? null });
export const beforeOf = (json: Record<string, unknown>): FeedValues => ({
  ...(json as unknown as FeedValues), leftFeedAt: typeof json['leftFeedAt'] === 'string' ? new Date(json['leftFeedAt']) : null,
});

/** The columns to write for (part of) a vehicle's feed values, with its search text from the merged whole. */
export function columnsOf(values: Partial<FeedValues>, whole: FeedValues & { readonly vin: string }): Partial<typeof V.$inferInsert> {
  const { packages, images: _images, ...rest } = values;
  return {
    ...rest,
    ...(packages === undefined ? {} : { packages: packages.map((name) => ({ code: '', name, priceCents: 0 })) }),
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
