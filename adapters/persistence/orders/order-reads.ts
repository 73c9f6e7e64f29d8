import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderView } from '@dealer-panel/core/orders/order';
import type { OrderListQuery } from '@dealer-panel/core/orders/order-repository';
import { salesRepCondition } from '../customers/customer-list-sql';
import type { Db } from '../shared/database';
import { orderColumns, toOrder } from './order-columns';
import { toLanguage } from '../access/access-columns';
import { users } from '../access/schema';
import { customers } from '../customers/schema';
import { vehicles } from '../inventory/schema';
import { orders } from './schema';
import { toVehicle, vehicleColumns } from '../inventory/vehicle-columns';

const archiver = alias(users, 'archiver');

/** Deals with their vehicle, customer and the user who last (un)archived them, in one query. */
async function views(db: Db, where: SQL | undefined, order: SQL[], limit?: { readonly size: number; readonly offset: number }): Promise<OrderView[]> {
  const base = db.select({
    order: orderColumns, vehicle: vehicleColumns,
    customer: { id: customers.id, firstName: customers.firstName, lastName: customers.lastName, email: customers.email, language: customers.language },
    archiver: { id: archiver.id, firstName: archiver.firstName, lastName: archiver.lastName },
  }).from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(archiver, eq(archiver.id, orders.archivedStatusChangedBy))
    .where(where).orderBy(...order);
  const rows = limit ? await base.limit(limit.size).offset(limit.offset) : await base;
  return rows.map((r) => ({
    ...toOrder(r.order),
    vehicle: r.vehicle ? toVehicle(r.vehicle) : null,
    customer: { ...r.customer, language: toLanguage(r.customer.language) },
    archivedBy: r.archiver,
  }));
}

export async function viewOrder(db: Db, dealershipId: number, id: number): Promise<OrderView | null> {
  return (await views(db, and(eq(orders.dealershipId, dealershipId), eq(orders.id, id)), []))[0] ?? null;
}

export async function listOrders(db: Db, dealershipId: number, q: OrderListQuery): Promise<{ count: number; items: OrderView[] }> {
  const where = and(
    eq(orders.dealershipId, dealershipId),
    q.customerId === null ? undefined : eq(orders.customerId, q.customerId),
    q.archived === null ? undefined : eq(orders.isArchived, q.archived),
    q.paymentType === null ? undefined : inArray(orders.paymentType, [...q.paymentType]),
    q.status === null ? undefined : inArray(orders.status, [...q.status]),
    q.customerRep === null ? undefined
      : inArray(orders.customerId, db.select({ id: customers.id }).from(customers)
        .where(and(eq(customers.dealershipId, dealershipId), salesRepCondition(customers.salesRepId, q.customerRep)))),
  );
  const dir = q.ordering.descending ? desc : asc;
  const key = q.ordering.field === 'created' ? orders.createdAt : orders.updatedAt;
  const [counted, items] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    views(db, where, [dir(key), dir(orders.id)], { size: q.pageSize, offset: (q.page - 1) * q.pageSize }),
  ]);
  return { count: counted[0]?.n ?? 0, items };
}
