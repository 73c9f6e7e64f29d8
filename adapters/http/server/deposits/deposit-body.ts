import * as E from 'fp-ts/Either';
import { paidCents, type Deposit, type DepositReason } from '@dealer-panel/core/deposits/deposit';
import { REFUND_REASONS, reasonFrom } from '@dealer-panel/core/deposits/deposit-reasons';
import type { DepositBody, RefundDepositRequest } from '../../contract/deposits/deposits';
import { dealerProblem } from '../dealer-errors';
import { problem, type Problem } from '../platform/problem';

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

/** A decoded refund_deposit/ body as the refund's amount (absent: all of it) and reason, or its 400 (the route and the CLI's refund-deposit). */
export function refundOf(body: RefundDepositRequest): E.Either<Problem, { readonly amountCents: number | 'all'; readonly reason: DepositReason }> {
  const amount = body.amount_cents;
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0)) return E.left(problem(400, 'invalid_input', { errors: { amount_cents: ['deposit.invalid_amount'] } }));
  const reason = reasonFrom(REFUND_REASONS, body.refund_reason_id, body.other_refund_reason, 'refund_reason_id', 'other_refund_reason');
  if (E.isLeft(reason)) return E.left(dealerProblem(reason.left));
  return E.right({ amountCents: amount ?? 'all', reason: reason.right });
}
