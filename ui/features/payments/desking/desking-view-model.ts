import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { DeskingGridResponse, DeskingTargetResponse, PencilBody } from '../../../../adapters/http/contract/payments/desking';
import type { PricingDetails } from '../worksheet/pricing-port';
import type { FormFailure } from '../../../shared/form-problem';
import type { DeskingSource, DeskMethod } from './desking-source';

export type Async<A> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly value: A }
  | { readonly kind: 'failed'; readonly failure: FormFailure };

export type SolveFor = 'down_payment' | 'term' | 'selling_price';

export interface DeskingState {
  readonly method: DeskMethod;
  /** The deal's payment type ids; null until read. */
  readonly ids: Readonly<Record<DeskMethod, number>> | null;
  readonly idsFailure: FormFailure | null;
  readonly grid: Async<DeskingGridResponse>;
  /** The store's active lenders (known from the first grid): the picker's choices. */
  readonly lenders: DeskingGridResponse['lenders'];
  /** The lender programs picked for the grid (at most LENDER_LIMIT); none: the deal's own lender. */
  readonly lenderIds: readonly number[];
  readonly target: Async<DeskingTargetResponse>;
  readonly pencils: Async<readonly PencilBody[]>;
  /** A grid cell, a solution or a pencil being stored. */
  readonly saving: boolean;
  readonly saveFailure: FormFailure | null;
}

export interface DeskingDeps {
  readonly source: DeskingSource;
  /** The worksheet's details of a method as it would price them now (undefined: the stored deal). */
  readonly dealOf: (method: DeskMethod) => PricingDetails | undefined;
  /** After a change was stored: the worksheet opens again with it. */
  readonly onStored: () => void;
}

/** "24, 36 48" → ["24", "36", "48"]: what was typed, each checked by the server at its index. */
export const listOf = (text: string): string[] => text.split(/[\s,;]+/).map((s) => s.trim()).filter((s) => s !== '');

/** The grid's cap of lender tables (core's GRID_LIMITS.lenders). */
export const LENDER_LIMIT = 4;

const IDLE = { kind: 'idle' } as const;
const LOADING = { kind: 'loading' } as const;
const asAsync = <A>(r: Either<FormFailure, A>): Async<A> => (E.isRight(r) ? { kind: 'ready', value: r.right } : { kind: 'failed', failure: r.left });

/**
 * The desking section of an order's worksheet (issue 18.1): the grid of payments, the target
 * payment and the pencils of the finance or lease payment type. Answers are kept only while the
 * method they were asked for is shown.
 */
export function createDeskingViewModel(deps: DeskingDeps, orderId: number) {
  const state = new BehaviorSubject<DeskingState>({
    method: 'finance', ids: null, idsFailure: null, grid: IDLE, lenders: [], lenderIds: [], target: IDLE, pencils: IDLE, saving: false, saveFailure: null,
  });
  const set = (change: Partial<DeskingState>) => { if (!state.closed) state.next({ ...state.value, ...change }); };
  const idOf = () => state.value.ids?.[state.value.method] ?? null;
  /** Runs `then` for the shown method's id; its answer is dropped when the method changed meanwhile. */
  const forMethod = async <A>(run: (id: number) => Promise<A>, apply: (a: A) => void): Promise<void> => {
    const id = idOf();
    if (id === null) return;
    const method = state.value.method;
    const answer = await run(id);
    if (state.value.method === method) apply(answer);
  };
  const deal = () => {
    const d = deps.dealOf(state.value.method);
    return d === undefined ? {} : { deal: { ...d } };
  };
  /** The axes of the last grid asked for: a change of lenders asks again with them. */
  let axes: { readonly terms: string; readonly downs: string } | null = null;
  /** The grid asked last: an older answer arriving after it is dropped (lenders toggled quickly). */
  let gridAsk = 0;
  const loadGrid = (terms: string, downs: string): Promise<void> => {
    axes = { terms, downs };
    gridAsk += 1;
    const ask = gridAsk;
    set({ grid: LOADING });
    const lenders = state.value.lenderIds.length === 0 ? {} : { lender_ids: [...state.value.lenderIds] };
    return forMethod((id) => deps.source.grid(id, { ...deal(), ...lenders, terms: listOf(terms), down_payments: listOf(downs) }), (r) => {
      if (ask !== gridAsk) return;
      set(E.isRight(r) ? { grid: asAsync(r), lenders: r.right.lenders } : { grid: asAsync(r) });
    });
  };
  const loadPencils = () => { set({ pencils: LOADING }); return forMethod((id) => deps.source.pencils(id), (r) => set({ pencils: asAsync(r) })); };
  const stored = (r: Either<FormFailure, unknown>) => {
    set({ saving: false, saveFailure: E.isLeft(r) ? r.left : null });
    if (E.isRight(r)) { deps.onStored(); void loadPencils(); }
    return E.isRight(r);
  };

  return {
    state$: state.asObservable() as Observable<DeskingState>,
    snapshot: (): DeskingState => state.value,
    async start(): Promise<void> {
      const ids = await deps.source.paymentTypes(orderId);
      if (E.isLeft(ids)) return set({ idsFailure: ids.left });
      set({ ids: ids.right, idsFailure: null });
      await loadPencils();
    },
    setMethod(method: DeskMethod): void {
      if (method === state.value.method) return;
      set({ method, grid: IDLE, target: IDLE, saveFailure: null });
      void loadPencils();
    },
    loadGrid,
    /** Picks the lender programs of the grid (kept in the store's order, at most LENDER_LIMIT) and asks the grid again when one is shown. */
    setLenders(ids: readonly number[]): Promise<void> {
      const known = state.value.lenders.map((l) => l.id);
      const picked = known.filter((id) => ids.includes(id)).slice(0, LENDER_LIMIT);
      set({ lenderIds: picked });
      return axes === null ? Promise.resolve() : loadGrid(axes.terms, axes.downs);
    },
    /** Solves for the target payment with the deal's own lender, or with one of the store's lender programs (`lenderId`, for comparison). */
    solve(target: string, solveFor: SolveFor, lenderId: number | null = null): Promise<void> {
      set({ target: LOADING });
      const lender = lenderId === null ? {} : { lender_id: lenderId };
      return forMethod((id) => deps.source.target(id, { ...deal(), ...lender, target_payment: target.trim(), solve_for: solveFor }), (r) => set({ target: asAsync(r) }));
    },
    /** Stores the worksheet's deal with this term and down payment (a pencil is kept). */
    async apply(change: { readonly term?: number; readonly down_payment?: string }, source: 'grid' | 'target'): Promise<boolean> {
      const id = idOf();
      if (id === null) return false;
      set({ saving: true, saveFailure: null });
      return stored(await deps.source.apply(id, { ...deal(), ...change, source }));
    },
    async restore(pencilId: number): Promise<boolean> {
      const id = idOf();
      if (id === null) return false;
      set({ saving: true, saveFailure: null });
      return stored(await deps.source.restore(id, pencilId));
    },
    reloadPencils: loadPencils,
    dispose(): void { state.complete(); },
  };
}

export type DeskingViewModel = ReturnType<typeof createDeskingViewModel>;
