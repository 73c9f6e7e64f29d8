import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { AuditTrailResponse } from '../../../../adapters/http/contract/people/audit-trail';
import type { FieldErrorMap, FormProblem } from '../../../shared/form-problem';
import { submitCall } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';
import type { ActivityPort, TrailQuery } from './activity-port';

export type ActivityState =
  | { readonly kind: 'loading'; readonly previous: AuditTrailResponse | null }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null; readonly errors: FieldErrorMap }
  | { readonly kind: 'ready'; readonly page: AuditTrailResponse };

/** The query as the address bar holds it: empty values are left out, page 1 is implied. */
export function queryOf(params: URLSearchParams): TrailQuery {
  const value = (key: string) => params.get(key)?.trim() ?? '';
  const page = Number(value('page'));
  return { action: value('action'), user: value('user'), from: value('from'), to: value('to'), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function paramsOf(query: TrailQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['action', 'user', 'from', 'to'] as const) if (query[key] !== '') out[key] = query[key];
  if (query.page > 1) out.page = String(query.page);
  return out;
}

/**
 * The store's audit trail: one page for the query the address bar holds. A newer query wins over
 * an answer still on its way; the last page stays on screen while the next one loads.
 */
export function createActivityViewModel(port: ActivityPort) {
  const state = new BehaviorSubject<ActivityState>({ kind: 'loading', previous: null });
  let latest = 0;

  const load = async (query: TrailQuery): Promise<void> => {
    const mine = ++latest;
    const now = state.value;
    state.next({ kind: 'loading', previous: now.kind === 'ready' ? now.page : now.kind === 'loading' ? now.previous : null });
    const answer = await submitCall(() => port.trail(paramsOf(query)));
    if (mine !== latest || state.closed) return;
    if (E.isLeft(answer)) state.next({ kind: 'failed', problem: problemOf(answer.left), errors: answer.left.fieldErrors });
    else state.next({ kind: 'ready', page: answer.right });
  };

  return {
    state$: state.asObservable() as Observable<ActivityState>,
    load,
    dispose: () => state.complete(),
  };
}
export type ActivityViewModel = ReturnType<typeof createActivityViewModel>;
