import { and, asc, desc, eq, exists, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CustomerListQuery, OrderCriteria, SalesRepFilter } from '@dealer-panel/core/customers/customer-list-query';
import { hasOrderCriteria } from '@dealer-panel/core/customers/customer-list-query';
import type { Db } from '../shared/database';
import { containsPattern } from '../shared/column-narrowing';
import { anyOf, type QueryShape } from '../shared/query-shape';
import { STEP_COLUMNS } from '../orders/order-summary-columns';
import { users } from '../access/schema';
import { customers } from './schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';

/** `column = any(values)` with 'none' meaning NULL; the marks say which of the two parts are there. */
function inOrNone(shape: QueryShape, name: string, column: AnyColumn, values: readonly string[]): SQL | undefined {
  const real = values.filter((v) => v !== 'none');
  shape.mark(`${name}:${real.length > 0 ? 'v' : ''}${values.includes('none') ? 'n' : ''}`);
  const parts = [real.length > 0 ? anyOf(shape, column, real, 'text') : undefined, values.includes('none') ? isNull(column) : undefined];
  return or(...parts.filter((p): p is SQL => p !== undefined));
}

/** One condition of a deal or customer filter, with its mark. */
function marked(shape: QueryShape, name: string, make: () => SQL | undefined): SQL | undefined {
  shape.mark(name);
  return make();
}

/** The conditions one active deal of the customer must meet together (see OrderCriteria), every value a placeholder. */
export function orderConditions(shape: QueryShape, c: OrderCriteria): SQL[] {
  const lowerAny = (column: AnyColumn, values: readonly string[]) => anyOf(shape, sql`lower(${column})`, values.map((v) => v.toLowerCase()), 'text');
  const steps = Object.entries(c.steps).sort(([a], [b]) => a.localeCompare(b));
  const out: (SQL | null | undefined)[] = [
    c.paymentType && marked(shape, 'pt', () => anyOf(shape, orders.paymentType, c.paymentType ?? [], 'text')),
    c.status && marked(shape, 'st', () => anyOf(shape, orders.status, c.status ?? [], 'text')),
    c.appointment && inOrNone(shape, 'ap', orders.appointmentStatus, c.appointment),
    c.deposit && inOrNone(shape, 'de', orders.depositStatus, c.deposit),
    c.depositMode && marked(shape, 'dm', () => anyOf(shape, orders.depositMode, c.depositMode ?? [], 'text')),
    c.make && marked(shape, 'mk', () => lowerAny(vehicles.make, c.make ?? [])),
    c.model && marked(shape, 'md', () => lowerAny(vehicles.model, c.model ?? [])),
    c.year && marked(shape, 'yr', () => anyOf(shape, vehicles.year, c.year ?? [], 'int')),
    c.condition && marked(shape, 'cd', () => anyOf(shape, vehicles.condition, c.condition ?? [], 'text')),
    c.stockStatus && marked(shape, 'ss', () => anyOf(shape, vehicles.stockStatus, c.stockStatus ?? [], 'text')),
    ...steps.map(([step, statuses]) => marked(shape, `step:${step}`, () => anyOf(shape, STEP_COLUMNS[step as keyof typeof STEP_COLUMNS], [...(statuses ?? [])], 'text'))),
    c.awaitingDealerSteps && marked(shape, `ad:${c.awaitingDealerSteps.join(',')}`, () => or(...(c.awaitingDealerSteps ?? []).map((s) => eq(STEP_COLUMNS[s], sql`'awaiting-dealer'`)))),
    c.awaitingCustomerSteps && marked(shape, `ac:${c.awaitingCustomerSteps.join(',')}`, () => or(...(c.awaitingCustomerSteps ?? []).map((s) => eq(STEP_COLUMNS[s], sql`'awaiting-customer'`)))),
  ];
  return out.filter((x): x is SQL => x !== undefined && x !== null);
}

/** The customer's rep is one of `ids`, or none when `unassigned`; a filter that allows nobody matches nothing. */
export function salesRepCondition(column: AnyColumn, f: SalesRepFilter): SQL {
  return or(
    f.ids.length > 0 ? inArray(column, [...f.ids]) : undefined,
    f.unassigned ? isNull(column) : undefined,
  ) ?? sql`false`;
}

/** As salesRepCondition, with the ids as one placeholder. */
function shapedSalesRep(shape: QueryShape, column: AnyColumn, f: SalesRepFilter): SQL {
  shape.mark(`rep:${f.ids.length > 0 ? 'i' : ''}${f.unassigned ? 'u' : ''}`);
  return or(
    f.ids.length > 0 ? anyOf(shape, column, f.ids, 'int') : undefined,
    f.unassigned ? isNull(column) : undefined,
  ) ?? sql`false`;
}

