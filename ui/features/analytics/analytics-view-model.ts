import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { AnalyticsResponse } from '../../../adapters/http/contract/analytics/analytics';
import type { FieldErrorMap, FormProblem } from '../../shared/form-problem';
import { submitCall } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { AnalyticsPort } from './analytics-port';

export interface AnalyticsQuery {
  readonly from: string;
  readonly to: string;
}

export type AnalyticsState =
  | { readonly kind: 'loading'; readonly previous: AnalyticsResponse | null }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null; readonly errors: FieldErrorMap }
  | { readonly kind: 'ready'; readonly report: AnalyticsResponse };

/** The range as the address bar holds it ('' = the server's default, the last 30 days). */
export function queryOf(params: URLSearchParams): AnalyticsQuery {
  return { from: params.get('from')?.trim() ?? '', to: params.get('to')?.trim() ?? '' };
}

export function paramsOf(query: AnalyticsQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.from !== '') out.from = query.from;
  if (query.to !== '') out.to = query.to;
  return out;
}

/**
 * The dashboard for the range the address bar holds: a newer range wins over an answer still on
 * its way; the last figures stay on screen (dimmed) while the next ones load.
 */
export function createAnalyticsViewModel(port: AnalyticsPort) {
  const state = new BehaviorSubject<AnalyticsState>({ kind: 'loading', previous: null });
  let latest = 0;

  const load = async (query: AnalyticsQuery): Promise<void> => {
    const mine = ++latest;
    const now = state.value;
    state.next({ kind: 'loading', previous: now.kind === 'ready' ? now.report : now.kind === 'loading' ? now.previous : null });
    const answer = await submitCall(() => port.dashboard(paramsOf(query)));
    if (mine !== latest || state.closed) return;
    if (E.isLeft(answer)) state.next({ kind: 'failed', problem: problemOf(answer.left), errors: answer.left.fieldErrors });
    else state.next({ kind: 'ready', report: answer.right });
  };

  return { state$: state.asObservable() as Observable<AnalyticsState>, load, dispose: () => state.complete() };
}
export type AnalyticsViewModel = ReturnType<typeof createAnalyticsViewModel>;
