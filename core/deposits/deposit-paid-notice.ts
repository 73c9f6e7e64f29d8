import { notifyStaff, type NotifyStaffDeps } from '../notifications/notify-staff';
import type { Deposit } from './deposit';

const UNPAID_BY_CARD: readonly Deposit['state'][] = ['created', 'initiated', 'rejected', 'error'];
const PAID_BY_CARD: readonly Deposit['state'][] = ['pre_authorized', 'confirmed'];

/**
 * Whether a save from `before` to `after` is the customer's card money arriving through the
 * processor: a hold placed or a charge made on a deposit that had neither. A dealer's capture of a
 * hold, a mark as paid outside the system, a transfer or a refund is not the customer paying.
 */
export function customerPaid(before: Deposit, after: Deposit): boolean {
  return UNPAID_BY_CARD.includes(before.state) && PAID_BY_CARD.includes(after.state) && !after.paidOutside;
}

/**
 * Tells the staff who chose `customer_paid_deposit` (the amount asked, in the deposit's currency).
 * Called by whoever's versioned save made the move (the pay call, or reconciliation when the
 * processor's webhook or the job learnt of it first): the save succeeds once, so staff are told once.
 * No notice without its ports (the demo's seed pays without telling anyone).
 */
export async function tellCustomerPaid(notice: NotifyStaffDeps | null, d: Deposit): Promise<void> {
  if (notice === null) return;
  await notifyStaff(notice)({
    dealershipId: d.dealershipId, customerId: d.customerId, orderId: d.orderId, kind: 'customer_paid_deposit',
    detail: { amountCents: d.amountCents, currency: d.currency },
  })();
}
