import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { invalidInput, notFound, type InvalidInput, type InvalidQuery, type NotFound } from '../shared/errors';
import { paramReader, parseOrdering, singleValue, type RawQuery } from '../shared/query-params';
import { customerScope, scopedSalesRepFilter } from '../customers/customer-visibility';
import type { OrderView } from './order';
import type { OrderListQuery, OrderRepository } from './order-repository';
import { ORDER_STATUSES, PAYMENT_TYPES } from '../shared/deal-states';
import { MAX_ID } from '../shared/ids';

export const ORDER_PAGE_SIZE = 20;
export const ORDER_LIST_QUERY_PARAMS = ['page', 'page_size', 'customer', 'is_archived', 'payment_type', 'status', 'ordering'] as const;

/**
 * GET order/ parameters (designed; spec: "paths not shown"): page, page_size (1 to 100, default
 * 20), customer, is_archived (false by default: the active list; true: the archived list; all),
 * payment_type, status, ordering (created or updated, default -created).
 */
export function parseOrderListQuery(raw: RawQuery): E.Either<InvalidQuery['errors'], OrderListQuery> {
  const r = paramReader(raw);
  const page = r.integer('page', 1, 1, 100_000, 'list.page_invalid');
  const pageSize = r.integer('page_size', ORDER_PAGE_SIZE, 1, 100);
  const customer = r.integer('customer', 0, 1, MAX_ID);
  const archived = r.choices('is_archived', ['true', 'false', 'all'] as const);
  if (archived !== null && archived.length > 1) r.fail('is_archived', 'list.invalid_choice');
  const ordering = parseOrdering(singleValue(raw, 'ordering') ?? '-created', ['created', 'updated'] as const);
  if (ordering === null) r.fail('ordering', 'list.ordering_invalid');
  const query: OrderListQuery = {
    page, pageSize, customerId: customer === 0 ? null : customer,
    archived: archived?.[0] === 'all' ? null : archived?.[0] === 'true',
    paymentType: r.choices('payment_type', PAYMENT_TYPES),
    status: r.choices('status', ORDER_STATUSES),
    ordering: ordering ?? { field: 'created', descending: true },
    customerRep: null,
  };
  const errors = r.failed();
  return errors === null ? E.right(query) : E.left(errors);
}

export interface OrderPage {
  readonly count: number;
  readonly page: number;
  readonly pageSize: number;
  readonly results: readonly OrderView[];
}

export const listOrders = (deps: { readonly orders: OrderRepository }) =>
  (ctx: DealershipContext, raw: RawQuery): TE.TaskEither<InvalidQuery, OrderPage> => async () => {
    const query = parseOrderListQuery(raw);
    if (E.isLeft(query)) return E.left({ _tag: 'InvalidQuery', errors: query.left });
    const found = await deps.orders.list(ctx.dealership.id, { ...query.right, customerRep: scopedSalesRepFilter(customerScope(ctx), null) });
    return E.right({ count: found.count, page: query.right.page, pageSize: query.right.pageSize, results: found.items });
  };

export const getOrder = (deps: { readonly orders: OrderRepository }) =>
  (ctx: DealershipContext, id: number): TE.TaskEither<NotFound, OrderView> => async () => {
    const view = await deps.orders.view(ctx.dealership.id, id);
    return view ? E.right(view) : E.left(notFound);
  };

/** For set_archive_status_order/'s body: the id it names, when it names one, must be the path's. */
export function checkBodyId(pathId: number, bodyId: number | undefined): InvalidInput | null {
  return bodyId === undefined || bodyId === pathId ? null : invalidInput({ id: ['id.mismatch'] });
}
