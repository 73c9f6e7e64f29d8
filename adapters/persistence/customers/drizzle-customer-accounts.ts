import { and, eq, isNull } from 'drizzle-orm';
import type { CustomerAccounts } from '@dealer-panel/core/customers/customer-account';
import type { Db } from '../shared/database';
import { customers } from './schema';

/** customers.account_opened_at, written once: the conditional update decides a race of first sign-ins. */
export function drizzleCustomerAccounts(db: Db): CustomerAccounts {
  return {
    async markOpened(dealershipId, customerId, at) {
      const stamped = await db.update(customers).set({ accountOpenedAt: at })
        .where(and(eq(customers.id, customerId), eq(customers.dealershipId, dealershipId), isNull(customers.accountOpenedAt)))
        .returning({ id: customers.id });
      return stamped.length === 1;
    },
  };
}
