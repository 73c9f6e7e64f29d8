import { and, asc, desc, eq, exists, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CustomerListQuery, OrderCriteria, SalesRepFilter } from '@dealer-panel/core/customers/customer-list-query';
import { hasOrderCriteria } from '@dealer-panel/core/customers/customer-list-query';
import type { Db } from '../shared/database';
import { containsPattern } from '../shared/column-narrowing';
import { STEP_COLUMNS } from '../orders/order-summary-columns';
import { users } from '../access/schema';
import { customers } from './schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';

/** `column IN (values)` with 'none' meaning NULL. */
function inOrNone(column: AnyColumn, values: readonly string[]): SQL | undefined {
  const real = values.filter((v) => v !== 'none');
  const parts = [real.length > 0 ? inArray(column, real) : undefined, values.includes('none') ? isNull(column) : undefined];
  return or(...parts.filter((p): p is SQL => p !== undefined));
}

const lowerIn = (column: AnyColumn, values: readonly string[]): SQL =>
  inArray(sql`lower(${column})`, values.map((v) => v.toLowerCase()));

/** The conditions one active deal of the customer must meet together (see OrderCriteria). */
export function orderConditions(c: OrderCriteria): SQL[] {
  const out: (SQL | null | undefined)[] = [
    c.paymentType && inArray(orders.paymentType, c.paymentType),
    c.status && inArray(orders.status, c.status),
    c.appointment && inOrNone(orders.appointmentStatus, c.appointment),
    c.deposit && inOrNone(orders.depositStatus, c.deposit),
    c.depositMode && inArray(orders.depositMode, c.depositMode),
    c.make && lowerIn(vehicles.make, c.make),
    c.model && lowerIn(vehicles.model, c.model),
    c.year && inArray(vehicles.year, c.year),
    c.condition && inArray(vehicles.condition, c.condition),
    c.stockStatus && inArray(vehicles.stockStatus, c.stockStatus),
    ...Object.entries(c.steps).map(([step, statuses]) => inArray(STEP_COLUMNS[step as keyof typeof STEP_COLUMNS], [...(statuses ?? [])])),
    c.awaitingDealerSteps && or(...c.awaitingDealerSteps.map((s) => eq(STEP_COLUMNS[s], 'awaiting-dealer'))),
    c.awaitingCustomerSteps && or(...c.awaitingCustomerSteps.map((s) => eq(STEP_COLUMNS[s], 'awaiting-customer'))),
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

/** Every condition of the list: tenant first, then the customer's own columns, then one matching deal. */
export function customerListWhere(db: Db, dealershipId: number, q: CustomerListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(customers.dealershipId, dealershipId)];
  if (q.archiveStatus !== null) conditions.push(inArray(customers.archiveStatus, [...q.archiveStatus]));
  if (q.leadType !== null) conditions.push(inArray(customers.leadType, [...q.leadType]));
  if (q.salesRep !== null) conditions.push(salesRepCondition(customers.salesRepId, q.salesRep));
  if (q.awaiting === 'dealer' || q.awaiting === 'customer') conditions.push(eq(customers.awaiting, q.awaiting));
  if (q.awaiting === 'none') conditions.push(isNull(customers.awaiting));
  for (const token of q.search) conditions.push(sql`${customers.searchText} like ${containsPattern(token)}`);
  if (hasOrderCriteria(q.orders)) {
    const deal = db.select({ one: sql`1` }).from(orders).leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
      .where(and(eq(orders.customerId, customers.id), eq(orders.isArchived, false), ...orderConditions(q.orders)));
    conditions.push(exists(deal));
  }
  return and(...conditions);
}

/** ORDER BY of the list, with the id as the last key so pages never overlap or skip. */
export function customerListOrder(q: CustomerListQuery): SQL[] {
  const dir = q.ordering.descending ? desc : asc;
  const nullsLast = (e: SQL) => (q.ordering.descending ? sql`${e} desc nulls last` : sql`${e} asc nulls last`);
  const key = ((): SQL[] => {
    switch (q.ordering.field) {
      case 'created': return [dir(customers.createdAt)];
      case 'updated': return [dir(customers.updatedAt)];
      case 'name':
      case 'last_name': return [dir(customers.sortName)];
      case 'first_name': return [dir(customers.sortFirst)];
      case 'email': return [dir(sql`lower(${customers.email})`)];
      case 'sales_rep': return [nullsLast(sql`lower(${users.lastName})`), nullsLast(sql`lower(${users.firstName})`)];
      case 'awaiting': return [dir(sql`case ${customers.awaiting} when 'dealer' then 0 when 'customer' then 1 else 2 end`)];
    }
  })();
  return [...key, dir(customers.id)];
}
