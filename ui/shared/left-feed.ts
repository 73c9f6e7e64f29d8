import { isClosedDeal, type OrderStatus } from '@dealer-panel/core/shared/deal-states';

/**
 * When the deal's vehicle left the inventory feed, if the deal is still open (not archived, not
 * confirmed, completed or ended): the deal then warns that its vehicle may no longer be for sale.
 */
export function leftFeedWarning(order: {
  readonly status: OrderStatus;
  readonly is_archived: boolean;
  readonly confirmed_at: string | null;
  readonly vehicle: { readonly left_feed_at?: string } | null;
}): string | null {
  const left = order.vehicle?.left_feed_at;
  if (left === undefined || order.is_archived) return null;
  return isClosedDeal({ status: order.status, confirmedAt: order.confirmed_at === null ? null : new Date(order.confirmed_at) }) ? null : left;
}
