import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../shared/database';
import { customers } from './schema';
import { orders } from '../orders/schema';

/**
 * Recomputes who acts next for these customers from their active deals (core/shared/deal-states
 * customerAwaiting, in SQL): the dealer when any active deal awaits the dealer, else the customer
 * when any awaits the customer, else nobody. Every write to orders calls it in its transaction.
 */
export async function refreshCustomerAwaiting(db: Db, customerIds: readonly number[]): Promise<void> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return;
  await db.update(customers).set({
    awaiting: sql`(select case when bool_or(${orders.awaiting} = 'dealer') then 'dealer'
      when bool_or(${orders.awaiting} = 'customer') then 'customer' end
      from ${orders} where ${orders.customerId} = ${customers.id} and not ${orders.isArchived})`,
  }).where(inArray(customers.id, ids));
}
