import type { Condition, StockStatus } from '../inventory/vehicle';
import type { AppointmentStatus, DepositMode, DepositState, OrderStatus, PaymentType, StepName } from '../shared/deal-states';
import { countLimitFor } from '../shared/page';
import type { ArchiveReason } from './archive-reasons';
import type { ArchiveStatus, LeadType } from './customer';

/** Customer list page size (spec 001 section 9). */
export const CUSTOMER_PAGE_SIZE = 10;

/**
 * The list counts matches exactly up to this many, then says "10,000+" (decision: an exact count of
 * 70,000 rows cost 18 to 145 ms per request; a desk never pages that far, and small answers stay exact).
 * Deep pages count a little further, up to the page asked for plus one row.
 */
export const CUSTOMER_COUNT_CAP = 10_000;

/** How many matching rows the list counts at most for `page` (see CUSTOMER_COUNT_CAP). */
export function customerCountLimit(page: number): number {
  return countLimitFor(CUSTOMER_COUNT_CAP, page, CUSTOMER_PAGE_SIZE);
}

/** Fields the list sorts by; `-field` is descending, the default is `-created` (newest first). */
export const CUSTOMER_ORDER_FIELDS = ['created', 'updated', 'name', 'first_name', 'last_name', 'email', 'sales_rep', 'awaiting'] as const;
export type CustomerOrderField = (typeof CUSTOMER_ORDER_FIELDS)[number];

/** `awaiting`: all (default), the dealer, the customer, or nobody acts next. */
export const AWAITING_FILTERS = ['all', 'dealer', 'customer', 'none'] as const;
export type AwaitingFilter = (typeof AWAITING_FILTERS)[number];

/** The list parameters that filter by one step's status, and the step each names. */
export const STEP_FILTER_PARAMS = {
  build_and_price_step: 'build-and-price',
  appointment_step: 'appointment',
  deposit_step: 'deposit',
  credit_application_step: 'credit-app',
  trade_in_step: 'trade-in',
} as const satisfies Readonly<Record<string, StepName>>;
export type StepFilterParam = keyof typeof STEP_FILTER_PARAMS;

/**
 * Conditions on the customer's deals. A customer matches when ONE of their active (not archived)
 * deals meets all of them together: "finance, a Honda, deposit completed" is one deal, not three.
 * Null means "not filtered". 'none' in `appointment` and `deposit` matches a deal without one.
 */
export interface OrderCriteria {
  readonly make: readonly string[] | null;
  readonly model: readonly string[] | null;
  readonly year: readonly number[] | null;
  readonly condition: readonly Condition[] | null;
  readonly stockStatus: readonly StockStatus[] | null;
  readonly paymentType: readonly PaymentType[] | null;
  readonly status: readonly OrderStatus[] | null;
  readonly appointment: readonly (AppointmentStatus | 'none')[] | null;
  readonly deposit: readonly (DepositState | 'none')[] | null;
  readonly depositMode: readonly DepositMode[] | null;
  readonly steps: Readonly<Partial<Record<StepName, readonly OrderStatus[]>>>;
  /** Steps of which one awaits the dealer (awaiting_dealer) or the customer (awaiting_customer). */
  readonly awaitingDealerSteps: readonly StepName[] | null;
  readonly awaitingCustomerSteps: readonly StepName[] | null;
}

export interface SalesRepFilter {
  readonly ids: readonly number[];
  /** `none` was asked for: customers without a rep. */
  readonly unassigned: boolean;
}

export interface CustomerListQuery {
  /** 1-based. A page past the last gives an empty page, not an error. */
  readonly page: number;
  /** Folded search tokens; every one must match (see search-text.ts). */
  readonly search: readonly string[];
  readonly awaiting: AwaitingFilter;
  readonly ordering: { readonly field: CustomerOrderField; readonly descending: boolean };
  readonly salesRep: SalesRepFilter | null;
  /** Null means every status (archive_status=all). Default: Active only. */
  readonly archiveStatus: readonly ArchiveStatus[] | null;
  /** archive_reason: customers archived for one of these reasons (null: any, or none). */
  readonly archiveReason: readonly ArchiveReason[] | null;
  readonly leadType: readonly LeadType[] | null;
  readonly orders: OrderCriteria;
}

export function hasOrderCriteria(c: OrderCriteria): boolean {
  const lists = [c.make, c.model, c.year, c.condition, c.stockStatus, c.paymentType, c.status, c.appointment, c.deposit,
    c.depositMode, c.awaitingDealerSteps, c.awaitingCustomerSteps];
  return lists.some((l) => l !== null) || Object.keys(c.steps).length > 0;
}

/** The page numbers of a result: `last` is at least 1, so an empty list still has page 1. */
export function lastPage(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
