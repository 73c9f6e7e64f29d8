import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject, debounceTime, distinctUntilChanged, from, startWith, Subject, switchMap } from 'rxjs';
import type { Observable, SchedulerLike } from 'rxjs';
import type { CurrentUserResponse, DealershipSummary } from '../../../adapters/http/contract/access/access';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { FormProblem } from '../../shared/form-problem';
import { submitCall } from '../../shared/form-problem';

/** Typing pauses this long before the list is searched again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SelectDealershipDeps {
  readonly search: (name: string) => Promise<Either<HttpProblem, readonly DealershipSummary[]>>;
  readonly transfer: (dealershipId: number) => Promise<Either<HttpProblem, CurrentUserResponse>>;
  /** Told the user of the new session (the session store keeps it). */
  readonly onTransferred: (answer: CurrentUserResponse) => void;
  readonly scheduler: SchedulerLike;
}

export type SelectDealershipState =
  | {
      readonly kind: 'choosing';
      readonly loading: boolean;
      readonly dealerships: readonly DealershipSummary[];
      /** The dealership being switched to. */
      readonly switching: number | null;
      readonly problem: FormProblem | null;
    }
  | { readonly kind: 'switched'; readonly answer: CurrentUserResponse };

const INITIAL: SelectDealershipState = { kind: 'choosing', loading: true, dealerships: [], switching: null, problem: null };

export function createSelectDealershipViewModel(deps: SelectDealershipDeps) {
  const state = new BehaviorSubject<SelectDealershipState>(INITIAL);
  const queries = new Subject<string>();
  const choosing = () => (state.value.kind === 'choosing' ? state.value : null);
  const patch = (change: Partial<Extract<SelectDealershipState, { kind: 'choosing' }>>) => {
    const current = choosing();
    if (current && !state.closed) state.next({ ...current, ...change });
  };

  const subscription = queries
    .pipe(
      debounceTime(SEARCH_DEBOUNCE_MS, deps.scheduler),
      startWith(''),
      distinctUntilChanged(),
      switchMap((name) => {
        patch({ loading: true });
        return from(submitCall(() => deps.search(name.trim())));
      }),
    )
    .subscribe((answer) => {
      if (E.isRight(answer)) patch({ loading: false, dealerships: answer.right, problem: null });
      else patch({ loading: false, problem: answer.left.handled ? null : answer.left.problem });
    });

  return {
    state$: state.asObservable() as Observable<SelectDealershipState>,
    search: (name: string): void => queries.next(name),
    async choose(dealershipId: number): Promise<void> {
      const current = choosing();
      if (!current || current.switching !== null) return;
      patch({ switching: dealershipId, problem: null });
      const answer = await submitCall(() => deps.transfer(dealershipId));
      if (E.isLeft(answer)) return patch({ switching: null, problem: answer.left.handled ? null : answer.left.problem });
      deps.onTransferred(answer.right);
      if (!state.closed) state.next({ kind: 'switched', answer: answer.right });
    },
    dispose(): void {
      subscription.unsubscribe();
      state.complete();
    },
  };
}

export type SelectDealershipViewModel = ReturnType<typeof createSelectDealershipViewModel>;
