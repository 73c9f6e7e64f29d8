import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { MessageListResponse } from '../../../adapters/http/contract/messages/messages';
import type { FieldErrorMap, FormProblem } from '../../shared/form-problem';
import { submitCall } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { MessageQuery, MessagesPort } from './messages-port';

export type MessagesState =
  | { readonly kind: 'loading'; readonly previous: MessageListResponse | null }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null; readonly errors: FieldErrorMap }
  | { readonly kind: 'ready'; readonly page: MessageListResponse };

/** What a resend came to: queued again, refused with the server's reason (credential, opted_out, pending), or another problem. */
export type ResendOutcome =
  | { readonly kind: 'queued' }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null };

const FILTERS = ['channel', 'state', 'kind', 'customer', 'order', 'from', 'to'] as const;

/** The query as the address bar holds it: empty values are left out, page 1 is implied. */
export function queryOf(params: URLSearchParams): MessageQuery {
  const value = (key: string) => params.get(key)?.trim() ?? '';
  const page = Number(value('page'));
  const out = Object.fromEntries(FILTERS.map((key) => [key, value(key)])) as Omit<MessageQuery, 'page'>;
  return { ...out, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function paramsOf(query: MessageQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FILTERS) if (query[key] !== '') out[key] = query[key];
  if (query.page > 1) out.page = String(query.page);
  return out;
}

export const isFiltered = (query: MessageQuery): boolean => FILTERS.some((key) => query[key] !== '');

/**
 * The store's messages: one page for the query the address bar holds (a newer query wins over an
 * answer still on its way; the last page stays on screen while the next loads), and resend, after
 * which the page is read again so the new queued copy shows at the top.
 */
export function createMessagesViewModel(port: MessagesPort) {
  const state = new BehaviorSubject<MessagesState>({ kind: 'loading', previous: null });
  let latest = 0;
  let current: MessageQuery | null = null;

  const load = async (query: MessageQuery): Promise<void> => {
    current = query;
    const mine = ++latest;
    const now = state.value;
    state.next({ kind: 'loading', previous: now.kind === 'ready' ? now.page : now.kind === 'loading' ? now.previous : null });
    const answer = await submitCall(() => port.list(paramsOf(query)));
    if (mine !== latest || state.closed) return;
    if (E.isLeft(answer)) state.next({ kind: 'failed', problem: problemOf(answer.left), errors: answer.left.fieldErrors });
    else state.next({ kind: 'ready', page: answer.right });
  };

  const resend = async (id: number): Promise<ResendOutcome> => {
    const answer = await submitCall(() => port.resend(id));
    if (E.isLeft(answer)) {
      const reason = answer.left.extensions?.['reason'];
      if (answer.left.code === 'message_not_resendable' && typeof reason === 'string') return { kind: 'refused', reason };
      return { kind: 'failed', problem: problemOf(answer.left) };
    }
    if (current !== null && !state.closed) await load(current);
    return { kind: 'queued' };
  };

  return {
    state$: state.asObservable() as Observable<MessagesState>,
    load,
    resend,
    dispose: () => state.complete(),
  };
}
export type MessagesViewModel = ReturnType<typeof createMessagesViewModel>;
