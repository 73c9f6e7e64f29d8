import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { MyMessageBody, MyMessagesResponse } from '../../../adapters/http/contract/people/profile';
import type { FormProblem } from '../../shared/form-problem';
import { submitCall } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { MyMessagesPort } from './my-messages-port';

export type MyMessagesState =
  | { readonly kind: 'loading'; readonly previous: MyMessagesResponse | null }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null; readonly page: number }
  | { readonly kind: 'ready'; readonly page: MyMessagesResponse };

/**
 * What a message's line says it was (decided, issue 30 leftovers): a credential (a sign-in code, an
 * invitation, a reset link) by its kind alone, "a code was sent", never a subject; anything else by
 * its subject when it has one.
 */
export function messageLabel(m: Pick<MyMessageBody, 'kind' | 'subject'>): { readonly key: string; readonly subject: string | null } {
  if (m.kind === 'one_time_code') return { key: 'my_messages.code_sent', subject: null };
  if (m.kind === 'password_reset') return { key: 'my_messages.reset_sent', subject: null };
  if (m.kind === 'invitation') return { key: 'my_messages.invitation_sent', subject: null };
  return { key: `outbox:kind.${m.kind}`, subject: m.subject };
}

/** My messages on My profile: one page at a time (a newer page wins over an answer still on its way; the last page stays on screen while the next loads). */
export function createMyMessagesViewModel(port: MyMessagesPort) {
  const state = new BehaviorSubject<MyMessagesState>({ kind: 'loading', previous: null });
  let latest = 0;

  const load = async (page: number): Promise<void> => {
    const mine = ++latest;
    const now = state.value;
    state.next({ kind: 'loading', previous: now.kind === 'ready' ? now.page : now.kind === 'loading' ? now.previous : null });
    const answer = await submitCall(() => port.list(page));
    if (mine !== latest || state.closed) return;
    if (E.isLeft(answer)) state.next({ kind: 'failed', problem: problemOf(answer.left), page });
    else state.next({ kind: 'ready', page: answer.right });
  };

  return {
    state$: state.asObservable() as Observable<MyMessagesState>,
    load,
    dispose: () => state.complete(),
  };
}
export type MyMessagesViewModel = ReturnType<typeof createMyMessagesViewModel>;
