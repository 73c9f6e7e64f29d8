import { and, eq } from 'drizzle-orm';
import type { NewPaymentType } from '@dealer-panel/core/payments/payments-repository';
import type { PaymentDetails, PaymentTypeRecord, PricedTotals } from '@dealer-panel/core/payments/pricing-inputs';
import type { Db } from '../shared/database';
import { orders } from '../orders/schema';
import { byMethod, toPaymentType } from './payment-rows';
import { orderPaymentTypes } from './schema';

export type PaymentTypeChange = Partial<PaymentDetails> & { readonly isActive?: boolean };

async function paymentTypesOfOrder(db: Db, orderId: number): Promise<PaymentTypeRecord[]> {
  return (await db.select().from(orderPaymentTypes).where(eq(orderPaymentTypes.orderId, orderId))).map(toPaymentType).sort(byMethod);
}

/** The order's records, or null when the order is not the dealership's. */
export async function paymentTypesOf(db: Db, dealershipId: number, orderId: number): Promise<PaymentTypeRecord[] | null> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.dealershipId, dealershipId), eq(orders.id, orderId)));
  return order ? paymentTypesOfOrder(db, orderId) : null;
}

export async function createPaymentTypes(db: Db, orderId: number, records: readonly NewPaymentType[]): Promise<PaymentTypeRecord[]> {
  await db.transaction(async (tx) => {
    await tx.insert(orderPaymentTypes).values(records.map((r) => ({ ...r, orderId }))).onConflictDoNothing();
    // Exactly one active: when none is (two first reads raced, or the order's method was unknown), the finance record is.
    const rows = await tx.select({ id: orderPaymentTypes.id, method: orderPaymentTypes.method, isActive: orderPaymentTypes.isActive }).from(orderPaymentTypes).where(eq(orderPaymentTypes.orderId, orderId));
    const active = rows.filter((r) => r.isActive);
    if (active.length !== 1) {
      const keep = active[0] ?? rows.find((r) => r.method === 'finance') ?? rows[0];
      if (keep) {
        await tx.update(orderPaymentTypes).set({ isActive: false }).where(eq(orderPaymentTypes.orderId, orderId));
        await tx.update(orderPaymentTypes).set({ isActive: true }).where(eq(orderPaymentTypes.id, keep.id));
      }
    }
  });
  return paymentTypesOfOrder(db, orderId);
}

export async function paymentTypeOf(db: Db, dealershipId: number, id: number): Promise<PaymentTypeRecord | null> {
  const [row] = await db.select({ pt: orderPaymentTypes }).from(orderPaymentTypes)
    .innerJoin(orders, eq(orders.id, orderPaymentTypes.orderId))
    .where(and(eq(orderPaymentTypes.id, id), eq(orders.dealershipId, dealershipId)));
  return row ? toPaymentType(row.pt) : null;
}

/** Making a record active deactivates the order's others and sets the order's payment type, in one transaction. */
export async function updatePaymentType(db: Db, id: number, change: PaymentTypeChange): Promise<PaymentTypeRecord> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orderPaymentTypes).where(eq(orderPaymentTypes.id, id)).for('update');
    if (change.isActive === true && current) {
      await tx.update(orderPaymentTypes).set({ isActive: false }).where(eq(orderPaymentTypes.orderId, current.orderId));
      await tx.update(orders).set({ paymentType: current.method, updatedAt: new Date() }).where(eq(orders.id, current.orderId));
    }
    const [row] = await tx.update(orderPaymentTypes).set({ ...change, updatedAt: new Date() }).where(eq(orderPaymentTypes.id, id)).returning();
    return toPaymentType(row!);
  });
}

export async function savePriced(db: Db, id: number, details: PaymentDetails, totals: PricedTotals): Promise<PaymentTypeRecord> {
  const [row] = await db.update(orderPaymentTypes).set({ ...details, ...totals, pricedAt: new Date(), updatedAt: new Date() })
    .where(eq(orderPaymentTypes.id, id)).returning();
  return toPaymentType(row!);
}
