import { and, asc, eq } from 'drizzle-orm';
import type { ReserveItFields } from '@dealer-panel/core/deposits/reserve-it';
import type { Db } from '../shared/database';
import { orders } from '../orders/schema';
import { reserveItFields as F } from './schema';

/** Reserve-It fields in the database; every call first checks the deal is the store's. */
export function drizzleReserveItFields(db: Db): ReserveItFields {
  const mine = async (dealershipId: number, orderId: number) =>
    (await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.dealershipId, dealershipId))).limit(1)).length > 0;
  return {
    async list(dealershipId, orderId) {
      if (!(await mine(dealershipId, orderId))) return null;
      return db.select({ name: F.name, value: F.value }).from(F).where(eq(F.orderId, orderId)).orderBy(asc(F.name));
    },
    async save(dealershipId, orderId, field, at) {
      if (!(await mine(dealershipId, orderId))) return false;
      await db.insert(F).values({ orderId, name: field.name, value: field.value, updatedAt: at })
        .onConflictDoUpdate({ target: [F.orderId, F.name], set: { value: field.value, updatedAt: at } });
      return true;
    },
    async remove(dealershipId, orderId, name) {
      if (!(await mine(dealershipId, orderId))) return false;
      return (await db.delete(F).where(and(eq(F.orderId, orderId), eq(F.name, name))).returning({ name: F.name })).length > 0;
    },
  };
}
