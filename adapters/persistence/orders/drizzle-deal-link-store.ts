import { and, eq } from 'drizzle-orm';
import type { DealLinkStore } from '@dealer-panel/core/orders/deal-link-store';
import type { Db } from '../shared/database';
import { orders } from './schema';

/** The deal link's lifetime columns of `orders` (closed_at is dated by the order repository's writes). */
export function drizzleDealLinkStore(db: Db): DealLinkStore {
  const mine = (dealershipId: number, id: number) => and(eq(orders.dealershipId, dealershipId), eq(orders.id, id));
  return {
    async facts(dealershipId, orderId) {
      const [row] = await db.select({ closedAt: orders.closedAt, renewedAt: orders.linkRenewedAt }).from(orders).where(mine(dealershipId, orderId));
      return row ?? null;
    },
    async renew(dealershipId, orderId, at, token) {
      await db.update(orders).set({ linkRenewedAt: at, ...(token === null ? {} : { linkToken: token }) }).where(mine(dealershipId, orderId));
    },
  };
}
