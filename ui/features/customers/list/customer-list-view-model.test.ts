import { describe, expect, it, vi } from 'vitest';
import { distinctUntilChanged, map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { QueryParams } from '../../../../adapters/di/tokens';
import { latest, left, right } from '../../../shared/testing/problems';
import { aPage, FILTER_DATA } from '../testing/customer-fixture';
import type { CustomerListParams } from './customer-list-params';
import { DEFAULT_LIST_PARAMS, parseListParams, toSearchString } from './customer-list-params';
import type { CustomerListDeps, CustomerPage } from './customer-list-state';
import { createCustomerListViewModel } from './customer-list-view-model';
import type { ExportCsv } from './export-download';

function setup(initial: CustomerListParams = DEFAULT_LIST_PARAMS, answer: (query: QueryParams) => CustomerPage = () => aPage([1, 2, 3])) {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const calls: { at: number; query: QueryParams }[] = [];
  const deps: CustomerListDeps = {
    list: vi.fn((query: QueryParams) => {
      calls.push({ at: scheduler.now(), query });
      return right(answer(query));
    }),
    filterData: vi.fn(() => right(FILTER_DATA)),
    setArchiveStatus: vi.fn((ids: readonly number[]) => right({ updated: ids.length })),
    exportCsv: vi.fn<ExportCsv>(async () => ({ kind: 'done', file: new Blob(['x']), fileName: 'customers.csv', rows: 3, capped: false })),
    scheduler,
  };
  return { deps, scheduler, calls, vm: createCustomerListViewModel(deps, initial) };
}

/** Lets the answers of the stubbed calls (promises) arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the customer list view model', () => {
  it('searches 500 ms after the last key, from the first page, and not before', () => {
    const { vm, scheduler, calls } = setup({ ...DEFAULT_LIST_PARAMS, page: 3 });
    scheduler.run(({ cold, expectObservable }) => {
      vm.start();
      cold('a 99ms b 299ms c', { a: 'ga', b: 'gag', c: ' gagne ' }).subscribe((text) => vm.search(text));
      expectObservable(vm.state$.pipe(map((s) => toSearchString(s.params)), distinctUntilChanged())).toBe('a 899ms b', { a: 'page=3', b: 'search=gagne' });
    });
    expect(calls).toEqual([{ at: 0, query: { page: 3 } }, { at: 900, query: { search: 'gagne', page: 1 } }]);
    expect(latest(vm.state$).searchText).toBe(' gagne ');
    vm.dispose();
  });

  it('does not search again when the typing ends where it started', () => {
    const { vm, scheduler, calls } = setup(parseListParams('search=lee'));
    scheduler.run(({ cold }) => {
      vm.start();
      cold('a 100ms b', { a: 'le', b: 'lee' }).subscribe((text) => vm.search(text));
    });
    expect(calls).toHaveLength(1);
    vm.dispose();
  });

  it('applies a filter at once, back on page 1, and keeps it in the URL state', async () => {
    const { vm, calls } = setup(parseListParams('page=4&ordering=name'));
    vm.start();
    vm.setFilter('payment_type', ['finance', 'lease']);
    vm.setFilter('make', ['Honda']);
    vm.setAwaiting('dealer');
    expect(toSearchString(latest(vm.state$).params)).toBe('awaiting=dealer&payment_type=finance%2Clease&make=Honda&ordering=name');
    expect(calls.at(-1)?.query).toEqual({ awaiting: 'dealer', payment_type: 'finance,lease', make: 'Honda', ordering: 'name', page: 1 });
    vm.setFilter('make', []);
    expect(latest(vm.state$).params.filters).toEqual({ payment_type: ['finance', 'lease'] });
    await settle();
    expect(latest(vm.state$)).toMatchObject({ kind: 'ready', page: { count: 3 }, filterData: FILTER_DATA });
    vm.dispose();
  });

  it('round-trips the URL: a view read from a link is loaded, the same view again is not', async () => {
    const { vm, calls } = setup();
    vm.start();
    const link = 'search=gagne&archive_status=Lost&payment_type=cash&make=Toyota&ordering=-name&page=2';
    vm.syncFromUrl(parseListParams(link));
    expect(toSearchString(latest(vm.state$).params)).toBe(link);
    expect(latest(vm.state$).searchText).toBe('gagne');
    vm.syncFromUrl(parseListParams(`?${link}`));
    expect(calls.map((c) => c.query)).toEqual([{ page: 1 }, { search: 'gagne', archive_status: 'Lost', payment_type: 'cash', make: 'Toyota', ordering: '-name', page: 2 }]);
    vm.dispose();
  });

  it('sorts by a header and pages', () => {
    const { vm } = setup();
    vm.start();
    vm.sortBy('name');
    vm.goToPage(2);
    vm.sortBy('name');
    expect(latest(vm.state$).params).toMatchObject({ ordering: '-name', page: 1 });
    vm.dispose();
  });

  it('takes an ordering chosen whole, from page 1', () => {
    const { vm } = setup();
    vm.start();
    vm.goToPage(3);
    vm.setOrdering('-name');
    expect(latest(vm.state$).params).toMatchObject({ ordering: '-name', page: 1 });
    vm.dispose();
  });

  it('clears filters and search but keeps the ordering', () => {
    const { vm } = setup(parseListParams('search=x&make=Honda&awaiting=customer&ordering=email&page=2'));
    vm.clearFilters();
    expect(latest(vm.state$)).toMatchObject({ searchText: '', params: { ...DEFAULT_LIST_PARAMS, ordering: 'email' } });
    vm.dispose();
  });

  it('shows a failure, and loads again on retry', async () => {
    const { vm, deps } = setup();
    vi.mocked(deps.list).mockReturnValueOnce(left(400, 'invalid_query', { errors: { make: ['list.too_long'] } }));
    vm.start();
    await settle();
    expect(latest(vm.state$)).toMatchObject({ kind: 'failed', problem: { code: 'invalid_query' } });
    vm.retry();
    expect(latest(vm.state$)).toMatchObject({ kind: 'loading' });
    await settle();
    expect(latest(vm.state$)).toMatchObject({ kind: 'ready' });
    vm.dispose();
  });

  it('goes to the last page when the one asked for is past it', async () => {
    const { vm, calls } = setup(parseListParams('page=9'), (query) => (query['page'] === 9 ? { count: 12, count_capped: false, current: 9, last: 2, limit: 10, results: [] } : aPage([11, 12], 2, 12)));
    vm.start();
    await settle();
    await settle();
    expect(calls.map((c) => c.query['page'])).toEqual([9, 2]);
    expect(latest(vm.state$)).toMatchObject({ kind: 'ready', params: { page: 2 } });
    vm.dispose();
  });

  it('archives the selected rows, then reloads with nothing selected', async () => {
    const { vm, deps, calls } = setup();
    vm.start();
    await settle();
    vm.toggleAll();
    vm.toggleRow(2);
    expect(latest(vm.state$).selected).toEqual([1, 3]);
    expect(await vm.archive('Lost', 'no_response')).toEqual({ ok: true, updated: 2 });
    expect(deps.setArchiveStatus).toHaveBeenCalledWith([1, 3], 'Lost', 'no_response');
    expect(latest(vm.state$).selected).toEqual([]);
    expect(calls).toHaveLength(2);
    vm.toggleAll();
    vm.toggleAll();
    expect(latest(vm.state$).selected).toEqual([]);
    vm.dispose();
  });

  it('tells why an archive was refused and keeps the selection', async () => {
    const { vm, deps } = setup();
    vi.mocked(deps.setArchiveStatus).mockReturnValueOnce(left(403, 'forbidden'));
    vm.start();
    await settle();
    vm.toggleRow(1);
    expect(await vm.archive('Sold')).toEqual({ ok: false, problem: { code: 'forbidden', retryAfterSeconds: null } });
    expect(latest(vm.state$).selected).toEqual([1]);
    vm.dispose();
  });

  it('exports the current view (its filters, not its page) from the server, showing the bytes received', async () => {
    const { vm, deps } = setup(parseListParams('payment_type=finance&search=gagne&page=4&ordering=name'));
    let finish: (value: Awaited<ReturnType<ExportCsv>>) => void = () => undefined;
    const exportCsv = vi.fn<ExportCsv>((_query, onProgress) => new Promise((resolve) => { onProgress({ received: 2048 }); finish = resolve; }));
    const vm2 = createCustomerListViewModel({ ...deps, exportCsv }, latest(vm.state$).params);
    const running = vm2.exportAll();
    expect(latest(vm2.state$).exporting).toEqual({ received: 2048 });
    const [query] = exportCsv.mock.calls[0] ?? [];
    expect(query).toEqual({ payment_type: 'finance', search: 'gagne', ordering: 'name' });
    expect(await vm2.exportAll()).toEqual({ kind: 'cancelled' }); // one export at a time
    finish({ kind: 'done', file: new Blob(['x']), fileName: 'customers.csv', rows: 12, capped: false });
    expect(await running).toMatchObject({ kind: 'done', rows: 12 });
    expect(latest(vm2.state$).exporting).toBeNull();
    vm.dispose();
    vm2.dispose();
  });

  it('cancels an export: the request is aborted and the state cleared', async () => {
    const { vm, deps } = setup();
    let signal: AbortSignal | null = null;
    const exportCsv = vi.fn<ExportCsv>((_query, _progress, s) => { signal = s; return new Promise(() => undefined); });
    const vm2 = createCustomerListViewModel({ ...deps, exportCsv }, DEFAULT_LIST_PARAMS);
    void vm2.exportAll();
    expect(latest(vm2.state$).exporting).toEqual({ received: 0 });
    vm2.cancelExport();
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
    expect(latest(vm2.state$).exporting).toBeNull();
    vm.dispose();
    vm2.dispose();
  });
});
