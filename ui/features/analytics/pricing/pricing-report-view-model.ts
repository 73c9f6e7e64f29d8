import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import type { PriceHistoryResponse, PricingReportResponse } from '../../../../adapters/http/contract/analytics/pricing';
import { submitCall, type FieldErrorMap } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';
import type { LoadFailed, Loading } from '../../../shared/load-state';

export interface PricingReportDeps {
  readonly report: (query: Readonly<Record<string, string>>) => Promise<Either<HttpProblem, PricingReportResponse>>;
  readonly history: (vehicleId: number) => Promise<Either<HttpProblem, PriceHistoryResponse>>;
}

/** The filters the URL carries (the report's query parameters). */
export const REPORT_PARAMS = ['search', 'make', 'model', 'condition', 'year_min', 'year_max', 'days_min', 'days_max', 'ordering', 'page'] as const;

export type ReportState =
  | Loading | LoadFailed
  | { readonly kind: 'invalid'; readonly errors: FieldErrorMap }
  | { readonly kind: 'ready'; readonly page: PricingReportResponse; readonly loading: boolean };

export type HistoryState = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly entries: PriceHistoryResponse };

/** /pricing-report: one page of the report for the URL's filters (newest request wins), and a vehicle's price history on demand. */
export function createPricingReportViewModel(deps: PricingReportDeps) {
  const state = new BehaviorSubject<ReportState>({ kind: 'loading' });
  const histories = new BehaviorSubject<ReadonlyMap<number, HistoryState>>(new Map());
  let latest = 0;
  const load = async (query: Readonly<Record<string, string>>) => {
    const mine = ++latest;
    const now = state.value;
    state.next(now.kind === 'ready' ? { ...now, loading: true } : { kind: 'loading' });
    const answer = await submitCall(() => deps.report(query));
    if (mine !== latest || state.closed) return;
    if (E.isLeft(answer)) {
      state.next(Object.keys(answer.left.fieldErrors).length > 0 ? { kind: 'invalid', errors: answer.left.fieldErrors } : { kind: 'failed', problem: problemOf(answer.left) });
      return;
    }
    state.next({ kind: 'ready', page: answer.right, loading: false });
  };
  const history = async (vehicleId: number) => {
    const set = (s: HistoryState) => { if (!histories.closed) histories.next(new Map(histories.value).set(vehicleId, s)); };
    set({ kind: 'loading' });
    const answer = await submitCall(() => deps.history(vehicleId));
    set(E.isRight(answer) ? { kind: 'ready', entries: answer.right } : { kind: 'failed' });
  };
  return { state$: state.asObservable(), histories$: histories.asObservable(), load, history, dispose: () => { state.complete(); histories.complete(); } };
}
export type PricingReportViewModel = ReturnType<typeof createPricingReportViewModel>;
