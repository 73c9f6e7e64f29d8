import * as E from 'fp-ts/Either';
import { BehaviorSubject, debounceTime, distinctUntilChanged, map, Subject, type Observable, type SchedulerLike } from 'rxjs';
import type { StaffUserBody, UserListResponse } from '../../../../adapters/http/contract/people/users';
import { submitCall, type FormProblem } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';
import { queryOf, type UserListParams } from './user-list-params';
import type { UsersPort } from './users-port';

export type UsersListState =
  | { readonly kind: 'loading'; readonly params: UserListParams }
  | { readonly kind: 'failed'; readonly params: UserListParams; readonly problem: FormProblem | null }
  | {
      readonly kind: 'ready';
      readonly params: UserListParams;
      readonly page: UserListResponse;
      /** The user a row action (resend, activate) is running for. */
      readonly busy: number | null;
      readonly problem: FormProblem | null;
    };

/** The search is applied this long after typing stops. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The users list of the session's store: loads the view the URL describes (the page passes the
 * params), answers the row actions (resend the invitation, activate or deactivate) and keeps each
 * answer's row in place. A late answer of an older view never replaces a newer one. What is typed
 * in the search settles on `search$` after a pause (the page puts it in the URL).
 */
export function createUsersListViewModel(port: UsersPort, initial: UserListParams, scheduler?: SchedulerLike) {
  const state = new BehaviorSubject<UsersListState>({ kind: 'loading', params: initial });
  const set = (next: UsersListState) => { if (!state.closed) state.next(next); };
  let generation = 0;
  const typed = new Subject<string>();
  const search$ = typed.pipe(debounceTime(SEARCH_DEBOUNCE_MS, scheduler), map((text) => text.trim()), distinctUntilChanged());

  const load = async (params: UserListParams): Promise<void> => {
    const mine = ++generation;
    set({ kind: 'loading', params });
    const answer = await submitCall(() => port.list(queryOf(params)));
    if (mine !== generation) return;
    if (E.isLeft(answer)) return set({ kind: 'failed', params, problem: problemOf(answer.left) });
    set({ kind: 'ready', params, page: answer.right, busy: null, problem: null });
  };

  /** Puts a user's new answer in its row (an invitation adds the user at the top of the page). */
  const replace = (user: StaffUserBody): void => {
    const now = state.value;
    if (now.kind !== 'ready') return;
    const exists = now.page.results.some((u) => u.id === user.id);
    const results = exists ? now.page.results.map((u) => (u.id === user.id ? user : u)) : [user, ...now.page.results];
    set({ ...now, busy: null, page: { ...now.page, results, count: exists ? now.page.count : now.page.count + 1 } });
  };

  const rowAction = async (id: number, run: () => ReturnType<UsersPort['resendInvitation']>): Promise<StaffUserBody | null> => {
    const now = state.value;
    if (now.kind !== 'ready' || now.busy !== null) return null;
    set({ ...now, busy: id, problem: null });
    const answer = await submitCall(run);
    const after = state.value;
    if (after.kind !== 'ready') return null;
    if (E.isLeft(answer)) {
      const failure = answer.left;
      const fieldCode = Object.values(failure.fieldErrors)[0]?.[0];
      set({ ...after, busy: null, problem: fieldCode !== undefined ? { code: fieldCode, retryAfterSeconds: null } : problemOf(failure) });
      return null;
    }
    replace(answer.right);
    return answer.right;
  };

  return {
    state$: state.asObservable() as Observable<UsersListState>,
    search$: search$ as Observable<string>,
    type: (text: string) => typed.next(text),
    load,
    retry: () => load(state.value.params),
    replace,
    resendInvitation: (id: number) => rowAction(id, () => port.resendInvitation(id)),
    setActive: (id: number, isActive: boolean) => rowAction(id, () => port.setActive(id, isActive)),
    dismissProblem(): void {
      const now = state.value;
      if (now.kind === 'ready') set({ ...now, problem: null });
    },
    dispose(): void {
      generation += 1;
      typed.complete();
      state.complete();
    },
  };
}

export type UsersListViewModel = ReturnType<typeof createUsersListViewModel>;
