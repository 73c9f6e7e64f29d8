import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { OrderFeeLineBody, OrderFeesResponse } from '../../../../adapters/http/contract/fees/fees';
import { paymentMethods, type PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { FormFailure, FormProblem } from '../../../shared/form-problem';
import { TECHNICAL } from '../../../shared/form-problem';

export interface DealFeesDeps {
  readonly list: (orderId: number, method: PaymentMethod) => Promise<Either<FormFailure, OrderFeesResponse>>;
  readonly setIncluded: (orderId: number, feeId: number, included: boolean) => Promise<Either<FormFailure, unknown>>;
  /** The deal's selection changed on the server: the worksheet re-prices every method. */
  readonly changed: () => void;
}

/**
 * The deal's fees and discounts, per method (what applies to it, what is included):
 * - `loading` the first read; `unavailable` when it failed (the worksheet then says "As on the deal");
 * - `ready`: the rows per method; `pending` holds the ticks sent and not answered yet (shown
 *   ticked as asked); a refused or failed change comes back as it was, with `problem`.
 */
export type DealFeesState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'unavailable'; readonly problem: FormProblem | null }
  | {
      readonly kind: 'ready';
      readonly rows: Readonly<Record<PaymentMethod, readonly OrderFeeLineBody[]>>;
      readonly pending: Readonly<Record<number, boolean>>;
      readonly problem: FormProblem | null;
    };

const problemOf = (failure: FormFailure): FormProblem | null => (failure.handled ? null : failure.problem ?? TECHNICAL);

/** The worksheet's fee and discount checkboxes: include or take off a global, then re-price. */
export function createDealFeesViewModel(deps: DealFeesDeps, orderId: number) {
  const state = new BehaviorSubject<DealFeesState>({ kind: 'loading' });
  const set = (next: DealFeesState) => { if (!state.closed) state.next(next); };
  let reads = 0;

  /** Reads the three methods' rows; Left: the first failure. A newer read wins over an older one. */
  const read = async (): Promise<Either<FormProblem | null, Record<PaymentMethod, readonly OrderFeeLineBody[]>> | null> => {
    const mine = ++reads;
    const answers = await Promise.all(paymentMethods.map((m) => deps.list(orderId, m).catch((): Either<FormFailure, OrderFeesResponse> => E.left({ code: 'technical', fieldErrors: {}, problem: TECHNICAL, handled: false }))));
    if (mine !== reads) return null;
    const rows: Partial<Record<PaymentMethod, readonly OrderFeeLineBody[]>> = {};
    for (const [i, answer] of answers.entries()) {
      if (E.isLeft(answer)) return E.left(problemOf(answer.left));
      rows[paymentMethods[i]!] = answer.right.results;
    }
    return E.right(rows as Record<PaymentMethod, readonly OrderFeeLineBody[]>);
  };

  const refresh = async (): Promise<boolean> => {
    const answer = await read();
    if (answer === null) return false;
    const current = state.value;
    if (E.isRight(answer)) set({ kind: 'ready', rows: answer.right, pending: current.kind === 'ready' ? current.pending : {}, problem: current.kind === 'ready' ? current.problem : null });
    else if (current.kind !== 'ready') set({ kind: 'unavailable', problem: answer.left });
    else set({ ...current, problem: answer.left });
    return E.isRight(answer);
  };

  const withPending = (feeId: number, included: boolean | null) => {
    const current = state.value;
    if (current.kind !== 'ready') return;
    const { [feeId]: _old, ...others } = current.pending;
    set({ ...current, pending: included === null ? others : { ...others, [feeId]: included }, problem: included === null ? current.problem : null });
  };

  return {
    state$: state.asObservable() as Observable<DealFeesState>,
    start: (): Promise<unknown> => refresh(),
    /**
     * Includes or takes off a global row. Custom rows, rows already being changed and a closed
     * view model are ignored. On success the rows are read again and the worksheet re-priced.
     */
    async toggle(feeId: number, included: boolean): Promise<void> {
      const current = state.value;
      if (current.kind !== 'ready' || current.pending[feeId] !== undefined) return;
      const row = paymentMethods.flatMap((m) => current.rows[m]).find((r) => r.id === feeId);
      if (row === undefined || row.scope === 'custom' || row.included === included) return;
      withPending(feeId, included);
      const answer = await deps.setIncluded(orderId, feeId, included).catch((): Either<FormFailure, unknown> => E.left({ code: 'technical', fieldErrors: {}, problem: TECHNICAL, handled: false }));
      if (E.isLeft(answer)) {
        withPending(feeId, null);
        const after = state.value;
        if (after.kind === 'ready') set({ ...after, problem: problemOf(answer.left) });
        return;
      }
      await refresh();
      withPending(feeId, null);
      deps.changed();
    },
    /** The deal's custom rows changed (saved or deleted): read the rows again and re-price. */
    async reload(): Promise<void> {
      await refresh();
      deps.changed();
    },
    dispose(): void {
      reads += 1;
      state.complete();
    },
  };
}

export type DealFeesViewModel = ReturnType<typeof createDealFeesViewModel>;

/** Whether a row shows ticked: what was asked while it is being sent, else whether the deal includes it. */
export const isTicked = (row: OrderFeeLineBody, pending: Readonly<Record<number, boolean>>): boolean => pending[row.id] ?? row.included;
