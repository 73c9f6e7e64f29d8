import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable, SchedulerLike } from 'rxjs';
import type { Actor } from '../../../core/access/actor';
import type { FormProblem } from '../../shared/form-problem';
import { TECHNICAL } from '../../shared/form-problem';
import type { WorksheetSource } from './http-worksheet-source';
import type { WorksheetData } from './worksheet-data';
import type { WorksheetViewModel } from './worksheet-view-model';
import { createWorksheetViewModel } from './worksheet-view-model';

export interface WorksheetPageDeps {
  readonly source: WorksheetSource;
  readonly scheduler: SchedulerLike;
}

/**
 * The page around the worksheet: opening (loading), the deal could not be read (`failed`, with
 * `notFound` for a deal that does not exist or is another dealership's), or the worksheet itself.
 */
export type WorksheetPageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null; readonly notFound: boolean }
  | { readonly kind: 'ready'; readonly data: WorksheetData; readonly sheet: WorksheetViewModel };

/** Opens an order's pricing worksheet: reads it, then prices every method (the worksheet's `start`). */
export function createWorksheetPageViewModel(deps: WorksheetPageDeps, orderId: number, actor: Actor) {
  const state = new BehaviorSubject<WorksheetPageState>({ kind: 'loading' });
  let disposed = false;
  const set = (next: WorksheetPageState) => {
    if (disposed) {
      if (next.kind === 'ready') next.sheet.dispose();
      return;
    }
    const current = state.value;
    if (current.kind === 'ready' && current !== next) current.sheet.dispose();
    state.next(next);
  };

  const open = async (): Promise<void> => {
    set({ kind: 'loading' });
    const answer = await deps.source.load(orderId).catch(() => null);
    if (answer === null) return set({ kind: 'failed', problem: TECHNICAL, notFound: false });
    if (E.isLeft(answer)) {
      const notFound = answer.left.code === 'not_found';
      return set({ kind: 'failed', problem: answer.left.handled || notFound ? null : answer.left.problem ?? TECHNICAL, notFound });
    }
    const data = answer.right;
    const sheet = createWorksheetViewModel(
      { price: deps.source.price, choose: deps.source.choose, scheduler: deps.scheduler },
      { orderId, actor, chosen: data.chosen, details: data.details, quotes: {} },
    );
    set({ kind: 'ready', data, sheet });
    if (!disposed) sheet.start();
  };

  return {
    state$: state.asObservable() as Observable<WorksheetPageState>,
    start: (): Promise<void> => open(),
    retry: (): Promise<void> => open(),
    dispose(): void {
      const current = state.value;
      if (current.kind === 'ready') current.sheet.dispose();
      disposed = true;
      state.complete();
    },
  };
}

export type WorksheetPageViewModel = ReturnType<typeof createWorksheetPageViewModel>;
