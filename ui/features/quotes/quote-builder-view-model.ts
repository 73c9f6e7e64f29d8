import * as E from 'fp-ts/Either';
import { BehaviorSubject, Subject, debounceTime, groupBy, mergeMap, switchMap, from, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { DifferenceResponse, FlowQuotesResponse, QuoteRequest, QuoteResponse } from '../../../adapters/http/contract/quotes/quotes';
import type { VehicleBody } from '../../../adapters/http/contract/inventory/inventory';
import { submitCall, type FieldErrorMap, type FormFailure, type FormProblem } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { LoadFailed, Loading } from '../../shared/load-state';
import type { QuotesPort } from './quotes-port';

/** Payment details change this long after the last keystroke (spec 001 section 4), and the difference too. */
export const QUOTE_DEBOUNCE_MS = 500;

/** What a quote card edits. */
export const EDIT_KEYS = ['method', 'term', 'down_payment', 'payment_frequency', 'distance_allowance', 'include_tax', 'trade_in_credit', 'quote_expiry'] as const;
export type EditKey = (typeof EDIT_KEYS)[number];
export type EditValue = string | number | boolean | null;
export type Busy = 'activate' | 'add' | 'submit' | 'expiry' | `delete-${number}` | `reset-${number}` | null;

export interface ReadyState {
  readonly kind: 'ready';
  readonly flow: FlowQuotesResponse;
  /** Values typed but not yet priced, per quote: shown over the quote's own. */
  readonly pending: Readonly<Record<number, Partial<Record<EditKey, EditValue>>>>;
  readonly saving: Readonly<Record<number, boolean>>;
  /** The last refusal of a quote's change, per quote (the old values are back). */
  readonly errors: Readonly<Record<number, FieldErrorMap>>;
  readonly differences: Readonly<Record<number, DifferenceResponse>>;
  readonly busy: Busy;
  readonly problem: FormProblem | null;
  readonly addErrors: FieldErrorMap;
  readonly expiryErrors: FieldErrorMap;
  readonly submitErrors: FieldErrorMap;
  /** The quotes were just sent (the page says so). */
  readonly sent: boolean;
}
export type QuoteBuilderState = Loading | LoadFailed | ReadyState;

/** Is a value the quote's own (money compared as amounts: "2500" is "2500.00")? */
export function sameValue(quote: QuoteResponse, key: EditKey, value: EditValue): boolean {
  const own = quote[key];
  if (key === 'down_payment' || key === 'trade_in_credit') return typeof value === 'string' && value.trim() !== '' && Number(value) === Number(own);
  return own === value || (own === null && value === '');
}

/**
 * The quote builder: the deal's flow and its up-to-3 quotes. A payment detail equal to the quote's
 * is ignored; another is shown at once and priced 500 ms after the last change; a refusal puts the
 * quote's old value back and says why by the field. Each quote's difference with the reference
 * quote is asked for 500 ms after the quotes settle.
 */
export function createQuoteBuilderViewModel(port: QuotesPort, orderId: number, scheduler: SchedulerLike) {
  const state = new BehaviorSubject<QuoteBuilderState>({ kind: 'loading' });
  const set = (next: QuoteBuilderState) => { if (!state.closed) state.next(next); };
  const ready = (): ReadyState | null => (state.value.kind === 'ready' ? state.value : null);
  const patch = (change: Partial<ReadyState>) => { const r = ready(); if (r !== null) set({ ...r, ...change }); };
  const edits = new Subject<number>();
  const diffs = new Subject<number>();
  const subs: Subscription[] = [];

  const withFlow = (flow: FlowQuotesResponse): Partial<ReadyState> => ({ flow });
  const askDifferences = (flow: FlowQuotesResponse) => { if (flow.count > 1) for (const q of flow.results) diffs.next(q.id); };
  const refresh = async () => {
    const r = ready();
    if (r === null) return;
    const answer = await submitCall(() => port.flow(r.flow.id));
    if (E.isRight(answer)) { patch(withFlow(answer.right)); askDifferences(answer.right); }
  };

  const save = async (id: number): Promise<void> => {
    const r = ready();
    const sent = r?.pending[id];
    if (r === null || sent === undefined || Object.keys(sent).length === 0) return;
    patch({ saving: { ...r.saving, [id]: true } });
    const answer = await submitCall(() => port.update(id, sent as QuoteRequest));
    const after = ready();
    if (after === null) return;
    // What was sent leaves the pending values (newer typing stays); on a refusal the quote's old values show again.
    const left = Object.fromEntries(Object.entries(after.pending[id] ?? {}).filter(([k, v]) => sent[k as EditKey] !== v));
    const pending = { ...after.pending, [id]: left };
    if (E.isLeft(answer)) {
      const f: FormFailure = answer.left;
      return patch({ pending, saving: { ...after.saving, [id]: false }, errors: { ...after.errors, [id]: f.fieldErrors }, problem: f.handled ? null : f.problem });
    }
    const results = after.flow.results.map((q) => (q.id === id ? answer.right : q));
    patch({ pending, saving: { ...after.saving, [id]: false }, errors: { ...after.errors, [id]: {} }, flow: { ...after.flow, results } });
    if (Object.keys(left).length > 0) edits.next(id);
    await refresh();
  };

  subs.push(edits.pipe(
    groupBy((id) => id),
    mergeMap((one) => one.pipe(debounceTime(QUOTE_DEBOUNCE_MS, scheduler), switchMap((id) => from(save(id))))),
  ).subscribe());
  subs.push(diffs.pipe(
    groupBy((id) => id),
    mergeMap((one) => one.pipe(debounceTime(QUOTE_DEBOUNCE_MS, scheduler), switchMap((id) => from(submitCall(() => port.difference(id)).then((a) => ({ id, a })))))),
  ).subscribe(({ id, a }) => { const r = ready(); if (r !== null && E.isRight(a)) patch({ differences: { ...r.differences, [id]: a.right } }); }));

  const load = async () => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => port.upsert(orderId));
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set({
      kind: 'ready', flow: answer.right, pending: {}, saving: {}, errors: {}, differences: {}, busy: null, problem: null,
      addErrors: {}, expiryErrors: {}, submitErrors: {}, sent: false,
    });
    askDifferences(answer.right);
  };

  /** One flow-level action: busy while it runs, its answer's flow shown, its refusal by field or as a problem. */
  const act = async <A>(busy: Busy, run: () => ReturnType<QuotesPort['flow']> | Promise<E.Either<never, A>> | ReturnType<QuotesPort['create']>, errorsKey: 'addErrors' | 'expiryErrors' | 'submitErrors' | null): Promise<boolean> => {
    const r = ready();
    if (r === null || r.busy !== null) return false;
    patch({ busy, problem: null, sent: false, ...(errorsKey === null ? {} : { [errorsKey]: {} }) });
    const answer = await submitCall(run as () => ReturnType<QuotesPort['flow']>);
    if (E.isLeft(answer)) {
      const f = answer.left;
      patch({ busy: null, problem: f.handled ? null : f.problem, ...(errorsKey === null ? {} : { [errorsKey]: f.fieldErrors }) });
      return false;
    }
    const body = answer.right as unknown;
    if (typeof body === 'object' && body !== null && 'results' in body) { patch({ busy: null, flow: body as FlowQuotesResponse }); askDifferences(body as FlowQuotesResponse); } else { patch({ busy: null }); await refresh(); }
    return true;
  };

  return {
    state$: state.asObservable() as Observable<QuoteBuilderState>,
    start: load,
    retry: load,
    /** A quote's field changed: ignored when equal to the quote's value, else priced after the debounce. */
    change(id: number, key: EditKey, value: EditValue): void {
      const r = ready();
      const quote = r?.flow.results.find((q) => q.id === id);
      if (r === null || quote === undefined) return;
      const mine = { ...(r.pending[id] ?? {}) };
      if (sameValue(quote, key, value)) {
        if (!(key in mine)) return;
        delete mine[key];
      } else mine[key] = value;
      patch({ pending: { ...r.pending, [id]: mine }, errors: { ...r.errors, [id]: {} } });
      edits.next(id);
    },
    activate: () => act('activate', () => port.activate(ready()?.flow.id ?? 0), null),
    add: (vehicleId: number | null, method: string) =>
      act('add', () => port.create(ready()?.flow.id ?? 0, { ...(vehicleId === null ? {} : { inventory: vehicleId }), method }), 'addErrors'),
    remove: (id: number) => act(`delete-${id}`, () => port.remove(id) as ReturnType<QuotesPort['flow']>, null),
    reset: (id: number) => act(`reset-${id}`, () => port.reset(id), null),
    setExpiry: (date: string | null) => act('expiry', () => port.updateExpiry(ready()?.flow.id ?? 0, date), 'expiryErrors'),
    async submit(message: string): Promise<boolean> {
      const ok = await act('submit', () => port.submit(ready()?.flow.id ?? 0, message), 'submitErrors');
      if (ok) patch({ sent: true });
      return ok;
    },
    searchVehicles: async (words: string): Promise<readonly VehicleBody[]> => {
      const answer = await submitCall(() => port.searchVehicles(words));
      return E.isRight(answer) ? answer.right.results : [];
    },
    dispose(): void { for (const s of subs) s.unsubscribe(); state.complete(); },
  };
}
export type QuoteBuilderViewModel = ReturnType<typeof createQuoteBuilderViewModel>;
