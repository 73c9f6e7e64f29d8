import type { QueryParams } from '../../adapters/di/tokens';
import type { VehicleBody } from '../../adapters/http/contract/inventory/inventory';

/** Typing in a vehicle search waits this long before searching (as the customer list's search). */
export const VEHICLE_SEARCH_DEBOUNCE_MS = 500;

/** A page of inventory/search/ (12 a page). */
export interface VehiclePage {
  readonly count: number;
  /** True: MORE than `count` vehicles match (the server counts 10,000 at most); absent or false: exact. */
  readonly count_capped?: boolean;
  readonly current: number;
  readonly last: number;
  readonly results: readonly VehicleBody[];
}

/** The parameters of inventory/search/ the screens send; every one optional (blank means any). */
export interface VehicleSearchFilters {
  readonly search: string;
  readonly condition: string;
  readonly stockStatus?: string;
  readonly make?: string;
  readonly priceMin?: string;
  readonly priceMax?: string;
  readonly page: number;
}

/** The query sent to inventory/search/: values trimmed, blank ones dropped (spec 001 section 5); no stock status means the server's default (not sold, not unavailable). */
export function vehicleSearchParams(filters: VehicleSearchFilters): QueryParams {
  const pairs: readonly (readonly [string, string | undefined])[] = [
    ['search', filters.search], ['condition', filters.condition], ['stock_status', filters.stockStatus], ['make', filters.make],
    ['price_min', filters.priceMin], ['price_max', filters.priceMax],
  ];
  const kept = Object.fromEntries(pairs.flatMap(([key, value]) => (value === undefined || value.trim() === '' ? [] : [[key, value.trim()]])));
  return { ...kept, page: filters.page };
}
