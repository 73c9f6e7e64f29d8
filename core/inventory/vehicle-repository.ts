import type { BodyType, Condition, FuelType, StockStatus, Vehicle } from './vehicle';

export const VEHICLE_ORDER_FIELDS = ['arrival_date', 'price', 'year', 'odometer', 'make', 'created'] as const;
export type VehicleOrderField = (typeof VEHICLE_ORDER_FIELDS)[number];

/** The inventory search (search/), every filter optional; arrays match any of their values. */
export interface VehicleSearchQuery {
  readonly page: number;
  readonly search: readonly string[];
  readonly make: readonly string[] | null;
  readonly model: readonly string[] | null;
  readonly trim: readonly string[] | null;
  readonly year: readonly number[] | null;
  readonly yearMin: number | null;
  readonly yearMax: number | null;
  readonly condition: readonly Condition[] | null;
  readonly stockStatus: readonly StockStatus[];
  readonly bodyType: readonly BodyType[] | null;
  readonly fuelType: readonly FuelType[] | null;
  readonly exteriorColor: readonly string[] | null;
  readonly priceMinCents: number | null;
  readonly priceMaxCents: number | null;
  readonly odometerMax: number | null;
  /** Cash compares the listing price, finance and lease the advertised monthly payment; null max: no cap. */
  readonly payment: { readonly type: 'cash' | 'finance' | 'lease'; readonly minCents: number | null; readonly maxCents: number | null } | null;
  readonly ordering: { readonly field: VehicleOrderField; readonly descending: boolean };
}

export interface ModelCount {
  readonly make: string;
  readonly model: string;
  readonly count: number;
}

export interface Range {
  readonly min: number;
  readonly max: number;
}

/** Every value the dealership's inventory holds, for the filters (vehicle_filters_data/). */
export interface VehicleFilterData {
  readonly makes: readonly string[];
  readonly models: readonly { readonly make: string; readonly model: string }[];
  readonly years: readonly number[];
  readonly bodyTypes: readonly string[];
  readonly fuelTypes: readonly string[];
  readonly exteriorColors: readonly string[];
  readonly conditions: readonly string[];
  readonly stockStatuses: readonly string[];
  readonly price: Range | null;
  readonly odometer: Range | null;
}

/** A dealership's vehicles. Contract: scoped to `dealershipId`; filtering, counting and paging in the database. */
export interface VehicleRepository {
  byId(dealershipId: number, id: number): Promise<Vehicle | null>;
  /** A page and the matching vehicles counted up to `countLimit` (so at most that; see vehicleCountLimit). */
  search(dealershipId: number, query: VehicleSearchQuery, pageSize: number, countLimit: number): Promise<{ readonly count: number; readonly items: readonly Vehicle[] }>;
  /** Models with how many vehicles, of the given makes and conditions, among the given stock statuses. */
  models(dealershipId: number, filter: { readonly makes: readonly string[] | null; readonly conditions: readonly Condition[] | null; readonly stockStatuses: readonly StockStatus[] | null }): Promise<readonly ModelCount[]>;
  trims(dealershipId: number, filter: { readonly makes: readonly string[] | null; readonly models: readonly string[] | null }): Promise<readonly { readonly make: string; readonly model: string; readonly trim: string }[]>;
  filterData(dealershipId: number): Promise<VehicleFilterData>;
  /** Price and advertised-payment ranges of the vehicles in the given stock statuses. */
  paymentRanges(dealershipId: number, stockStatuses: readonly StockStatus[]): Promise<{ readonly cash: Range | null; readonly finance: Range | null; readonly lease: Range | null }>;
}

/** A user's recent inventory searches at a dealership. Contract: the same parameters are kept once (the newest time). */
export interface RecentSearchRepository {
  record(userId: number, dealershipId: number, params: Readonly<Record<string, string>>, at: Date): Promise<void>;
  latest(userId: number, dealershipId: number, limit: number): Promise<readonly { readonly params: Readonly<Record<string, string>>; readonly searchedAt: Date }[]>;
}
