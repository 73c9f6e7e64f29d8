import { describe, expect, it, vi } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import type { QueryParams } from '../../../adapters/di/tokens';
import { latest, left, right } from '../../shared/testing/problems';
import { aVehicle } from '../../shared/testing/vehicle-fixture';
import {
  createInventoryListViewModel, filtersOfUrl, inventoryQuery, inventoryRow, NO_FILTERS, urlOfFilters, type InventoryFilters,
} from './inventory-list-view-model';

const page = { count: 1, current: 1, last: 1, results: [aVehicle()] };
const filtersData = () => right({
  makes: ['Honda', 'Toyota'], models: [], years: [], body_types: [], fuel_types: [], exterior_colors: [], conditions: [], stock_statuses: [], price: null, odometer: null, orderings: [],
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the inventory list filters', () => {
  it('read the URL, leave blank values and page 1 out of it, and survive a bad page', () => {
    const url = new URLSearchParams('search=civic&stock_status=all&make=Honda&price_max=30000&page=2');
    const filters = filtersOfUrl((k) => url.get(k));
    expect(filters).toEqual({ ...NO_FILTERS, search: 'civic', stockStatus: 'all', make: 'Honda', priceMax: '30000', page: 2 });
    expect(urlOfFilters(filters)).toEqual({ search: 'civic', stock_status: 'all', make: 'Honda', price_max: '30000', page: '2' });
    expect(urlOfFilters({ ...filters, page: 1, search: '  ' })).toEqual({ stock_status: 'all', make: 'Honda', price_max: '30000' });
    expect(filtersOfUrl((k) => (k === 'page' ? 'x' : null)).page).toBe(1);
  });

  it('ask for every stock status, sold and unavailable included, when "all" is chosen, and the server default otherwise', () => {
    expect(inventoryQuery({ ...NO_FILTERS, stockStatus: 'all' })).toEqual({ stock_status: 'I,T,D,P,S,V,R,U,As-is', page: 1 });
    expect(inventoryQuery({ ...NO_FILTERS, stockStatus: 'U', priceMin: ' 20000 ', condition: 'Used' })).toEqual({ stock_status: 'U', price_min: '20000', condition: 'Used', page: 1 });
    expect(inventoryQuery(NO_FILTERS)).toEqual({ page: 1 });
  });

  it('make a row with the photo, the days in stock and whether the vehicle left the feed', () => {
    const row = inventoryRow(aVehicle({ images: ['/a.svg', '/b.svg'], arrival_date: '2026-02-01', left_feed_at: '2026-03-01T08:00:00.000Z' }), '2026-03-03');
    expect(row).toMatchObject({ thumbnail: '/a.svg', name: '2024 Honda Civic LX', stockNumber: 'LMN10080', daysInStock: 30, leftFeedAt: '2026-03-01T08:00:00.000Z' });
    expect(inventoryRow(aVehicle(), '2026-01-01')).toMatchObject({ thumbnail: null, daysInStock: 0, leftFeedAt: null });
  });

  it('says when a vehicle on its way is expected (in transit, or arriving after today) instead of its days in stock', () => {
    expect(inventoryRow(aVehicle({ arrival_date: '2026-02-01', stock_status: 'I' }), '2026-03-03').expectedOn).toBeNull();
    expect(inventoryRow(aVehicle({ arrival_date: '2027-01-20', stock_status: 'I' }), '2026-03-03').expectedOn).toBe('2027-01-20');
    expect(inventoryRow(aVehicle({ arrival_date: '2026-02-01', stock_status: 'T' }), '2026-03-03').expectedOn).toBe('2026-02-01');
  });
});

