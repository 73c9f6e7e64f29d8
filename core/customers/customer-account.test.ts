import { describe, expect, it } from 'vitest';
import { defaultNotifications } from '../access/dealer-user';
import { fakeClock, fixedTemplates, recordingEmail } from '../access/testing/in-memory-ports';
import { inMemoryNotifications } from '../notifications/testing/in-memory-notifications';
import { customerSignedIn, type CustomerAccounts } from './customer-account';

/** Accounts in memory: a customer's first stamp wins. */
function accounts(): CustomerAccounts & { readonly opened: Map<number, Date> } {
  const opened = new Map<number, Date>();
  return {
    opened,
    async markOpened(dealershipId, customerId, at) {
      if (dealershipId !== 7 || opened.has(customerId)) return false;
      opened.set(customerId, at);
      return true;
    },
  };
}

describe("a customer's sign-in by a link", () => {
  it('opens their account the first time and tells the staff once; later sign-ins tell no one', async () => {
    const clock = fakeClock();
    const notifications = inMemoryNotifications([{ id: 5, dealershipId: 7, salesRepId: 1 }], [
      { userId: 1, email: 'rep@store.test', language: 'fr_CA', roles: { 7: 'dealer_sales_rep' }, isActive: true, isCorporate: false, notifications: defaultNotifications },
    ]);
    const email = recordingEmail();
    const store = accounts();
    const signedIn = customerSignedIn({ customerAccounts: store, clock, notify: { notifications, email, templates: fixedTemplates, clock, customerLink: (id) => `https://panel.test/dealer/customers/${id}` } });
    const owner = { dealershipId: 7, customerId: 5, orderId: 12, customerName: 'Marie Tremblay' };
    expect(await signedIn(owner)).toBe(true);
    clock.advance(60_000);
    expect(await signedIn({ ...owner, orderId: null })).toBe(false);
    expect(store.opened.get(5)).toEqual(new Date(clock.now().getTime() - 60_000));
    expect(notifications.rows.map((r) => [r.userId, r.kind, r.orderId, r.detail.customerName])).toEqual([[1, 'customer_creates_account', 12, 'Marie Tremblay']]);
    expect(email.sent).toHaveLength(1);
  });
});
