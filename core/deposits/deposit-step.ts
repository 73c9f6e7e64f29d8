import type { DepositState, OrderStatus } from '../shared/deal-states';

/**
 * The deal's deposit step status (STEP_STATUSES.deposit) for a deposit state, so that the customer
 * list's step filters follow the deposit: asked or being paid is pending, a hold is pre_authorized,
 * paid is completed, a decline or an unknown outcome is failed.
 */
export const DEPOSIT_STEP_STATUS: Readonly<Record<DepositState, OrderStatus>> = {
  created: 'pending', initiated: 'pending', pre_authorized: 'pre_authorized', confirmed: 'completed', rejected: 'failed',
  error: 'failed', expired: 'expired', canceled: 'canceled', refunded: 'refunded',
};
