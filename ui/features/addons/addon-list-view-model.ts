import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject, debounceTime, from, Subject, switchMap } from 'rxjs';
import type { Observable, SchedulerLike } from 'rxjs';
import type { HttpProblem, QueryParams } from '../../../adapters/di/tokens';
import type { FormProblem } from '../../shared/form-problem';
import { submitCall } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { AccessoryBody, AddonPageBody, AddonTab, ProtectionPlanBody } from './wire-types';

/** Spec 002 section 9: "Add-on list page size 20, ordering by id." */
export const ADDON_PAGE_SIZE = 20;
export const ADDON_SEARCH_DEBOUNCE_MS = 400;

/** The filter options of each tab, "all" first. */
export const FILTER_OPTIONS: Readonly<Record<AddonTab, { readonly category: readonly string[]; readonly origin: readonly string[] }>> = {
  accessories: { category: ['all', 'A', 'E', 'I'], origin: ['all', 'optional', 'installed'] },
  plans: { category: ['all', 'protection_plan', 'vw_upgrade'], origin: ['all', 'dealer', 'pen'] },
};

/**
 * Spec 002 section 4, "filter auto-switch": a filter whose value is not among the available
 * options takes the first available option. `switched` tells the caller to fetch again.
 */
export function autoSwitch(current: string, available: readonly string[]): { readonly value: string; readonly switched: boolean } {
  if (available.includes(current)) return { value: current, switched: false };
  return { value: available[0] ?? current, switched: available.length > 0 };
}

export interface AddonQuery {
  readonly tab: AddonTab;
  readonly search: string;
  readonly category: string;
  readonly origin: string;
  readonly page: number;
}

export type AddonResults =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly count: number; readonly items: readonly (AccessoryBody | ProtectionPlanBody)[] }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null };

export interface AddonListState {
  readonly text: string;
  readonly query: AddonQuery;
  readonly results: AddonResults;
  /** The row being switched on or off, or deleted. */
  readonly busy: number | null;
  readonly problem: FormProblem | null;
}

export interface AddonListDeps {
  readonly listAccessories: (query: QueryParams) => Promise<Either<HttpProblem, AddonPageBody<AccessoryBody>>>;
  readonly listPlans: (query: QueryParams) => Promise<Either<HttpProblem, AddonPageBody<ProtectionPlanBody>>>;
  readonly patchAccessory: (id: number, body: { active: boolean }) => Promise<Either<HttpProblem, AccessoryBody>>;
  readonly patchPlan: (id: number, body: { active: boolean }) => Promise<Either<HttpProblem, ProtectionPlanBody>>;
  readonly removeAccessory: (id: number) => Promise<Either<HttpProblem, unknown>>;
  readonly removePlan: (id: number) => Promise<Either<HttpProblem, unknown>>;
  readonly scheduler: SchedulerLike;
}

/** The query string of a list call: empty filters left out; every filter of the dealer list is shown (active and inactive). */
export function addonQueryParams(q: AddonQuery): QueryParams {
  return {
    page: q.page, page_size: ADDON_PAGE_SIZE, ordering: 'id', active: 'all',
    ...(q.search.trim() === '' ? {} : { search: q.search.trim() }),
    ...(q.category === 'all' ? {} : { category: q.category }),
    ...(q.origin === 'all' ? {} : { origin: q.origin }),
  };
}

