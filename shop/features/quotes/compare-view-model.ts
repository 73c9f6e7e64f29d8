import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { FlowQuotesResponse } from '../../../adapters/http/contract/quotes/quotes';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../../ui/shared/form-problem';
import { problemOf } from '../../../ui/shared/problem-of';
import type { ShopQuotesPort } from './quotes-port';
import type { LoadFailed, Loading } from '../../../ui/shared/load-state';

export type CompareState =
  | Loading
  | LoadFailed
  | { readonly kind: 'ready'; readonly flow: FlowQuotesResponse; readonly choosing: number | null; readonly problem: FormProblem | null };

/**
 * The customer's comparison of their quotes: the flow as the dealer sent it, and the pick of the
 * primary quote. One pick at a time; a refusal keeps the quotes as they were and says why.
 */
export function createCompareViewModel(port: ShopQuotesPort, token: string, flowId: number) {
  const state = new BehaviorSubject<CompareState>({ kind: 'loading' });
  const set = (next: CompareState) => { if (!state.closed) state.next(next); };

  async function load(): Promise<void> {
    const r = await submitCall(() => port.flow(token, flowId));
    set(E.isRight(r) ? { kind: 'ready', flow: r.right, choosing: null, problem: null } : { kind: 'failed', problem: problemOf(r.left) });
  }

  /** Answers true once the choice is stored (the page then reads the deal's tasks again). */
  async function choose(quoteId: number): Promise<boolean> {
    const current = state.value;
    if (current.kind !== 'ready' || current.choosing !== null) return false;
    set({ ...current, choosing: quoteId, problem: null });
    const r = await submitCall(() => port.choose(token, quoteId));
    if (E.isLeft(r)) {
      set({ ...current, choosing: null, problem: problemOf(r.left) });
      return false;
    }
    set({ kind: 'ready', flow: r.right, choosing: null, problem: null });
    return true;
  }

  /**
   * The customer's add-ons on a quote: the quote comes back re-priced and replaces its card. Answers
   * the refusal's field errors (shown by the lists) or null once stored.
   */
  async function saveAddons(quoteId: number, accessories: readonly number[], protections: readonly number[]): Promise<FieldErrorMap | null> {
    const current = state.value;
    if (current.kind !== 'ready' || current.choosing !== null) return {};
    set({ ...current, choosing: quoteId, problem: null });
    const r = await submitCall(() => port.setAddons(token, quoteId, { accessories, protections }));
    const now = state.value.kind === 'ready' ? state.value : current;
    if (E.isLeft(r)) {
      set({ ...now, choosing: null, problem: Object.keys(r.left.fieldErrors).length > 0 ? null : problemOf(r.left) });
      return r.left.fieldErrors;
    }
    set({ ...now, choosing: null, flow: { ...now.flow, results: now.flow.results.map((q) => (q.id === quoteId ? r.right : q)) } });
    return null;
  }

  return {
    state$: state.asObservable(),
    saveAddons,
    load,
    retry: () => { set({ kind: 'loading' }); return load(); },
    choose,
    dispose: () => state.complete(),
  };
}
export type CompareViewModel = ReturnType<typeof createCompareViewModel>;
