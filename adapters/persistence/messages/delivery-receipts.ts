import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { statesBefore, type DeliveryReceipts } from '@dealer-panel/core/messages/delivery-receipt';
import { RELAY_REASONS } from '@dealer-panel/core/messages/relay-policy';
import type { Db } from '../shared/database';
import { outboundMessages } from '../shared/schema';

/**
 * The providers' receipts on outbound_messages: one conditional UPDATE (the state must be one the
 * receipt may move it from), so two callbacks at once, or one arriving late, never move a message
 * backwards. The message is found by its provider id, or by the row the callback's URL names while
 * it has none yet (the relay has not written it): then the provider id is written with the state.
 * A message the relay failed as interrupted_maybe_sent takes any receipt: it did reach the provider.
 */
export function drizzleDeliveryReceipts(db: Db): DeliveryReceipts {
  return {
    async apply(receipt) {
      const mine: SQL = receipt.messageId === null
        ? eq(outboundMessages.providerId, receipt.providerId)
        : or(eq(outboundMessages.providerId, receipt.providerId), and(eq(outboundMessages.id, receipt.messageId), isNull(outboundMessages.providerId)))!;
      const which = and(mine, eq(outboundMessages.channel, 'sms'));
      const changed = await db.update(outboundMessages)
        .set({
          state: receipt.status,
          providerId: receipt.providerId,
          stateChangedAt: receipt.at,
          ...(receipt.status === 'failed' ? { lastError: receipt.reason ?? 'failed' } : { sentAt: sql`coalesce(${outboundMessages.sentAt}, ${receipt.at.toISOString()}::timestamptz)` }),
          ...(receipt.status === 'delivered' ? { deliveredAt: receipt.at } : {}),
        })
        .where(and(which, or(
          inArray(outboundMessages.state, [...statesBefore(receipt.status)]),
          // The relay failed it as interrupted (it could not tell whether it went): the provider's word settles it.
          and(eq(outboundMessages.state, 'failed'), eq(outboundMessages.lastError, RELAY_REASONS.interrupted)),
        )))
        .returning({ id: outboundMessages.id });
      if (changed.length > 0) return 'changed';
      const known = await db.select({ id: outboundMessages.id }).from(outboundMessages).where(which).limit(1);
      return known.length > 0 ? 'unchanged' : 'unknown';
    },
  };
}
