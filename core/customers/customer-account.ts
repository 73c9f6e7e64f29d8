import { notifyStaff, type NotifyStaffDeps } from '../notifications/notify-staff';
import type { Clock } from '../shared/ports/clock';
import type { CustomerLink } from './customer-links';

/**
 * When a customer's account came to be. Contract: `markOpened` stamps the customer's account as
 * opened at `at` only when it was not yet (one conditional write, so of concurrent first sign-ins
 * exactly one answers true); false for an account already opened and for a customer not of the store.
 */
export interface CustomerAccounts {
  markOpened(dealershipId: number, customerId: number, at: Date): Promise<boolean>;
}

export interface CustomerSignedInDeps {
  readonly customerAccounts: CustomerAccounts;
  readonly clock: Clock;
  readonly notify: NotifyStaffDeps;
}

/**
 * The customer signed in to the customer side with one of their links (docs/decisions/notifications.md
 * "Customer-side triggers"): the first time is the moment their account is created, so it is
 * stamped once per customer, ever, and the staff who chose `customer_creates_account` are told
 * once. Later sign-ins, and the staff's own use of the links, change nothing. Answers whether this
 * was the first.
 */
export const customerSignedIn = (deps: CustomerSignedInDeps) =>
  async (owner: CustomerLink['owner']): Promise<boolean> => {
    const first = await deps.customerAccounts.markOpened(owner.dealershipId, owner.customerId, deps.clock.now());
    if (!first) return false;
    await notifyStaff(deps.notify)({
      dealershipId: owner.dealershipId, customerId: owner.customerId, orderId: owner.orderId, kind: 'customer_creates_account', detail: { customerName: owner.customerName },
    })();
    return true;
  };
