import * as E from 'fp-ts/Either';
import type { ArchiveReason } from '@dealer-panel/core/customers/archive-reasons';
import type { Either } from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { HttpProblem, QueryParams } from '../../../../adapters/di/tokens';
import type { EasyLinksBody, OrderBody } from '../../../../adapters/http/contract/orders/orders';
import type { TimelineEntryBody } from '../../../../adapters/http/contract/orders/timeline';
import type { FieldErrorMap, FormProblem } from '../../../shared/form-problem';
import { submitCall } from '../../../shared/form-problem';
import { problemOf } from '../../../shared/problem-of';
import type { LoadFailed, Loading } from '../../../shared/load-state';

/** One customer has few deals: one page of this many holds them all. */
export const CUSTOMER_ORDERS_PAGE_SIZE = 100;

export interface OrderListDeps {
  readonly list: (query: QueryParams) => Promise<Either<HttpProblem, { readonly count: number; readonly results: readonly OrderBody[] }>>;
  /** The reason when archiving (the dialog asks it), none when restoring. */
  readonly setArchived: (id: number, archived: boolean, reason?: ArchiveReason | null) => Promise<Either<HttpProblem, OrderBody>>;
  readonly confirm: (id: number) => Promise<Either<HttpProblem, OrderBody>>;
  readonly sendLink: (id: number) => Promise<Either<HttpProblem, { readonly sent_to: string }>>;
  readonly easyLinks: (id: number) => Promise<Either<HttpProblem, EasyLinksBody>>;
  /** login_as_customer/: the customer app's URL of the deal, for a read-only, audited look. */
  readonly loginAsCustomer: (customerId: number, orderId: number) => Promise<Either<HttpProblem, { readonly url: string }>>;
  readonly timeline: (id: number) => Promise<Either<HttpProblem, { readonly results: readonly TimelineEntryBody[]; readonly time_zone: string }>>;
  readonly validateCommissionNumber: (id: number, value: string) => Promise<Either<HttpProblem, { readonly commission_number: string }>>;
  readonly changeCommissionNumber: (id: number, value: string) => Promise<Either<HttpProblem, OrderBody>>;
}

/** What a deal card may be busy doing (one action at a time per list). */
export type DealAction = 'archive' | 'confirm' | 'send_link' | 'commission' | 'customer_view';

export type OrderListState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly active: readonly OrderBody[];
      readonly archived: readonly OrderBody[];
      readonly busy: { readonly id: number; readonly action: DealAction } | null;
      readonly problem: FormProblem | null;
    };

/** An action's answer for the card: the value, or the problem (null when the client already told) and field errors. */
export type ActionOutcome<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly problem: FormProblem | null; readonly errors: FieldErrorMap };

type Ready = Extract<OrderListState, { kind: 'ready' }>;
const byNewest = (a: OrderBody, b: OrderBody) => b.created.localeCompare(a.created);

/** The lists with `saved` in place of its old copy, in the list its archive flag says. */
function placed(state: Ready, saved: OrderBody): Pick<Ready, 'active' | 'archived'> {
  const active = state.active.filter((o) => o.id !== saved.id);
  const archived = state.archived.filter((o) => o.id !== saved.id);
  return {
    active: saved.is_archived ? active : [...active, saved].sort(byNewest),
    archived: saved.is_archived ? [...archived, saved].sort(byNewest) : archived,
  };
}

/** A deal's history as the card shows it: its entries and the store's time zone their times are read in. */
export interface DealHistoryView {
  readonly entries: readonly TimelineEntryBody[];
  readonly timeZone: string;
}

