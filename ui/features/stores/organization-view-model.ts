import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { CurrentUserResponse } from '../../../adapters/http/contract/access/access';
import type { OrganizationStoreBody } from '../../../adapters/http/contract/stores/stores';
import { submitCall, type FormProblem } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { StorePort } from './store-port';
import type { LoadFailed, Loading } from '../../shared/load-state';

export type OrganizationState =
  | Loading
  | LoadFailed
  | { readonly kind: 'ready'; readonly stores: readonly OrganizationStoreBody[]; readonly switching: number | null; readonly problem: FormProblem | null };

/**
 * The organization overview: the user's stores side by side, and the switch to one of them
 * (transfer_session/); after a switch the store's info is forgotten and `onSwitched` tells the session.
 */
export function createOrganizationViewModel(port: Pick<StorePort, 'organizationStores' | 'transferSession'>, forgetStore: () => void, onSwitched: (answer: CurrentUserResponse) => void) {
  const state = new BehaviorSubject<OrganizationState>({ kind: 'loading' });
  const set = (next: OrganizationState) => { if (!state.closed) state.next(next); };
  const load = async () => {
    const answer = await submitCall(() => port.organizationStores());
    set(E.isLeft(answer) ? { kind: 'failed', problem: problemOf(answer.left) } : { kind: 'ready', stores: answer.right, switching: null, problem: null });
  };
  return {
    state$: state.asObservable() as Observable<OrganizationState>,
    start: load,
    /** Moves the session to the store; true when it moved (the page then shows that store). */
    async switchTo(id: number): Promise<boolean> {
      const now = state.value;
      if (now.kind !== 'ready' || now.switching !== null) return false;
      set({ ...now, switching: id, problem: null });
      const answer = await submitCall(() => port.transferSession(id));
      if (E.isLeft(answer)) { set({ ...now, switching: null, problem: problemOf(answer.left) }); return false; }
      forgetStore();
      onSwitched(answer.right);
      set({ ...now, switching: null, stores: now.stores.map((s) => ({ ...s, current: s.id === id })) });
      return true;
    },
    dispose(): void { state.complete(); },
  };
}

export type OrganizationViewModel = ReturnType<typeof createOrganizationViewModel>;