/**
 * How a search word is matched. `index`: `search_text like '%word%'`, which the trigram index serves.
 * `scan`: `strpos(search_text, word) > 0`, the same test on rows already read (the search window):
 * the planner gives it one estimate whatever the word, so a prepared statement keeps its generic plan
 * instead of being planned again for each word (~0.35 ms of database CPU per search page).
 */
export type SearchMatch = 'index' | 'scan';

/** Every condition of the list: tenant first, then the customer's own columns, then one matching deal. */
export function customerListWhere(db: Db, shape: QueryShape, dealershipId: number, q: CustomerListQuery, match: SearchMatch = 'index'): SQL | undefined {
  // Customers merged into another (issue 18) are never listed, counted or exported.
  const conditions: (SQL | undefined)[] = [sql`${customers.dealershipId} = ${shape.value(dealershipId)}`, isNull(customers.mergedIntoId)];
  if (q.archiveStatus !== null) conditions.push(marked(shape, 'as', () => anyOf(shape, customers.archiveStatus, q.archiveStatus ?? [], 'text')));
  if (q.archiveReason !== null) conditions.push(marked(shape, 'ar', () => anyOf(shape, customers.archiveReason, q.archiveReason ?? [], 'text')));
  if (q.leadType !== null) conditions.push(marked(shape, 'lt', () => anyOf(shape, customers.leadType, q.leadType ?? [], 'text')));
  if (q.salesRep !== null) conditions.push(shapedSalesRep(shape, customers.salesRepId, q.salesRep));
  shape.mark(`aw:${q.awaiting}`);
  if (q.awaiting === 'dealer' || q.awaiting === 'customer') conditions.push(sql`${customers.awaiting} = ${shape.value(q.awaiting)}`);
  if (q.awaiting === 'none') conditions.push(isNull(customers.awaiting));
  shape.mark(`s:${q.search.length}:${match}`);
  for (const token of q.search) {
    conditions.push(match === 'index' ? sql`${customers.searchText} like ${shape.value(containsPattern(token))}` : sql`strpos(${customers.searchText}, ${shape.value(token)}) > 0`);
  }
  if (hasOrderCriteria(q.orders)) {
    shape.mark('deal(');
    const deal = db.select({ one: sql`1` }).from(orders).leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
      .where(and(eq(orders.customerId, customers.id), eq(orders.isArchived, false), ...orderConditions(shape, q.orders)));
    shape.mark(')');
    conditions.push(exists(deal));
  }
  return and(...conditions);
}

/** One key of the list's ordering: an expression, and whether NULLs go last whatever the direction. */
export interface SortKey { readonly expr: SQL | AnyColumn; readonly nullsLast: boolean }

/** The list's ordering keys, with the id as the last key so pages never overlap or skip (no values: the ordering is part of the shape). */
export function customerListSortKeys(shape: QueryShape, q: CustomerListQuery): SortKey[] {
  shape.mark(`o:${q.ordering.field}:${q.ordering.descending ? 'd' : 'a'}`);
  const plain = (expr: SQL | AnyColumn): SortKey => ({ expr, nullsLast: false });
  const key = ((): SortKey[] => {
    switch (q.ordering.field) {
      case 'created': return [plain(customers.createdAt)];
      case 'updated': return [plain(customers.updatedAt)];
      case 'name':
      case 'last_name': return [plain(customers.sortName)];
      case 'first_name': return [plain(customers.sortFirst)];
      case 'email': return [plain(sql`lower(${customers.email})`)];
      case 'sales_rep': return [{ expr: sql`lower(${users.lastName})`, nullsLast: true }, { expr: sql`lower(${users.firstName})`, nullsLast: true }];
      case 'awaiting': return [plain(sql`case ${customers.awaiting} when 'dealer' then 0 when 'customer' then 1 else 2 end`)];
    }
  })();
  return [...key, plain(customers.id)];
}

/** A sort key as an ORDER BY term in the list's direction. */
export function orderTerm(expr: SQL | AnyColumn, descending: boolean, nullsLast: boolean): SQL {
  if (nullsLast) return descending ? sql`${expr} desc nulls last` : sql`${expr} asc nulls last`;
  return descending ? desc(expr) : asc(expr);
}

/** ORDER BY of the list (see customerListSortKeys). */
export function customerListOrder(shape: QueryShape, q: CustomerListQuery): SQL[] {
  return customerListSortKeys(shape, q).map((k) => orderTerm(k.expr, q.ordering.descending, k.nullsLast));
}
