import * as E from 'fp-ts/Either';
import type { Vehicle } from '../vehicle';
import type { FeedVehicle, RowNote } from './feed-row';

/**
 * What a feed row does to the store's vehicles: add one, change one, or nothing. Pure: the repository
 * hands the vehicles a batch's VINs and stock numbers hold, as its transaction locked them.
 */

/** The columns a feed sets, as stored: a vehicle's before-image for an undo. The vehicle's own, and what only a feed sets. */
export type FeedValues = Pick<Vehicle,
  | 'stockNumber' | 'year' | 'make' | 'model' | 'trim' | 'condition' | 'listingPriceCents' | 'msrpCents' | 'odometer' | 'exteriorColor'
  | 'interiorColor' | 'bodyType' | 'fuelType' | 'transmission' | 'drivetrain' | 'arrivalDate' | 'images' | 'stockStatus'> & {
  readonly costCents: number | null;
  /** The feed's options and packages, by name. */
  readonly packages: readonly string[];
  /** When a full feed last left it out (made it unavailable); null while it is in the feed. */
  readonly leftFeedAt: Date | null;
};

export interface StoredVehicle extends FeedValues {
  readonly id: number;
  readonly vin: string;
}

export type RowPlan =
  | { readonly outcome: 'added'; readonly values: FeedValues; readonly warnings: readonly RowNote[] }
  | { readonly outcome: 'updated'; readonly vehicleId: number; readonly before: FeedValues; readonly changes: Partial<FeedValues>; readonly warnings: readonly RowNote[] }
  | { readonly outcome: 'unchanged'; readonly vehicleId: number; readonly warnings: readonly RowNote[] };

const REQUIRED_TO_ADD = ['stockNumber', 'year', 'make', 'model', 'condition', 'listingPriceCents'] as const;
const FIELD_OF: Readonly<Record<(typeof REQUIRED_TO_ADD)[number], RowNote['field']>> = {
  stockNumber: 'stockNumber', year: 'year', make: 'make', model: 'model', condition: 'condition', listingPriceCents: 'price',
};

const same = (a: unknown, b: unknown): boolean => (Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b);

/** The feed's keys that map one to one on stored columns. */
const SETTABLE = ['stockNumber', 'year', 'make', 'model', 'trim', 'condition', 'listingPriceCents', 'msrpCents', 'costCents', 'odometer',
  'exteriorColor', 'interiorColor', 'bodyType', 'fuelType', 'transmission', 'drivetrain', 'arrivalDate', 'images', 'packages'] as const;

/**
 * A row against the vehicle its VIN holds (`byVin`) and the one its stock number holds (`byStock`).
 * A stock number another vehicle of the store holds refuses the row; an add needs stock number, year,
 * make, model, condition and price (body and fuel default to Sedan and Gasoline, flagged); an update
 * sets only what the row says and differs, and brings a vehicle that had left the feed back in stock.
 */
export function planRow(
  row: { readonly vehicle: FeedVehicle; readonly warnings: readonly RowNote[]; readonly stockColumn: string | null },
  byVin: StoredVehicle | null, byStock: StoredVehicle | null, today: string,
): E.Either<readonly RowNote[], RowPlan> {
  const v = row.vehicle;
  if (byStock !== null && byStock.id !== byVin?.id) return E.left([{ code: 'import.stock_number_taken', field: 'stockNumber', column: row.stockColumn }]);
  if (byVin === null) {
    const missing = REQUIRED_TO_ADD.filter((key) => v[key] === undefined);
    if (missing.length > 0) return E.left(missing.map((key) => ({ code: 'import.required_to_add', field: FIELD_OF[key], column: null })));
    const warnings = [...row.warnings];
    if (v.bodyType === undefined) warnings.push({ code: 'import.body_assumed', field: 'bodyType', column: null });
    if (v.fuelType === undefined) warnings.push({ code: 'import.fuel_assumed', field: 'fuelType', column: null });
    return E.right({
      outcome: 'added', warnings,
      values: {
        stockNumber: v.stockNumber ?? '', year: v.year ?? 0, make: v.make ?? '', model: v.model ?? '', trim: v.trim ?? '', condition: v.condition ?? 'Used',
        listingPriceCents: v.listingPriceCents ?? 0, msrpCents: v.msrpCents ?? null, costCents: v.costCents ?? null, odometer: v.odometer ?? 0,
        exteriorColor: v.exteriorColor ?? '', interiorColor: v.interiorColor ?? '', bodyType: v.bodyType ?? 'Sedan', fuelType: v.fuelType ?? 'Gasoline',
        transmission: v.transmission ?? '', drivetrain: v.drivetrain ?? '', arrivalDate: v.arrivalDate ?? today, images: v.images ?? [], packages: v.packages ?? [],
        stockStatus: 'I', leftFeedAt: null,
      },
    });
  }
  const changes: Record<string, unknown> = {};
  for (const key of SETTABLE) {
    const value = v[key];
    if (value !== undefined && !same(value, byVin[key])) changes[key] = value;
  }
  // A vehicle in the feed is for sale: one that had left it, or that an undone import made
  // unavailable, comes back in stock (a sold one stays sold).
  if (byVin.leftFeedAt !== null) changes['leftFeedAt'] = null;
  if (byVin.stockStatus === 'U') changes['stockStatus'] = 'I';
  if (Object.keys(changes).length === 0) return E.right({ outcome: 'unchanged', vehicleId: byVin.id, warnings: row.warnings });
  const { id: _id, vin: _vin, ...before } = byVin;
  return E.right({ outcome: 'updated', vehicleId: byVin.id, before, changes: changes as Partial<FeedValues>, warnings: row.warnings });
}
