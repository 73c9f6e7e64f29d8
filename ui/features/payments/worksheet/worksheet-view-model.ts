import { BehaviorSubject, catchError, defaultIfEmpty, defer, EMPTY, finalize, of, Subject, switchMap, take, tap, timer } from 'rxjs';
import type { Observable, SchedulerLike } from 'rxjs';
import type { Actor } from '@dealer-panel/core/access/actor';
import { mayEditWorksheet } from '@dealer-panel/core/payments/worksheet-access';
import { paymentMethods, type PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { TECHNICAL } from '../../../shared/form-problem';
import type { DetailKey, PaymentDetails } from './payment-details';
import { keepsPrevious, METHODS_OF, pricingDetails, sameDetail, SHARED_DETAILS } from './payment-details';
import type { ChooseMethod, ChooseOutcome, PriceOrder, PricingOutcome, Quote } from './pricing-port';
import type { Columns, MethodColumn, WorksheetState } from './worksheet-state';
import { changed, detailErrors, hasPending, newColumn, settled, wiped } from './worksheet-state';

/** Spec 002 section 9: a payment detail is re-priced 500 ms after the last change. */
export const REPRICE_DEBOUNCE_MS = 500;

export interface WorksheetDeps {
  readonly price: PriceOrder;
  /** Records the order's payment method (PATCH its payment type is_active); without it the choice stays on screen only. */
  readonly choose?: ChooseMethod;
  readonly scheduler: SchedulerLike;
}

export interface WorksheetSetup {
  readonly orderId: number;
  /** The signed-in user: a corporate-kind user gets a read-only worksheet. */
  readonly actor: Actor;
  /** The payment method recorded for the order. */
  readonly chosen: PaymentMethod;
  /** Each method's details as the order's payment types hold them. */
  readonly details: Readonly<Record<PaymentMethod, PaymentDetails>>;
  /** Quotes the server already has; `start` prices the methods without one. */
  readonly quotes: Partial<Record<PaymentMethod, Quote>>;
}

/** Per method: a change (debounced), a pricing now (opening), or the switch to it (wipe-and-retry). */
type Job = 'change' | 'now' | 'switch';

const HANDLED: PricingOutcome = { kind: 'failed', problem: null };
const BROKEN: PricingOutcome = { kind: 'failed', problem: TECHNICAL };
const CHOSEN: ChooseOutcome = { kind: 'chosen' };
const UNRECORDED: ChooseOutcome = { kind: 'failed', problem: null };

/** Cash, finance and lease side by side for one order (issue 6 item 7; the rules of spec 002 section 4). */
export function createWorksheetViewModel(deps: WorksheetDeps, setup: WorksheetSetup) {
  const columns = Object.fromEntries(paymentMethods.map((m) => [m, newColumn(m, setup.details[m], setup.quotes[m] ?? null)])) as Columns;
  const editable = mayEditWorksheet(setup.actor);
  const state = new BehaviorSubject<WorksheetState>({ kind: editable ? 'editing' : 'read-only', chosen: setup.chosen, columns });
  const jobs: Record<PaymentMethod, Subject<Job>> = { cash: new Subject(), finance: new Subject(), lease: new Subject() };
  const set = (next: WorksheetState) => { if (!state.closed) state.next(next); };
  const column = (method: PaymentMethod) => state.value.columns[method];
  const patch = (method: PaymentMethod, change: (c: MethodColumn) => MethodColumn) => {
    const current = state.value;
    const next = change(current.columns[method]);
    if (next !== current.columns[method]) set({ ...current, columns: { ...current.columns, [method]: next } });
  };

  /** Prices what the method's inputs hold and applies the answer; emits that one outcome. Unsubscribing cancels the request. */
  const price = (method: PaymentMethod): Observable<PricingOutcome> => defer(() => {
    const sent = column(method).details;
    patch(method, (c) => ({ ...c, loading: true }));
    return defer(() => deps.price(setup.orderId, method, pricingDetails(method, sent))).pipe(
      take(1),
      defaultIfEmpty(HANDLED),
      catchError(() => of(BROKEN)),
      tap((outcome) => patch(method, (c) => settled(c, sent, outcome))),
      finalize(() => patch(method, (c) => (c.loading ? { ...c, loading: false } : c))),
    );
  });

  /**
   * Spec 002 section 4: the new method is re-priced; if that fails, its pending changes are wiped
   * and it is re-priced once more; then it is recorded as chosen with its changes cleared, even
   * when the second pricing failed too (the inputs then show the details of its last quote).
   * After a successful retry the first refusal's errors stay shown, so the user knows why a change went.
   */
  const switchTo = (method: PaymentMethod): Observable<ChooseOutcome> => price(method).pipe(
    switchMap((first) => (first.kind === 'priced' ? of(first) : defer(() => {
      patch(method, wiped);
      return price(method).pipe(tap((second) => {
        if (second.kind === 'priced') patch(method, (c) => ({ ...c, fieldErrors: first.kind === 'rejected' ? detailErrors(first.errors) : {}, problem: first.kind === 'failed' ? first.problem : null }));
      }));
    }))),
    switchMap(() => record(method)),
    tap((outcome) => {
      const columns = { ...state.value.columns, [method]: wiped(column(method)) };
      if (outcome.kind === 'chosen') return set({ kind: 'editing', chosen: method, columns });
      // Not recorded: the order keeps its method; the new one shows why.
      set({ kind: 'editing', chosen: state.value.chosen, columns: { ...columns, [method]: { ...columns[method], problem: outcome.problem } } });
    }),
  );

  /** Records the method as the order's (its payment type made active); emits one outcome. */
  const record = (method: PaymentMethod): Observable<ChooseOutcome> => (deps.choose === undefined ? of(CHOSEN) : defer(() => deps.choose!(setup.orderId, method)).pipe(
    take(1),
    defaultIfEmpty<ChooseOutcome, ChooseOutcome>(UNRECORDED),
    catchError(() => of<ChooseOutcome>({ kind: 'failed', problem: TECHNICAL })),
  ));

  const run = (method: PaymentMethod, job: Job): Observable<unknown> => {
    if (job === 'now') return price(method);
    if (job === 'switch') return switchTo(method);
    return timer(REPRICE_DEBOUNCE_MS, deps.scheduler).pipe(
      switchMap(() => (hasPending(column(method)) || column(method).quote === null ? price(method) : EMPTY)),
    );
  };
  // One queue per method: the latest job wins, cancelling a waiting debounce or a request in flight.
  const subscriptions = paymentMethods.map((m) => jobs[m].pipe(switchMap((job) => run(m, job))).subscribe());

  return {
    state$: state.asObservable() as Observable<WorksheetState>,
    /** On open: prices every method the server has no quote for yet. */
    start(): void {
      paymentMethods.filter((m) => column(m).quote === null).forEach((m) => jobs[m].next('now'));
    },
    /**
     * A detail of one method changed. Ignored when read-only, switching, not a detail of that
     * method, unchanged, or a blank that keeps the previous value. A shared detail is copied to
     * the other methods it means something for; each changed method is re-priced 500 ms later.
     */
    changeDetail<K extends DetailKey>(method: PaymentMethod, key: K, value: PaymentDetails[K]): void {
      const current = state.value;
      if (current.kind !== 'editing' || !METHODS_OF[key].includes(method) || keepsPrevious(key, value)) return;
      if (sameDetail(key, current.columns[method].details[key], value)) return;
      const targets = SHARED_DETAILS.has(key) ? METHODS_OF[key] : [method];
      const moved = targets.filter((m) => !sameDetail(key, current.columns[m].details[key], value));
      const next = moved.reduce<Columns>((cols, m) => ({ ...cols, [m]: changed(cols[m], key, value, m !== method) }), current.columns);
      set({ ...current, columns: next });
      moved.forEach((m) => jobs[m].next('change'));
    },
    /** Chooses the order's payment method (the wipe-and-retry rule). */
    switchMethod(method: PaymentMethod): void {
      const current = state.value;
      if (current.kind !== 'editing' || method === current.chosen) return;
      set({ ...current, kind: 'switching', to: method });
      jobs[method].next('switch');
    },
    /**
     * The deal changed on the server (a fee or discount included or taken off, a custom row saved):
     * every method is priced again now, with what its inputs hold (but the method a switch is
     * pricing). Ignored when read-only.
     */
    repriceAll(): void {
      const current = state.value;
      if (current.kind === 'read-only') return;
      // A switch running prices its method itself; a new job would cancel the switch.
      paymentMethods.filter((m) => current.kind !== 'switching' || m !== current.to).forEach((m) => jobs[m].next('now'));
    },
    /** Shows or hides a payment's breakdown; looking is allowed to everyone. */
    toggleBreakdown(method: PaymentMethod): void {
      patch(method, (c) => ({ ...c, expanded: !c.expanded }));
    },
    /** Stops everything: waiting debounces and requests in flight are dropped, state$ completes. */
    dispose(): void {
      state.complete();
      subscriptions.forEach((s) => s.unsubscribe());
    },
  };
}

export type WorksheetViewModel = ReturnType<typeof createWorksheetViewModel>;
