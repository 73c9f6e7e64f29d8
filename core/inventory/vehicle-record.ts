import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { canAccessRoute } from '../access/route-access';
import { forbidden, notFound, type Forbidden, type NotFound } from '../shared/errors';
import type { Vehicle } from './vehicle';

/** A deal holding a vehicle, as the vehicle's page lists it. */
export interface VehicleDeal {
  readonly id: number;
  readonly customerId: number;
  readonly customerName: string;
  /** The deal's status code (core/shared/deal-states.ts). */
  readonly status: string;
  readonly isArchived: boolean;
  /** Not archived, not confirmed, not completed and not ended: the deal still counts on the vehicle. */
  readonly open: boolean;
  readonly createdAt: Date;
}

/** The inventory page's view of one vehicle: what the search shows, plus its cost, last price change, feed exit and deals. */
export interface VehicleRecord {
  readonly vehicle: Vehicle;
  /** Null when the feed gave none, and always null for someone who may not see costs. */
  readonly costCents: number | null;
  readonly priceChangedAt: Date | null;
  readonly leftFeedAt: Date | null;
  readonly deals: readonly VehicleDeal[];
  /** The imports that added, changed or made it unavailable (dry runs left out), newest first, at most 20. */
  readonly imports: readonly VehicleImportChange[];
  /** Its listing price's changes, newest first, at most PRICE_HISTORY_LIMIT (the first page of `priceHistory` below). */
  readonly priceHistory: readonly VehiclePriceChange[];
  /** How many changes it has in all (the older ones are read a page at a time). */
  readonly priceHistoryCount: number;
}

export const PRICE_HISTORY_LIMIT = 50;
export const PRICE_CHANGE_SOURCES = ['upload', 'pull', 'import_undo', 'price_profile', 'price_profile_undo'] as const;

/**
 * One change of a vehicle's listing price: before and after, when, and what made it (a file import,
 * a scheduled feed pull, the undo of either, a price profile applied or undone; the import's id or
 * the profile's name with it).
 */
export interface VehiclePriceChange {
  readonly at: Date;
  readonly beforeCents: number;
  readonly afterCents: number;
  readonly source: (typeof PRICE_CHANGE_SOURCES)[number];
  readonly importId: number | null;
  readonly profileName: string | null;
}

/** An import that touched the vehicle (issue 31 item 1): when, and what it did. */
export interface VehicleImportChange {
  readonly importId: number;
  readonly at: Date;
  readonly outcome: 'added' | 'updated' | 'made_unavailable';
}

/** Reads of one vehicle for its page. Contract: scoped to `dealershipId`; null when the vehicle is not the store's. */
export interface VehicleRecordReader {
  /** The vehicle with its cost, dates, every deal holding it (archived ones too, newest first) and its import changes. */
  record(dealershipId: number, vehicleId: number): Promise<VehicleRecord | null>;
  /**
   * `limit` of its price changes from `offset` (newest first: feed and profile changes merged, a feed's
   * first on a tie) and how many there are; null when the vehicle is not the store's.
   */
  priceHistory(dealershipId: number, vehicleId: number, offset: number, limit: number): Promise<{ readonly count: number; readonly changes: readonly VehiclePriceChange[] } | null>;
}

export interface VehicleRecordDeps {
  readonly vehicleRecords: VehicleRecordReader;
}

/** Who opens /inventory and its vehicles' pages: the route's rule (everyone but sales reps). */
export function mayBrowseInventory(ctx: DealershipContext): boolean {
  return canAccessRoute('inventory', ctx.actor, ctx.dealership, { enableAnalyticsDashboard: false }).allowed;
}

/** Who sees what a vehicle cost the store: those who may read the pricing report (which shows it). */
export function maySeeCost(ctx: DealershipContext): boolean {
  return canAccessRoute('pricing-report', ctx.actor, ctx.dealership, { enableAnalyticsDashboard: false }).allowed;
}

export type VehicleRecordError = Forbidden | NotFound;

/** GET inventory/vehicles/{id}/: the vehicle's page, its cost hidden from those who may not see it. */
export const vehicleRecord = (deps: VehicleRecordDeps) =>
  (ctx: DealershipContext, vehicleId: number): TE.TaskEither<VehicleRecordError, VehicleRecord & { readonly costVisible: boolean }> => async () => {
    if (!mayBrowseInventory(ctx)) return E.left(forbidden('read_inventory'));
    const found = await deps.vehicleRecords.record(ctx.dealership.id, vehicleId);
    if (found === null) return E.left(notFound);
    const costVisible = maySeeCost(ctx);
    return E.right({ ...found, costCents: costVisible ? found.costCents : null, costVisible });
  };
