import { paidCents, type Deposit, type DepositReason } from '@dealer-panel/core/deposits/deposit';
import type { DepositBody } from '../../contract/deposits/deposits';

const reasonBody = (r: DepositReason | null) =>
  (r === null ? null : { reason_id: 'reasonId' in r ? r.reasonId : null, other: 'other' in r ? r.other : null });

/** A deposit on the wire (contract/deposits/deposits.ts). */
export function depositBody(d: Deposit): DepositBody {
  return {
    id: d.id, order_id: d.orderId, customer_id: d.customerId, state: d.state, payment_status: d.paymentStatus, mode: d.mode, currency: d.currency,
    amount_cents: d.amountCents, captured_cents: d.capturedCents, refunded_cents: d.refundedCents, transferred_out_cents: d.transferredOutCents,
    paid_cents: paidCents(d), paid_outside: d.paidOutside, hold_expires_at: d.holdExpiresAt?.toISOString() ?? null,
    refund_reason: reasonBody(d.refundReason), transfer_reason: reasonBody(d.transferReason),
    transferred_to_deposit_id: d.transferredToDepositId, transferred_from_deposit_id: d.transferredFromDepositId, decline_code: d.declineCode,
    created: d.createdAt.toISOString(), updated: d.updatedAt.toISOString(),
  };
}
