import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { SupportServiceBody } from '../../../adapters/http/contract/stores/stores';
import type { StorePort } from './store-port';

/** Spec 000 section 4: not loaded, loading, loaded; a failed or empty answer goes back to not loaded. */
export type SupportContactState =
  | { readonly kind: 'not_loaded' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly contact: SupportServiceBody };

/** The support contact shown in the shell's help menu: loaded once, on demand, again after a failure. */
export function createSupportContactStore(port: Pick<StorePort, 'supportService'>) {
  const state = new BehaviorSubject<SupportContactState>({ kind: 'not_loaded' });
  return {
    state$: state.asObservable() as Observable<SupportContactState>,
    snapshot: (): SupportContactState => state.value,
    async load(): Promise<void> {
      if (state.value.kind !== 'not_loaded') return;
      state.next({ kind: 'loading' });
      try {
        const answer = await port.supportService();
        const empty = E.isRight(answer) && answer.right.phone_number.trim() === '' && answer.right.email.trim() === '';
        state.next(E.isRight(answer) && !empty ? { kind: 'loaded', contact: answer.right } : { kind: 'not_loaded' });
      } catch {
        state.next({ kind: 'not_loaded' });
      }
    },
  };
}

export type SupportContactStore = ReturnType<typeof createSupportContactStore>;
