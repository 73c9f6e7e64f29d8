import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { ASSIGNABLE_ROLES } from '../access/dealership-sessions';
import type { UserRepository } from '../access/user-repository';
import { CONDITIONS, STOCK_STATUSES, type Condition, type StockStatus } from '../inventory/vehicle';
import {
  APPOINTMENT_STATUSES, DEPOSIT_MODES, DEPOSIT_STATES, ORDER_STATUSES, PAYMENT_TYPES, STEP_NAMES, STEP_STATUSES,
  type OrderStatus, type StepName,
} from '../shared/deal-states';
import type { InvalidQuery } from '../shared/errors';
import { cappedPageOf, type CappedPage } from '../shared/page';
import type { RawQuery } from '../shared/query-params';
import { recentlyUsed } from '../shared/recently-used';
import { ARCHIVE_STATUSES, LEAD_TYPES, type PersonName } from './customer';
import { AWAITING_FILTERS, CUSTOMER_ORDER_FIELDS, CUSTOMER_PAGE_SIZE, customerCountLimit, STEP_FILTER_PARAMS, type StepFilterParam } from './customer-list-query';
import type { CustomerListItem, CustomerRepository } from './customer-repository';
import { customerScope, mayOpenCustomer, scopedSalesRepFilter } from './customer-visibility';
import { parseCustomerListQuery } from './parse-customer-list-query';

const MAX_PARSED = 500;
type Parsed = ReturnType<typeof parseCustomerListQuery>;

/**
 * The parses of the query strings met lately (issue 34.4: parsing took a thirtieth of the list's
 * CPU), kept by the use case's instance: a function of the text alone, kept while the parameters
 * are all text (as HTTP gives them); a parse is never changed by its readers.
 */
function parseMemo(): (raw: RawQuery) => Parsed {
  const parsed = recentlyUsed<string, Parsed>(MAX_PARSED);
  return (raw) => {
    const texts = Object.values(raw).every((v) => typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')));
    return texts ? parsed.getOrMake(JSON.stringify(raw), () => parseCustomerListQuery(raw)) : parseCustomerListQuery(raw);
  };
}

/** GET customer/: the page of customers the parameters describe, or the parameters that are wrong. */
export const listCustomers = (deps: { readonly customers: CustomerRepository }) => {
  const parsedOnce = parseMemo();
  return (ctx: DealershipContext, raw: RawQuery): TE.TaskEither<InvalidQuery, CappedPage<CustomerListItem>> => async () => {
    const query = parsedOnce(raw);
    if (E.isLeft(query)) return E.left({ _tag: 'InvalidQuery', errors: query.left });
    const q = { ...query.right, salesRep: scopedSalesRepFilter(customerScope(ctx), query.right.salesRep) };
    const countLimit = customerCountLimit(q.page);
    const found = await deps.customers.list(ctx.dealership.id, q, countLimit);
    return E.right(cappedPageOf(found.count, countLimit, q.page, CUSTOMER_PAGE_SIZE, found.items));
  };
};

/** The choices of every customer list filter (customer_list_filter_data/). */
export interface CustomerFilterData {
  readonly salesReps: readonly PersonName[];
  readonly leadTypes: readonly string[];
  readonly archiveStatuses: readonly string[];
  readonly awaiting: readonly string[];
  readonly paymentTypes: readonly string[];
  readonly orderStatuses: readonly OrderStatus[];
  readonly stepFilters: Readonly<Record<StepFilterParam, readonly OrderStatus[]>>;
  readonly steps: readonly StepName[];
  /** Steps that can await the dealer, or the customer: the useful values of awaiting_dealer and awaiting_customer. */
  readonly awaitingDealerSteps: readonly StepName[];
  readonly awaitingCustomerSteps: readonly StepName[];
  readonly appointment: readonly string[];
  readonly deposit: readonly string[];
  readonly depositModes: readonly string[];
  readonly conditions: readonly Condition[];
  readonly stockStatuses: readonly StockStatus[];
  readonly makes: readonly string[];
  readonly models: readonly { readonly make: string; readonly model: string }[];
  readonly years: readonly number[];
  readonly orderings: readonly string[];
}

export const customerFilterData = (deps: { readonly customers: CustomerRepository; readonly users: UserRepository }) =>
  async (ctx: DealershipContext): Promise<CustomerFilterData> => {
    const scope = customerScope(ctx);
    const [staff, vehicles] = await Promise.all([
      deps.users.withRoleAt(ctx.dealership.id, ASSIGNABLE_ROLES),
      deps.customers.filterChoices(ctx.dealership.id),
    ]);
    const stepFilters = Object.fromEntries(Object.entries(STEP_FILTER_PARAMS).map(([param, step]) => [param, STEP_STATUSES[step]])) as Record<StepFilterParam, readonly OrderStatus[]>;
    return {
      // A sales rep filters among the customers they see: their own (and the unassigned, the filter's 'none').
      salesReps: staff.filter((u) => mayOpenCustomer(scope, u.id)).map((u) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName })),
      leadTypes: LEAD_TYPES,
      archiveStatuses: ARCHIVE_STATUSES,
      awaiting: AWAITING_FILTERS,
      paymentTypes: PAYMENT_TYPES,
      orderStatuses: ORDER_STATUSES,
      stepFilters,
      steps: STEP_NAMES,
      awaitingDealerSteps: STEP_NAMES.filter((s) => STEP_STATUSES[s].includes('awaiting-dealer')),
      awaitingCustomerSteps: STEP_NAMES.filter((s) => STEP_STATUSES[s].includes('awaiting-customer')),
      appointment: [...APPOINTMENT_STATUSES, 'none'],
      deposit: [...DEPOSIT_STATES, 'none'],
      depositModes: DEPOSIT_MODES,
      conditions: CONDITIONS,
      stockStatuses: STOCK_STATUSES,
      ...vehicles,
      orderings: CUSTOMER_ORDER_FIELDS.flatMap((f) => [f, `-${f}`]),
    };
  };