/** A customer's deals, active and archived, and the deal card's actions (spec 001 section 4: each reloads the deal). */
export function createOrderListViewModel(deps: OrderListDeps, customerId: number) {
  const state = new BehaviorSubject<OrderListState>({ kind: 'loading' });
  const set = (next: OrderListState) => { if (!state.closed) state.next(next); };
  const query = (archived: boolean): QueryParams => ({ customer: customerId, is_archived: String(archived), page_size: CUSTOMER_ORDERS_PAGE_SIZE, ordering: '-created' });
  const ready = (): Ready | null => (state.value.kind === 'ready' ? state.value : null);

  const load = async () => {
    set({ kind: 'loading' });
    const [active, archived] = await Promise.all([submitCall(() => deps.list(query(false))), submitCall(() => deps.list(query(true)))]);
    if (E.isLeft(active)) return set({ kind: 'failed', problem: problemOf(active.left) });
    if (E.isLeft(archived)) return set({ kind: 'failed', problem: problemOf(archived.left) });
    set({ kind: 'ready', active: active.right.results, archived: archived.right.results, busy: null, problem: null });
  };

  /** Runs one action of a card while no other runs; a deal it answers replaces the card's. */
  const run = async <A>(order: OrderBody, action: DealAction, call: () => Promise<Either<HttpProblem, A>>, savedOf: (a: A) => OrderBody | null): Promise<ActionOutcome<A>> => {
    const current = ready();
    if (current === null || current.busy !== null) return { ok: false, problem: null, errors: {} };
    set({ ...current, busy: { id: order.id, action }, problem: null });
    const answer = await submitCall(call);
    const now = ready();
    if (now === null) return { ok: false, problem: null, errors: {} };
    if (E.isLeft(answer)) {
      set({ ...now, busy: null });
      const errors = answer.left.fieldErrors;
      return { ok: false, problem: Object.keys(errors).length > 0 ? null : problemOf(answer.left), errors };
    }
    const saved = savedOf(answer.right);
    set({ ...now, busy: null, ...(saved === null ? {} : placed(now, saved)) });
    return { ok: true, value: answer.right };
  };

  return {
    state$: state.asObservable() as Observable<OrderListState>,
    start: load,
    retry: load,
    /** Archives an active deal or restores an archived one; it moves to the other list. A refusal shows above the lists. */
    async toggleArchived(order: OrderBody, reason: ArchiveReason | null = null): Promise<boolean> {
      const outcome = await run(order, 'archive', () => deps.setArchived(order.id, !order.is_archived, order.is_archived ? null : reason), (saved) => saved);
      const now = ready();
      if (!outcome.ok && now !== null && outcome.problem !== null) set({ ...now, problem: outcome.problem });
      return outcome.ok;
    },
    confirm: (order: OrderBody) => run(order, 'confirm', () => deps.confirm(order.id), (saved) => saved),
    sendLink: (order: OrderBody) => run(order, 'send_link', () => deps.sendLink(order.id), () => null),
    /** The customer's view of the deal (spec 000: "dealers can log in as a customer"): the URL to open. */
    viewAsCustomer: (order: OrderBody) => run(order, 'customer_view', () => deps.loginAsCustomer(order.customer, order.id), () => null),
    /** Spec 001: "change commission number (validated first)"; the change checks it again. */
    saveCommissionNumber: (order: OrderBody, value: string) => run(order, 'commission', async () => {
      const valid = await deps.validateCommissionNumber(order.id, value);
      return E.isLeft(valid) ? valid : deps.changeCommissionNumber(order.id, valid.right.commission_number);
    }, (saved) => saved),
    /** The customer's links to the deal and its steps (read on demand: they are long and seldom opened). */
    async easyLinks(order: OrderBody): Promise<Either<FormProblem | null, EasyLinksBody>> {
      const answer = await submitCall(() => deps.easyLinks(order.id));
      return E.isLeft(answer) ? E.left(problemOf(answer.left)) : answer;
    },
    /** The deal's history (read when opened, fresh each time). */
    async timeline(order: OrderBody): Promise<Either<FormProblem | null, DealHistoryView>> {
      const answer = await submitCall(() => deps.timeline(order.id));
      return E.isLeft(answer) ? E.left(problemOf(answer.left)) : E.right({ entries: answer.right.results, timeZone: answer.right.time_zone });
    },
    dispose(): void {
      state.complete();
    },
  };
}

export type OrderListViewModel = ReturnType<typeof createOrderListViewModel>;
