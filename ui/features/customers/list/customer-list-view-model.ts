import * as E from 'fp-ts/Either';
import { BehaviorSubject, debounceTime, from, map, Subject, switchMap } from 'rxjs';
import type { Observable } from 'rxjs';
import type { ArchiveStatus } from '@dealer-panel/core/customers/customer';
import type { ArchiveReason } from '@dealer-panel/core/customers/archive-reasons';
import type { AwaitingFilter } from '@dealer-panel/core/customers/customer-list-query';
import { submitCall } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';
import type { CustomerListParams } from './customer-list-params';
import { apiQuery, sameParams, toggledOrdering } from './customer-list-params';
import type { ArchiveOutcome, CustomerListDeps, CustomerListState, ListBase, ListResult } from './customer-list-state';
import type { ExportResult } from './export-download';
import type { FilterKey } from './list-filters';

/** Spec 001 section 4 debounces at 500 ms; the list's search waits as long after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The customer list (/customers): a view (search, filters, ordering, page) that is also the URL,
 * loaded by the server, with the selection for bulk archiving and the CSV export.
 */
export function createCustomerListViewModel(deps: CustomerListDeps, initial: CustomerListParams) {
  let base: ListBase = { params: initial, searchText: initial.search, filterData: null, selected: [], exporting: null };
  let result: ListResult = { kind: 'loading', previous: null };
  const state = new BehaviorSubject<CustomerListState>({ ...base, ...result });
  const typed = new Subject<string>();
  const loads = new Subject<CustomerListParams>();
  let exportRun = 0;
  let exportAbort: AbortController | null = null;
  const emit = () => { if (!state.closed) state.next({ ...base, ...result }); };
  const patch = (change: Partial<ListBase>) => { base = { ...base, ...change }; emit(); };
  const show = (next: ListResult) => { result = next; emit(); };
  const shownPage = () => (result.kind === 'ready' ? result.page : result.kind === 'loading' ? result.previous : null);

  /** Shows a view: the state (and so the URL) changes at once, the rows when the server answers. */
  const apply = (params: CustomerListParams) => {
    base = { ...base, params, selected: [] };
    show({ kind: 'loading', previous: shownPage() });
    loads.next(params);
  };

  const loading = loads.pipe(switchMap((params) => from(submitCall(() => deps.list(apiQuery(params)))).pipe(map((answer) => ({ params, answer })))));
  const subscriptions = [
    loading.subscribe(({ params, answer }) => {
      if (E.isLeft(answer)) return show({ kind: 'failed', problem: problemOf(answer.left) });
      // A page past the last (the last rows were just archived, an old link): show the last one.
      if (answer.right.results.length === 0 && params.page > answer.right.last) return apply({ ...params, page: answer.right.last });
      show({ kind: 'ready', page: answer.right });
    }),
    typed.pipe(debounceTime(SEARCH_DEBOUNCE_MS, deps.scheduler)).subscribe((text) => {
      const search = text.trim();
      if (search !== base.params.search) apply({ ...base.params, search, page: 1 });
    }),
  ];

  const loadFilterData = async () => {
    const answer = await submitCall(deps.filterData);
    if (E.isRight(answer)) patch({ filterData: answer.right });
  };

  return {
    state$: state.asObservable() as Observable<CustomerListState>,
    /** The first page and the filter choices. */
    start(): void {
      loads.next(base.params);
      void loadFilterData();
    },
    loadFilterData,
    search(text: string): void {
      patch({ searchText: text });
      typed.next(text);
    },
    setFilter(key: FilterKey, values: readonly string[]): void {
      const { [key]: _old, ...others } = base.params.filters;
      apply({ ...base.params, filters: values.length === 0 ? others : { ...others, [key]: values }, page: 1 });
    },
    setAwaiting(awaiting: AwaitingFilter): void {
      apply({ ...base.params, awaiting, page: 1 });
    },
    /** Filters and search back to the plain list; the ordering stays. */
    clearFilters(): void {
      patch({ searchText: '' });
      typed.next('');
      apply({ ...base.params, search: '', awaiting: 'all', filters: {}, page: 1 });
    },
    sortBy(field: string): void {
      apply({ ...base.params, ordering: toggledOrdering(base.params.ordering, field), page: 1 });
    },
    /** An ordering chosen whole (the phone's sort menu, which has no headers to click), from page 1. */
    setOrdering(ordering: string): void {
      if (ordering !== base.params.ordering) apply({ ...base.params, ordering, page: 1 });
    },
    goToPage(page: number): void {
      if (page !== base.params.page) apply({ ...base.params, page });
    },
    retry(): void {
      apply(base.params);
    },
    /** The URL changed under the list (back, forward, a link): show what it says. */
    syncFromUrl(params: CustomerListParams): void {
      if (sameParams(params, base.params)) return;
      patch({ searchText: params.search });
      apply(params);
    },
    toggleRow(id: number): void {
      const { selected } = base;
      patch({ selected: selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id] });
    },
    /** Selects every row of the page, or none when all already are. */
    toggleAll(): void {
      const ids = shownPage()?.results.map((c) => c.id) ?? [];
      const all = ids.length > 0 && ids.every((id) => base.selected.includes(id));
      patch({ selected: all ? [] : ids });
    },
    clearSelection(): void {
      patch({ selected: [] });
    },
    /** One reason for all the selected customers (none when restoring). */
    async archive(status: ArchiveStatus, reason: ArchiveReason | null = null): Promise<ArchiveOutcome> {
      const ids = base.selected;
      const answer = await submitCall(() => deps.setArchiveStatus(ids, status, reason));
      if (E.isLeft(answer)) return { ok: false, problem: problemOf(answer.left) };
      apply(base.params);
      return { ok: true, updated: answer.right.updated };
    },
    /** Every customer of the current view as the server's CSV file, with the bytes received in `exporting`. */
    async exportAll(): Promise<ExportResult> {
      if (base.exporting !== null) return { kind: 'cancelled' };
      const run = ++exportRun;
      exportAbort?.abort();
      const abort = new AbortController();
      exportAbort = abort;
      patch({ exporting: { received: 0 } });
      const { page: _page, ...query } = apiQuery(base.params, 1);
      const result = await deps.exportCsv(query, (exporting) => { if (run === exportRun && !state.closed) patch({ exporting }); }, abort.signal);
      if (run !== exportRun) return { kind: 'cancelled' };
      exportAbort = null;
      patch({ exporting: null });
      return result;
    },
    cancelExport(): void {
      exportRun += 1;
      exportAbort?.abort();
      exportAbort = null;
      patch({ exporting: null });
    },
    dispose(): void {
      exportRun += 1;
      exportAbort?.abort();
      subscriptions.forEach((s) => s.unsubscribe());
      state.complete();
    },
  };
}

export type CustomerListViewModel = ReturnType<typeof createCustomerListViewModel>;
