import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Country, DealershipRepository } from '../access/dealership';
import type { OrderRepository } from './order-repository';
import { notFound, type NotFound } from '../shared/errors';
import type { Clock } from '../shared/ports/clock';
import { resolveCustomerLink, type CustomerLink, type CustomerLinkReader } from '../customers/customer-links';
import { customerTasks, type CustomerTask } from '../customers/customer-tasks';

/**
 * The deal's quote flow as the tasks read it: its id and whether the dealer sent it. quotes'
 * QuoteRepository is one (quotes sits above customers, so customers names only what it reads).
 */
export interface QuoteFlowOfOrder {
  flowOfOrder(dealershipId: number, orderId: number): Promise<{ readonly id: number; readonly status: string } | null>;
}

export interface CustomerTasksDeps {
  readonly customerLinks: CustomerLinkReader;
  readonly clock: Clock;
  readonly orders: Pick<OrderRepository, 'byId'>;
  readonly quotes: QuoteFlowOfOrder;
  readonly dealerships: Pick<DealershipRepository, 'byId'>;
}

/** What the customer's app opens on: the deal its link names, its tasks, and the quote flow once the dealer sent it. */
export interface CustomerDealTasks {
  readonly link: CustomerLink;
  readonly orderId: number;
  readonly country: Country;
  readonly quoteFlowId: number | null;
  readonly tasks: readonly CustomerTask[];
}

/**
 * GET /api/customer/tasks/{id}/ (id: the deal). The credential is the deal link's token: an unknown
 * token, an archived deal, or a deal id other than the token's are all NotFound (the caller answers
 * 404 without saying which).
 */
export const customerDealTasks = (deps: CustomerTasksDeps) =>
  (token: string, orderId: number): TE.TaskEither<NotFound, CustomerDealTasks> => async () => {
    const link = await resolveCustomerLink(deps)('deal', token);
    if (link === null || link.owner.orderId !== orderId) return E.left(notFound);
    const [order, flow, store] = await Promise.all([
      deps.orders.byId(link.owner.dealershipId, orderId),
      deps.quotes.flowOfOrder(link.owner.dealershipId, orderId),
      deps.dealerships.byId(link.owner.dealershipId),
    ]);
    if (order === null || order.isArchived || store === null) return E.left(notFound);
    const quotesVisible = flow !== null && (flow.status === 'submitted' || flow.status === 'selected');
    return E.right({
      link, orderId, country: store.country, quoteFlowId: quotesVisible ? flow.id : null, tasks: customerTasks(order.steps, quotesVisible),
    });
  };
