import { DEPOSIT_CURRENCIES, PAYMENT_STATUSES, type Deposit, type DepositReason } from '@dealer-panel/core/deposits/deposit';
import { DEPOSIT_MODES, DEPOSIT_STATES } from '@dealer-panel/core/shared/deal-states';
import { narrow } from '../shared/column-narrowing';
import type { deposits } from './schema';

export type DepositRow = typeof deposits.$inferSelect;

const reasonOf = (value: unknown): DepositReason | null => {
  const r = value as { reasonId?: unknown; other?: unknown } | null;
  if (r !== null && typeof r.reasonId === 'number') return { reasonId: r.reasonId };
  if (r !== null && typeof r.other === 'string') return { other: r.other };
  return null;
};

/** A row as core's record. */
export function depositFromRow(row: DepositRow): Deposit {
  return {
    id: row.id, dealershipId: row.dealershipId, orderId: row.orderId, customerId: row.customerId,
    mode: narrow(DEPOSIT_MODES, row.mode, 'hold'), state: narrow(DEPOSIT_STATES, row.state, 'error'),
    paymentStatus: narrow(PAYMENT_STATUSES, row.paymentStatus, 'unpaid'), amountCents: row.amountCents, capturedCents: row.capturedCents,
    refundedCents: row.refundedCents, transferredOutCents: row.transferredOutCents, currency: narrow(DEPOSIT_CURRENCIES, row.currency, 'CAD'),
    processorPaymentId: row.processorPaymentId, processorRefundIds: [...row.processorRefundIds], paidOutside: row.paidOutside,
    holdExpiresAt: row.holdExpiresAt, refundReason: reasonOf(row.refundReason), transferReason: reasonOf(row.transferReason),
    transferredToDepositId: row.transferredToDepositId, transferredFromDepositId: row.transferredFromDepositId, declineCode: row.declineCode,
    version: row.version, createdAt: row.createdAt, updatedAt: row.updatedAt,
  };
}

/** The columns a save writes (everything but the id and who it belongs to). */
export function depositChanges(d: Deposit) {
  return {
    mode: d.mode, state: d.state, paymentStatus: d.paymentStatus, amountCents: d.amountCents, capturedCents: d.capturedCents,
    refundedCents: d.refundedCents, transferredOutCents: d.transferredOutCents, currency: d.currency, processorPaymentId: d.processorPaymentId,
    processorRefundIds: [...d.processorRefundIds], paidOutside: d.paidOutside, holdExpiresAt: d.holdExpiresAt, refundReason: d.refundReason,
    transferReason: d.transferReason, transferredToDepositId: d.transferredToDepositId, transferredFromDepositId: d.transferredFromDepositId,
    declineCode: d.declineCode, version: d.version, createdAt: d.createdAt, updatedAt: d.updatedAt,
  };
}
