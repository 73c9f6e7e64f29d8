import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { VehiclePriceHistoryResponse, VehicleRecordResponse } from '../../../adapters/http/contract/inventory/inventory';
import { submitCall, type FormProblem } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { LoadFailed, Loading } from '../../shared/load-state';

export interface VehicleRecordDeps {
  readonly record: (id: number) => Promise<Either<HttpProblem, VehicleRecordResponse>>;
  /** Page `page` (from 2: the record holds page 1) of the vehicle's price changes. */
  readonly priceHistory: (id: number, page: number) => Promise<Either<HttpProblem, VehiclePriceHistoryResponse>>;
}

/**
 * The price history as the page shows it: the record's first page, then each older page asked for
 * ("Show older"), appended; `count` is how many there are in all, so the button goes once all are shown.
 */
export interface PriceHistoryState {
  readonly changes: VehicleRecordResponse['price_history'];
  readonly count: number;
  /** The last page read (the record's is 1). */
  readonly page: number;
  readonly loading: boolean;
  /** The older page could not be read (its problem, null when the client already acted); the rows shown stay. Null otherwise. */
  readonly failure: { readonly problem: FormProblem | null } | null;
}

/** Whether older changes than those shown remain. */
export const hasOlderPrices = (h: PriceHistoryState): boolean => h.changes.length < h.count;

export type VehicleRecordState =
  | Loading | LoadFailed
  | { readonly kind: 'not-found' }
  | { readonly kind: 'ready'; readonly record: VehicleRecordResponse; readonly photo: number; readonly history: PriceHistoryState };

/** /inventory/:id: one vehicle with its deals; the gallery's current photo. */
export function createVehicleRecordViewModel(deps: VehicleRecordDeps, id: number) {
  const state = new BehaviorSubject<VehicleRecordState>({ kind: 'loading' });
  const set = (next: VehicleRecordState) => { if (!state.closed) state.next(next); };
  const load = async () => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => deps.record(id));
    if (E.isRight(answer)) {
      const r = answer.right;
      set({ kind: 'ready', record: r, photo: 0, history: { changes: r.price_history, count: r.price_history_count, page: 1, loading: false, failure: null } });
    }
    else if (answer.left.code === 'not_found') set({ kind: 'not-found' });
    else set({ kind: 'failed', problem: problemOf(answer.left) });
  };
  return {
    state$: state.asObservable() as Observable<VehicleRecordState>,
    load,
    /** Shows photo `index` of the gallery (wrapping round both ways). */
    showPhoto(index: number): void {
      const now = state.value;
      if (now.kind !== 'ready') return;
      const count = now.record.vehicle.images.length;
      if (count === 0) return;
      set({ ...now, photo: ((index % count) + count) % count });
    },
    /** Reads the next older page of the price history and appends it (one read at a time). */
    async showOlderPrices(): Promise<void> {
      const now = state.value;
      if (now.kind !== 'ready' || now.history.loading || !hasOlderPrices(now.history)) return;
      const record = now.record;
      const page = now.history.page + 1;
      set({ ...now, history: { ...now.history, loading: true, failure: null } });
      const answer = await submitCall(() => deps.priceHistory(id, page));
      const after = state.value;
      if (after.kind !== 'ready' || after.record !== record) return; // reloaded meanwhile
      const h = after.history;
      set({ ...after, history: E.isRight(answer)
        ? { changes: [...h.changes, ...answer.right.results], count: answer.right.count, page, loading: false, failure: null }
        : { ...h, loading: false, failure: { problem: problemOf(answer.left) } } });
    },
    dispose: () => state.complete(),
  };
}
export type VehicleRecordViewModel = ReturnType<typeof createVehicleRecordViewModel>;

/** The deals still counting on the vehicle (not archived, confirmed, completed or ended). */
export function openDeals(record: VehicleRecordResponse): VehicleRecordResponse['deals'] {
  return record.deals.filter((d) => d.is_open);
}
