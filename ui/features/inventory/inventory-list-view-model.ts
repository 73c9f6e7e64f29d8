import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject, debounceTime, from, Subject, switchMap } from 'rxjs';
import type { Observable, SchedulerLike } from 'rxjs';
import type { HttpProblem, QueryParams } from '../../../adapters/di/tokens';
import type { VehicleBody, VehicleFiltersDataResponse } from '../../../adapters/http/contract/inventory/inventory';
import { daysInStock } from '@dealer-panel/core/analytics/price-rule';
import { isExpected } from '@dealer-panel/core/inventory/arrival';
import { STOCK_STATUSES } from '@dealer-panel/core/inventory/vehicle';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import { VEHICLE_SEARCH_DEBOUNCE_MS, vehicleSearchParams, type VehiclePage } from '../../shared/vehicle-search';

export interface InventoryListDeps {
  readonly search: (query: QueryParams) => Promise<Either<HttpProblem, VehiclePage>>;
  readonly filtersData: () => Promise<Either<HttpProblem, VehicleFiltersDataResponse>>;
  readonly scheduler: SchedulerLike;
}

/** The list's filters, as the URL carries them; blank means any. */
export interface InventoryFilters {
  readonly search: string;
  readonly condition: string;
  /** '' the server's default (not sold, not unavailable), 'all' every status, else one status. */
  readonly stockStatus: string;
  readonly make: string;
  readonly priceMin: string;
  readonly priceMax: string;
  readonly page: number;
}

export const NO_FILTERS: InventoryFilters = { search: '', condition: '', stockStatus: '', make: '', priceMin: '', priceMax: '', page: 1 };

/** The URL's parameter of each filter. */
const URL_KEYS = { search: 'search', condition: 'condition', stockStatus: 'stock_status', make: 'make', priceMin: 'price_min', priceMax: 'price_max' } as const;
type FilterKey = keyof typeof URL_KEYS;

/** The filters a URL's query names (a bad page reads as 1). */
export function filtersOfUrl(get: (key: string) => string | null): InventoryFilters {
  const text = (key: FilterKey) => get(URL_KEYS[key]) ?? '';
  const page = Number(get('page') ?? '1');
  return {
    search: text('search'), condition: text('condition'), stockStatus: text('stockStatus'), make: text('make'),
    priceMin: text('priceMin'), priceMax: text('priceMax'), page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's query of the filters: blank ones and page 1 left out. */
export function urlOfFilters(filters: InventoryFilters): Record<string, string> {
  const pairs = (Object.keys(URL_KEYS) as FilterKey[]).flatMap((key) => (filters[key].trim() === '' ? [] : [[URL_KEYS[key], filters[key].trim()]]));
  return Object.fromEntries(filters.page > 1 ? [...pairs, ['page', String(filters.page)]] : pairs);
}

/** The query of inventory/search/: 'all' asks for every stock status, sold and unavailable included. */
export function inventoryQuery(filters: InventoryFilters): QueryParams {
  return vehicleSearchParams({ ...filters, stockStatus: filters.stockStatus === 'all' ? STOCK_STATUSES.join(',') : filters.stockStatus });
}

/** One row of the list: what the table (or a phone's card) shows of a vehicle. */
export interface InventoryRow {
  readonly id: number;
  readonly thumbnail: string | null;
  readonly name: string;
  readonly stockNumber: string;
  readonly vin: string;
  readonly condition: VehicleBody['condition'];
  readonly status: VehicleBody['stock_status'];
  readonly price: string;
  readonly daysInStock: number;
  /** Its arrival date when it is still on its way (core/inventory/arrival.ts): the list says "Expected …" instead of its days in stock. */
  readonly expectedOn: string | null;
  readonly leftFeedAt: string | null;
}

export function inventoryRow(v: VehicleBody, today: string): InventoryRow {
  return {
    id: v.id, thumbnail: v.images[0] ?? null, name: v.formatted_name, stockNumber: v.stock_number, vin: v.vin, condition: v.condition,
    status: v.stock_status, price: v.listing_price, daysInStock: daysInStock(v.arrival_date, today),
    expectedOn: isExpected({ arrivalDate: v.arrival_date, stockStatus: v.stock_status }, today) ? v.arrival_date : null, leftFeedAt: v.left_feed_at ?? null,
  };
}

export type InventoryResults =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly page: VehiclePage }
  | { readonly kind: 'invalid'; readonly errors: FieldErrorMap }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null };