describe('the inventory list view model', () => {
  it('searches the URL\'s filters once, then 500 ms after typing stops from page 1, and tells the page each change', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    const calls: { at: number; query: QueryParams }[] = [];
    const search = vi.fn((query: QueryParams) => { calls.push({ at: scheduler.now(), query }); return right(page); });
    const vm = createInventoryListViewModel({ search, filtersData, scheduler });
    const changes: InventoryFilters[] = [];
    vm.changes$.subscribe((f) => changes.push(f));
    scheduler.run(({ cold }) => {
      vm.show({ ...NO_FILTERS, make: 'Honda', page: 2 });
      vm.show({ ...NO_FILTERS, make: 'Honda', page: 2 });
      vm.setFilter('stockStatus', 'all');
      cold('a 200ms b', { a: 'civ', b: 'civic ' }).subscribe((text) => vm.type(text));
    });
    expect(calls).toEqual([
      { at: 0, query: { make: 'Honda', page: 2 } },
      { at: 0, query: { make: 'Honda', stock_status: 'I,T,D,P,S,V,R,U,As-is', page: 1 } },
      { at: 701, query: { make: 'Honda', stock_status: 'I,T,D,P,S,V,R,U,As-is', search: 'civic', page: 1 } },
    ]);
    expect(changes.map(urlOfFilters)).toEqual([{ make: 'Honda', stock_status: 'all' }, { make: 'Honda', stock_status: 'all', search: 'civic' }]);
    expect(latest(vm.state$).text).toBe('civic ');
    vm.dispose();
  });

  it('shows the page, names a bad price next to its field, and offers a retry after a failure', async () => {
    const search = vi.fn()
      .mockReturnValueOnce(right(page))
      .mockReturnValueOnce(left(400, 'invalid_query', { errors: { price_min: ['number.invalid'] } }))
      .mockReturnValueOnce(left(503, 'unavailable'))
      .mockReturnValueOnce(right(page));
    const vm = createInventoryListViewModel({ search, filtersData, scheduler: new TestScheduler(() => undefined) });
    await vm.start();
    vm.show(NO_FILTERS);
    await flush();
    expect(latest(vm.state$)).toMatchObject({ makes: ['Honda', 'Toyota'], results: { kind: 'ready', page } });
    vm.setFilter('priceMin', 'lots');
    await flush();
    expect(latest(vm.state$).results).toEqual({ kind: 'invalid', errors: { price_min: ['number.invalid'] } });
    vm.setFilter('priceMin', '');
    await flush();
    expect(latest(vm.state$).results).toMatchObject({ kind: 'failed', problem: { code: 'unavailable' } });
    vm.retry();
    await flush();
    expect(latest(vm.state$).results.kind).toBe('ready');
    expect(search).toHaveBeenCalledTimes(4);
    vm.dispose();
  });

  it('clears every filter and the search box', async () => {
    const search = vi.fn(() => right(page));
    const vm = createInventoryListViewModel({ search, filtersData, scheduler: new TestScheduler(() => undefined) });
    vm.show({ ...NO_FILTERS, search: 'rav4', condition: 'Used' });
    vm.clear();
    await flush();
    expect(latest(vm.state$)).toMatchObject({ filters: NO_FILTERS, text: '' });
    expect(search).toHaveBeenLastCalledWith({ page: 1 });
    vm.dispose();
  });

  it('tells a store that has never had a vehicle from one whose filters match none', async () => {
    const empty = { count: 0, current: 1, last: 1, results: [] };
    const none = () => right({ makes: [], models: [], years: [], body_types: [], fuel_types: [], exterior_colors: [], conditions: [], stock_statuses: [], price: null, odometer: null, orderings: [] });
    const newStore = createInventoryListViewModel({ search: vi.fn(() => right(empty)), filtersData: none, scheduler: new TestScheduler(() => undefined) });
    expect(latest(newStore.state$).neverStocked).toBe(false);
    await newStore.start();
    expect(latest(newStore.state$).neverStocked).toBe(true);
    newStore.dispose();
    const stocked = createInventoryListViewModel({ search: vi.fn(() => right(empty)), filtersData, scheduler: new TestScheduler(() => undefined) });
    await stocked.start();
    expect(latest(stocked.state$).neverStocked).toBe(false);
    stocked.dispose();
  });
});
