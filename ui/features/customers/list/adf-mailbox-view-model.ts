import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { AdfMailboxResponse } from '../../../../adapters/http/contract/leads/leads';
import type { Answer } from '../../../shared/answer';
import { submitCall } from '../../../shared/form-problem';
import type { LoadFailed, Loading } from '../../../shared/load-state';
import { problemOf } from '../../../shared/problem-of';

/** GET leads/adf/mail/: the store's address for lead providers and the e-mails kept aside. */
export type ReadAdfMailbox = () => Answer<AdfMailboxResponse>;

export type AdfMailboxState = Loading | LoadFailed | { readonly kind: 'ready'; readonly mailbox: AdfMailboxResponse };

/** "Leads by e-mail" in the ADF dialog: read when it opens, read again on demand. */
export function createAdfMailboxViewModel(read: ReadAdfMailbox) {
  const state = new BehaviorSubject<AdfMailboxState>({ kind: 'loading' });
  const set = (next: AdfMailboxState) => { if (!state.closed) state.next(next); };
  return {
    state$: state.asObservable(),
    async load(): Promise<void> {
      set({ kind: 'loading' });
      const answer = await submitCall(read);
      set(E.isLeft(answer) ? { kind: 'failed', problem: problemOf(answer.left) } : { kind: 'ready', mailbox: answer.right });
    },
    dispose(): void { state.complete(); },
  };
}
export type AdfMailboxViewModel = ReturnType<typeof createAdfMailboxViewModel>;