/** The /aftermarket list: two tabs, search (debounced), category and origin filters with the auto-switch, pages, active toggle, delete. */
export function createAddonListViewModel(deps: AddonListDeps) {
  const initial: AddonQuery = { tab: 'accessories', search: '', category: 'all', origin: 'all', page: 1 };
  const state = new BehaviorSubject<AddonListState>({ text: '', query: initial, results: { kind: 'loading' }, busy: null, problem: null });
  const typed = new Subject<string>();
  const queries = new Subject<AddonQuery>();
  const patch = (change: Partial<AddonListState>) => { if (!state.closed) state.next({ ...state.value, ...change }); };

  /** Applies the auto-switch to a query before it is fetched. */
  const normalized = (q: AddonQuery): AddonQuery => {
    const options = FILTER_OPTIONS[q.tab];
    const category = autoSwitch(q.category, options.category);
    const origin = autoSwitch(q.origin, options.origin);
    return category.switched || origin.switched ? { ...q, category: category.value, origin: origin.value, page: 1 } : q;
  };
  const run = (query: AddonQuery) => {
    const q = normalized(query);
    patch({ query: q, results: { kind: 'loading' }, problem: null });
    queries.next(q);
  };
  const fetch = (q: AddonQuery) => (q.tab === 'accessories' ? deps.listAccessories(addonQueryParams(q)) : deps.listPlans(addonQueryParams(q)));

  const subscriptions = [
    queries.pipe(switchMap((q) => from(submitCall(() => fetch(q) as Promise<Either<HttpProblem, AddonPageBody<AccessoryBody | ProtectionPlanBody>>>)))).subscribe((answer) => {
      if (E.isRight(answer)) patch({ results: { kind: 'ready', count: answer.right.count, items: answer.right.results } });
      else patch({ results: { kind: 'failed', problem: problemOf(answer.left) } });
    }),
    typed.pipe(debounceTime(ADDON_SEARCH_DEBOUNCE_MS, deps.scheduler)).subscribe((text) => {
      if (text.trim() !== state.value.query.search) run({ ...state.value.query, search: text.trim(), page: 1 });
    }),
  ];

  const replace = (saved: AccessoryBody | ProtectionPlanBody) => {
    const r = state.value.results;
    if (r.kind !== 'ready') return;
    patch({ results: { ...r, items: r.items.map((i) => (i.id === saved.id ? saved : i)) } });
  };

  return {
    state$: state.asObservable() as Observable<AddonListState>,
    start: () => run(state.value.query),
    /** Another tab keeps the search; a filter value the tab does not have switches to "all". */
    setTab: (tab: AddonTab) => { if (tab !== state.value.query.tab) run({ ...state.value.query, tab, page: 1 }); },
    type(text: string): void {
      patch({ text });
      typed.next(text);
    },
    setCategory: (category: string) => run({ ...state.value.query, category, page: 1 }),
    setOrigin: (origin: string) => run({ ...state.value.query, origin, page: 1 }),
    goToPage: (page: number) => run({ ...state.value.query, page }),
    retry: () => run(state.value.query),
    /** After a save in the form: the same page again. */
    refresh: () => run(state.value.query),
    async toggleActive(item: AccessoryBody | ProtectionPlanBody): Promise<boolean> {
      if (state.value.busy !== null) return false;
      patch({ busy: item.id, problem: null });
      const tab = state.value.query.tab;
      const answer = await submitCall(() => (tab === 'accessories' ? deps.patchAccessory(item.id, { active: !item.active }) : deps.patchPlan(item.id, { active: !item.active })) as Promise<Either<HttpProblem, AccessoryBody | ProtectionPlanBody>>);
      if (E.isLeft(answer)) { patch({ busy: null, problem: problemOf(answer.left) }); return false; }
      replace(answer.right);
      patch({ busy: null });
      return true;
    },
    async remove(item: AccessoryBody | ProtectionPlanBody): Promise<boolean> {
      if (state.value.busy !== null) return false;
      patch({ busy: item.id, problem: null });
      const tab = state.value.query.tab;
      const answer = await submitCall(() => (tab === 'accessories' ? deps.removeAccessory(item.id) : deps.removePlan(item.id)));
      if (E.isLeft(answer)) { patch({ busy: null, problem: problemOf(answer.left) }); return false; }
      patch({ busy: null });
      const r = state.value.results;
      const q = state.value.query;
      // The last row of a later page gone: show the page before.
      if (r.kind === 'ready' && r.items.length === 1 && q.page > 1) run({ ...q, page: q.page - 1 });
      else run(q);
      return true;
    },
    dispose(): void {
      subscriptions.forEach((s) => s.unsubscribe());
      state.complete();
    },
  };
}

export type AddonListViewModel = ReturnType<typeof createAddonListViewModel>;
