import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { VehicleRecordResponse } from '../../../adapters/http/contract/inventory';
import { submitCall } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { LoadFailed, Loading } from '../../shared/load-state';

export interface VehicleRecordDeps {
  readonly record: (id: number) => Promise<Either<HttpProblem, VehicleRecordResponse>>;
}

export type VehicleRecordState =
  | Loading | LoadFailed
  | { readonly kind: 'not-found' }
  | { readonly kind: 'ready'; readonly record: VehicleRecordResponse; readonly photo: number };

/** /inventory/:id: one vehicle with its deals; the gallery's current photo. */
export function createVehicleRecordViewModel(deps: VehicleRecordDeps, id: number) {
  const state = new BehaviorSubject<VehicleRecordState>({ kind: 'loading' });
  const set = (next: VehicleRecordState) => { if (!state.closed) state.next(next); };
  const load = async () => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => deps.record(id));
    if (E.isRight(answer)) set({ kind: 'ready', record: answer.right, photo: 0 });
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
    dispose: () => state.complete(),
  };
}
export type VehicleRecordViewModel = ReturnType<typeof createVehicleRecordViewModel>;

/** The deals still counting on the vehicle (not archived, confirmed, completed or ended). */
export function openDeals(record: VehicleRecordResponse): VehicleRecordResponse['deals'] {
  return record.deals.filter((d) => d.is_open);
}
