import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject, debounceTime, from, Subject, switchMap } from 'rxjs';
import type { Observable, SchedulerLike } from 'rxjs';
import type { HttpProblem, QueryParams } from '../../../../adapters/di/tokens';
import type { Condition } from '@dealer-panel/core/inventory/vehicle';
import type { FormProblem } from '../../../shared/form-problem';
import { submitCall } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';
import { VEHICLE_SEARCH_DEBOUNCE_MS, vehicleSearchParams, type VehiclePage } from '../../../shared/vehicle-search';

export interface VehicleSearchDeps {
  readonly search: (query: QueryParams) => Promise<Either<HttpProblem, VehiclePage>>;
  readonly scheduler: SchedulerLike;
}

export interface VehicleQuery {
  readonly search: string;
  readonly condition: Condition | '';
  readonly page: number;
}

export type VehicleResults =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly page: VehiclePage }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null };

export interface VehicleSearchState {
  readonly text: string;
  readonly query: VehicleQuery;
  readonly results: VehicleResults;
}

/** The query sent to inventory/search/: empty values dropped (spec 001 section 5); the server leaves out sold and unavailable stock. */
export function vehicleQuery(query: VehicleQuery): QueryParams {
  return vehicleSearchParams(query);
}

/** The inventory search of the add-order page: text (debounced), condition, pages. */
export function createVehicleSearchViewModel(deps: VehicleSearchDeps) {
  const initial: VehicleQuery = { search: '', condition: '', page: 1 };
  const state = new BehaviorSubject<VehicleSearchState>({ text: '', query: initial, results: { kind: 'loading' } });
  const typed = new Subject<string>();
  const queries = new Subject<VehicleQuery>();
  const patch = (change: Partial<VehicleSearchState>) => { if (!state.closed) state.next({ ...state.value, ...change }); };
  const run = (query: VehicleQuery) => {
    patch({ query, results: { kind: 'loading' } });
    queries.next(query);
  };
  const subscriptions = [
    queries.pipe(switchMap((query) => from(submitCall(() => deps.search(vehicleQuery(query)))))).subscribe((answer) => {
      if (E.isRight(answer)) patch({ results: { kind: 'ready', page: answer.right } });
      else patch({ results: { kind: 'failed', problem: problemOf(answer.left) } });
    }),
    typed.pipe(debounceTime(VEHICLE_SEARCH_DEBOUNCE_MS, deps.scheduler)).subscribe((text) => {
      if (text.trim() !== state.value.query.search) run({ ...state.value.query, search: text.trim(), page: 1 });
    }),
  ];

  return {
    state$: state.asObservable() as Observable<VehicleSearchState>,
    start: () => run(state.value.query),
    type(text: string): void {
      patch({ text });
      typed.next(text);
    },
    setCondition: (condition: Condition | '') => run({ ...state.value.query, condition, page: 1 }),
    goToPage: (page: number) => run({ ...state.value.query, page }),
    retry: () => run(state.value.query),
    dispose(): void {
      subscriptions.forEach((s) => s.unsubscribe());
      state.complete();
    },
  };
}

export type VehicleSearchViewModel = ReturnType<typeof createVehicleSearchViewModel>;
