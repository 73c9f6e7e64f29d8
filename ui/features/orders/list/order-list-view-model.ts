import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { HttpProblem, QueryParams } from '../../../../adapters/di/tokens';
import type { OrderBody } from '../../../../adapters/http/contract/orders';
import type { FormProblem } from '../../../shared/form-problem';
import { submitCall } from '../../../shared/form-problem';
import { problemOf } from '../../customers/problem-of';

/** One customer has few deals: one page of this many holds them all. */
export const CUSTOMER_ORDERS_PAGE_SIZE = 100;

export interface OrderListDeps {
  readonly list: (query: QueryParams) => Promise<Either<HttpProblem, { readonly count: number; readonly results: readonly OrderBody[] }>>;
  readonly setArchived: (id: number, archived: boolean) => Promise<Either<HttpProblem, OrderBody>>;
}

export type OrderListState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly problem: FormProblem | null }
  | {
      readonly kind: 'ready';
      readonly active: readonly OrderBody[];
      readonly archived: readonly OrderBody[];
      /** The deal being archived or restored. */
      readonly busy: number | null;
      readonly problem: FormProblem | null;
    };


/** A customer's deals, active and archived (spec 001 section 4: the archive toggle moves a deal between them). */
export function createOrderListViewModel(deps: OrderListDeps, customerId: number) {
  const state = new BehaviorSubject<OrderListState>({ kind: 'loading' });
  const set = (next: OrderListState) => { if (!state.closed) state.next(next); };
  const query = (archived: boolean): QueryParams => ({ customer: customerId, is_archived: String(archived), page_size: CUSTOMER_ORDERS_PAGE_SIZE, ordering: '-created' });

  const load = async () => {
    set({ kind: 'loading' });
    const [active, archived] = await Promise.all([submitCall(() => deps.list(query(false))), submitCall(() => deps.list(query(true)))]);
    if (E.isLeft(active)) return set({ kind: 'failed', problem: problemOf(active.left) });
    if (E.isLeft(archived)) return set({ kind: 'failed', problem: problemOf(archived.left) });
    set({ kind: 'ready', active: active.right.results, archived: archived.right.results, busy: null, problem: null });
  };

  return {
    state$: state.asObservable() as Observable<OrderListState>,
    start: load,
    retry: load,
    /** Archives an active deal or restores an archived one; it moves to the other list. */
    async toggleArchived(order: OrderBody): Promise<boolean> {
      const current = state.value;
      if (current.kind !== 'ready' || current.busy !== null) return false;
      set({ ...current, busy: order.id, problem: null });
      const answer = await submitCall(() => deps.setArchived(order.id, !order.is_archived));
      const now = state.value;
      if (now.kind !== 'ready') return false;
      if (E.isLeft(answer)) {
        set({ ...now, busy: null, problem: problemOf(answer.left) });
        return false;
      }
      const saved = answer.right;
      const active = now.active.filter((o) => o.id !== saved.id);
      const archived = now.archived.filter((o) => o.id !== saved.id);
      const byNewest = (a: OrderBody, b: OrderBody) => b.created.localeCompare(a.created);
      set({
        ...now, busy: null,
        active: saved.is_archived ? active : [...active, saved].sort(byNewest),
        archived: saved.is_archived ? [...archived, saved].sort(byNewest) : archived,
      });
      return true;
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type OrderListViewModel = ReturnType<typeof createOrderListViewModel>;
