import { and, eq } from 'drizzle-orm';
import type { SignInDealReader } from '@dealer-panel/core/customers/customer-sign-in';
import type { Db } from '../shared/database';
import { toLanguage } from '../access/access-columns';
import { dealerships } from '../access/schema';
import { customers } from './schema';
import { orders } from '../orders/schema';

/** The deal a link token opens, with what the customer's sign-in needs (by orders_link_token_idx). */
export function drizzleSignInDealReader(db: Db): SignInDealReader {
  return {
    async byToken(token) {
      const [row] = await db.select({
        dealershipId: orders.dealershipId, orderId: orders.id, compulsoryLogin: dealerships.compulsoryLogin, email: customers.email,
        language: customers.language, firstName: customers.firstName, dealershipName: dealerships.name,
        closedAt: orders.closedAt, renewedAt: orders.linkRenewedAt,
      }).from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).innerJoin(dealerships, eq(dealerships.id, orders.dealershipId))
        .where(and(eq(orders.linkToken, token), eq(orders.isArchived, false))).limit(1);
      return row ? {
        dealershipId: row.dealershipId, orderId: row.orderId, compulsoryLogin: row.compulsoryLogin, email: row.email ?? '',
        language: toLanguage(row.language), customerFirstName: row.firstName, dealershipName: row.dealershipName,
        lifetime: { closedAt: row.closedAt, renewedAt: row.renewedAt },
      } : null;
    },
  };
}