export interface InventoryListState {
  readonly filters: InventoryFilters;
  /** The search box's text, ahead of the debounced search. */
  readonly text: string;
  readonly results: InventoryResults;
  /** The makes the store stocks or stocked, for the make filter (empty until read). */
  readonly makes: readonly string[];
  /** The store has never had a vehicle (its makes were read and there are none): a new store, before its first import. */
  readonly neverStocked: boolean;
}

export const sameFilters = (a: InventoryFilters, b: InventoryFilters): boolean => (Object.keys(a) as (keyof InventoryFilters)[]).every((k) => a[k] === b[k]);

/** /inventory: the store's vehicles, searched (typing debounced) and filtered, the newest request winning. */
export function createInventoryListViewModel(deps: InventoryListDeps) {
  const state = new BehaviorSubject<InventoryListState>({ filters: NO_FILTERS, text: '', results: { kind: 'loading' }, makes: [], neverStocked: false });
  const typed = new Subject<string>();
  const queries = new Subject<InventoryFilters>();
  const changes = new Subject<InventoryFilters>();
  let asked = false;
  const patch = (change: Partial<InventoryListState>) => { if (!state.closed) state.next({ ...state.value, ...change }); };
  const run = (filters: InventoryFilters) => {
    asked = true;
    patch({ filters, results: { kind: 'loading' } });
    queries.next(filters);
  };
  /** A change the user made: searched, and told to the page (which puts it in the URL). */
  const change = (filters: InventoryFilters) => {
    run(filters);
    changes.next(filters);
  };
  const subscriptions = [
    queries.pipe(switchMap((filters) => from(submitCall(() => deps.search(inventoryQuery(filters)))))).subscribe((answer) => {
      if (E.isRight(answer)) patch({ results: { kind: 'ready', page: answer.right } });
      else if (Object.keys(answer.left.fieldErrors).length > 0) patch({ results: { kind: 'invalid', errors: answer.left.fieldErrors } });
      else patch({ results: { kind: 'failed', problem: problemOf(answer.left) } });
    }),
    typed.pipe(debounceTime(VEHICLE_SEARCH_DEBOUNCE_MS, deps.scheduler)).subscribe((text) => {
      if (text.trim() !== state.value.filters.search) change({ ...state.value.filters, search: text.trim(), page: 1 });
    }),
  ];

  return {
    state$: state.asObservable() as Observable<InventoryListState>,
    /** The filters after each change the user made (not after `show`). */
    changes$: changes.asObservable(),
    /** Reads the make filter's values once. */
    async start(): Promise<void> {
      const answer = await submitCall(deps.filtersData);
      if (E.isRight(answer)) patch({ makes: answer.right.makes, neverStocked: answer.right.makes.length === 0 });
    },
    /** The URL's filters (on open, and on Back): searched unless they are what the list already shows. */
    show(filters: InventoryFilters): void {
      if (asked && sameFilters(filters, state.value.filters)) return;
      patch({ text: filters.search });
      run(filters);
    },
    type(text: string): void {
      patch({ text });
      typed.next(text);
    },
    setFilter: (key: Exclude<keyof InventoryFilters, 'page' | 'search'>, value: string) => {
      if (state.value.filters[key] !== value) change({ ...state.value.filters, [key]: value, page: 1 });
    },
    clear: () => { patch({ text: '' }); change(NO_FILTERS); },
    goToPage: (page: number) => change({ ...state.value.filters, page }),
    retry: () => run(state.value.filters),
    dispose(): void {
      subscriptions.forEach((s) => s.unsubscribe());
      changes.complete();
      state.complete();
    },
  };
}

export type InventoryListViewModel = ReturnType<typeof createInventoryListViewModel>;
