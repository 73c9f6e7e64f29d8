import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { CONDITIONS, STOCK_STATUSES } from '../inventory/vehicle';
import {
  APPOINTMENT_STATUSES, DEPOSIT_MODES, DEPOSIT_STATES, ORDER_STATUSES, PAYMENT_TYPES, STEP_NAMES, STEP_STATUSES,
  type OrderStatus, type StepName,
} from '../shared/deal-states';
import { listValues, paramReader, parseOrdering, singleValue, type ParamReader, type QueryParamCode, type RawQuery } from '../shared/query-params';
import type { FieldErrors } from '../shared/validation';
import { ARCHIVE_STATUSES, LEAD_TYPES } from './customer';
import {
  AWAITING_FILTERS, CUSTOMER_ORDER_FIELDS, STEP_FILTER_PARAMS, type CustomerListQuery, type OrderCriteria,
  type SalesRepFilter, type StepFilterParam,
} from './customer-list-query';
import { ARCHIVE_REASONS } from './archive-reasons';
import { MAX_SEARCH_LENGTH, searchTokens } from '../shared/search-text';
import { idFromText } from '../shared/ids';

export const DEFAULT_CUSTOMER_ORDERING = '-created';
const MAX_PAGE = 100_000;

/**
 * The customer list's parameters (spec 001 section 3), each validated: Right with the query, or
 * Left naming every bad parameter with a message code. Parameters it does not know are ignored
 * (cache busters, analytics tags); empty values count as not given. Never throws.
 */
export function parseCustomerListQuery(raw: RawQuery): Either<FieldErrors<QueryParamCode>, CustomerListQuery> {
  const r = paramReader(raw);
  const page = r.integer('page', 1, 1, MAX_PAGE, 'list.page_invalid');
  const search = r.text('search', MAX_SEARCH_LENGTH);
  const awaiting = r.choices('awaiting', AWAITING_FILTERS);
  if (awaiting !== null && awaiting.length > 1) r.fail('awaiting', 'list.invalid_choice');
  const ordering = parseOrdering(singleValue(raw, 'ordering') ?? DEFAULT_CUSTOMER_ORDERING, CUSTOMER_ORDER_FIELDS);
  if (ordering === null) r.fail('ordering', 'list.ordering_invalid');
  const reasons = r.choices('archive_reason', ARCHIVE_REASONS);
  const query: CustomerListQuery = {
    page,
    search: searchTokens(search),
    awaiting: awaiting?.[0] ?? 'all',
    ordering: ordering ?? { field: 'created', descending: true },
    salesRep: salesRep(r, raw),
    archiveStatus: archiveStatus(r, reasons !== null),
    archiveReason: reasons,
    leadType: r.choices('lead_type', LEAD_TYPES),
    orders: orderCriteria(r, raw),
  };
  const errors = r.failed();
  return errors === null ? E.right(query) : E.left(errors);
}

/** `sales_rep`: user ids, and `none` for customers without a rep. */
function salesRep(r: ParamReader, raw: RawQuery): SalesRepFilter | null {
  const values = listValues(raw, 'sales_rep');
  if (values.length === 0) return null;
  if (values.length > 50) return r.fail('sales_rep', 'list.too_long');
  const ids: number[] = [];
  let unassigned = false;
  for (const value of values) {
    if (value.toLowerCase() === 'none') { unassigned = true; continue; }
    const id = idFromText(value);
    if (id === null) return r.fail('sales_rep', 'list.invalid_number');
    if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unassigned };
}

/**
 * `archive_status`: Active (default), Lost, Sold, a comma list of them, or `all`. With an
 * `archive_reason` the default is every status (only archived customers have a reason).
 */
function archiveStatus(r: ParamReader, byReason: boolean): CustomerListQuery['archiveStatus'] {
  const values = r.choices('archive_status', [...ARCHIVE_STATUSES, 'all'] as const);
  if (values === null) return byReason ? null : ['Active'];
  if (values.includes('all')) return null;
  return values.filter((v) => v !== 'all');
}

/** Free-text values (make, model): compared case-insensitively by the repository. */
function names(r: ParamReader, raw: RawQuery, key: string): string[] | null {
  const values = listValues(raw, key);
  if (values.length === 0) return null;
  if (values.length > 50 || values.some((v) => v.length > 60)) return r.fail(key, 'list.too_long');
  return [...new Set(values)];
}

function orderCriteria(r: ParamReader, raw: RawQuery): OrderCriteria {
  const steps: Partial<Record<StepName, readonly OrderStatus[]>> = {};
  for (const [param, step] of Object.entries(STEP_FILTER_PARAMS) as [StepFilterParam, StepName][]) {
    const statuses = r.choices(param, STEP_STATUSES[step]);
    if (statuses !== null) steps[step] = statuses;
  }
  return {
    make: names(r, raw, 'make'),
    model: names(r, raw, 'model'),
    year: r.integers('year', 1900, 2100),
    condition: r.choices('condition', CONDITIONS),
    stockStatus: r.choices('stock_status', STOCK_STATUSES),
    paymentType: r.choices('payment_type', PAYMENT_TYPES),
    status: r.choices('order_management_status', ORDER_STATUSES),
    appointment: r.choices('appointment', [...APPOINTMENT_STATUSES, 'none'] as const),
    deposit: r.choices('deposit', [...DEPOSIT_STATES, 'none'] as const),
    depositMode: r.choices('deposit_mode', DEPOSIT_MODES),
    steps,
    awaitingDealerSteps: r.choices('awaiting_dealer', STEP_NAMES),
    awaitingCustomerSteps: r.choices('awaiting_customer', STEP_NAMES),
  };
}
