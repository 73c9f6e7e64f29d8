import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { CustomerOwnerReader, CustomerTarget } from '@dealer-panel/core/customers/customer-visibility';
import type { Db } from '../shared/database';
import { customers } from './schema';
import { feesAndDiscounts } from '../fees/schema';
import { orders } from '../orders/schema';
import { orderPaymentTypes } from '../payments/schema';

/** Whom the customer behind a customer, deal, payment type or custom fee is assigned to: one indexed read. */
export function drizzleCustomerOwnerReader(db: Db): CustomerOwnerReader {
  const rep = { repId: customers.salesRepId };
  const viaOrder = (where: SQL | undefined) => db.select(rep).from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId)).where(where).limit(1);

  const read = (dealershipId: number, t: CustomerTarget) => {
    switch (t.kind) {
      case 'customer':
        return db.select(rep).from(customers).where(and(eq(customers.id, t.id), eq(customers.dealershipId, dealershipId), isNull(customers.mergedIntoId))).limit(1);
      case 'order':
        return viaOrder(and(eq(orders.id, t.id), eq(orders.dealershipId, dealershipId)));
      case 'payment-type':
        return db.select(rep).from(orderPaymentTypes)
          .innerJoin(orders, eq(orders.id, orderPaymentTypes.orderId))
          .innerJoin(customers, eq(customers.id, orders.customerId))
          .where(and(eq(orderPaymentTypes.id, t.id), eq(orders.dealershipId, dealershipId))).limit(1);
      case 'custom-fee':
      case 'custom-discount':
        return db.select(rep).from(feesAndDiscounts)
          .innerJoin(orders, eq(orders.id, feesAndDiscounts.orderId))
          .innerJoin(customers, eq(customers.id, orders.customerId))
          .where(and(eq(feesAndDiscounts.id, t.id), eq(feesAndDiscounts.dealershipId, dealershipId),
            eq(feesAndDiscounts.kind, t.kind === 'custom-fee' ? 'fee' : 'discount'))).limit(1);
    }
  };

  return {
    async ownerOf(dealershipId, target) {
      const [row] = await read(dealershipId, target);
      return row === undefined ? { found: false } : { found: true, repId: row.repId };
    },
  };
}
