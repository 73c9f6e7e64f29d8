import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { defaultNotifications } from '../access/dealer-user';
import { fakeClock, fixedTemplates, recordingEmail } from '../access/testing/in-memory-ports';
import type { NotificationEvent } from './notification';
import { notifyStaff } from './notify-staff';
import { inMemoryNotifications, type StaffSeed } from './testing/in-memory-notifications';

const person = (userId: number, roles: StaffSeed['roles'], extra: Partial<StaffSeed> = {}): StaffSeed => ({
  userId, email: `u${userId}@store.test`, language: 'en_CA', roles, isActive: true, isCorporate: false, notifications: defaultNotifications, ...extra,
});

/** Store 7: customer 5 of rep 1; customer 6 of rep 2. Store 8: customer 9. */
function setup() {
  const staff = [
    person(1, { 7: 'dealer_sales_rep' }),
    person(2, { 7: 'dealer_sales_rep' }),
    person(3, { 7: 'dealer_sales_manager' }, { language: 'fr_CA' }),
    person(4, { 7: 'dealer_admin' }, { isActive: false }),
    person(5, { 7: 'dealer_admin' }, { isCorporate: true }),
    person(6, { 7: 'organization_admin', 8: 'organization_admin' }),
    person(7, { 8: 'dealer_admin' }),
  ];
  const store = inMemoryNotifications(
    [{ id: 5, dealershipId: 7, salesRepId: 1, name: 'Marie Tremblay' }, { id: 6, dealershipId: 7, salesRepId: 2 }, { id: 9, dealershipId: 8, salesRepId: null, name: 'Ava Smith' }], staff,
    { 7: { currency: 'CAD', timeZone: 'America/Toronto' }, 8: { currency: 'USD', timeZone: 'America/Los_Angeles' } },
  );
  const email = recordingEmail();
  const clock = fakeClock();
  const notify = notifyStaff({ notifications: store, email, templates: fixedTemplates, clock, customerLink: (id) => `https://panel.test/dealer/customers/${id}` });
  return { notify, store, email, clock };
}

const deposit: NotificationEvent = { dealershipId: 7, customerId: 5, orderId: 12, kind: 'customer_paid_deposit', detail: { customerName: 'Marie Tremblay', amountCents: 50000 } };

describe('notifyStaff', () => {
  it("tells the customer's rep and the store's managers: a notification and an e-mail each, in their language, linking to the customer", async () => {
    const { notify, store, email, clock } = setup();
    expect(await notify(deposit)()).toEqual(E.right([1, 3]));
    expect(store.rows.map((r) => [r.userId, r.dealershipId, r.customerId, r.orderId, r.kind, r.readAt])).toEqual([
      [1, 7, 5, 12, 'customer_paid_deposit', null], [3, 7, 5, 12, 'customer_paid_deposit', null],
    ]);
    expect(store.rows[0]!.detail).toEqual({ ...deposit.detail, currency: 'CAD' });
    expect(store.rows[0]!.createdAt).toEqual(clock.now());
    expect(email.sent.map((m) => [m.to, m.subject, m.body])).toEqual([
      ['u1@store.test', '[en_CA] customer_paid_deposit Marie Tremblay', '[en_CA] customer_paid_deposit https://panel.test/dealer/customers/5'],
      ['u3@store.test', '[fr_CA] customer_paid_deposit Marie Tremblay', '[fr_CA] customer_paid_deposit https://panel.test/dealer/customers/5'],
    ]);
  });

  it("never tells a rep about another rep's customer", async () => {
    const { notify } = setup();
    expect(await notify({ ...deposit, customerId: 6 })()).toEqual(E.right([2, 3]));
  });

  it('tells nobody, and sends nothing, when every flag is off or nobody qualifies', async () => {
    const { notify, store, email } = setup();
    expect(await notify({ ...deposit, kind: 'customer_opens_tokenized_link' })()).toEqual(E.right([]));
    expect(store.rows).toEqual([]);
    expect(email.sent).toEqual([]);
  });

  it("answers NotFound for another store's customer, telling nobody", async () => {
    const { notify, store, email } = setup();
    expect(await notify({ ...deposit, dealershipId: 8 })()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await notify({ ...deposit, customerId: 999 })()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(store.rows).toEqual([]);
    expect(email.sent).toEqual([]);
  });

  it("tells the other store's admin about its own customer without a rep", async () => {
    const { notify } = setup();
    expect(await notify({ ...deposit, dealershipId: 8, customerId: 9 })()).toEqual(E.right([7]));
  });

  it("keeps the store's currency and calendar zone with the detail (a US store in Los Angeles: USD, Pacific time), and the name on record when none is given", async () => {
    const { notify, store } = setup();
    await notify({ dealershipId: 8, customerId: 9, orderId: 30, kind: 'customer_paid_deposit', detail: { amountCents: 25000 } })();
    await notify({ dealershipId: 8, customerId: 9, orderId: 30, kind: 'customer_submits_appointment', detail: { at: '2026-06-03T17:00:00.000Z' } })();
    await notify({ dealershipId: 8, customerId: 9, orderId: null, kind: 'customer_creates_account', detail: {} })();
    expect(store.rows.map((r) => r.detail)).toEqual([
      { customerName: 'Ava Smith', amountCents: 25000, currency: 'USD' },
      { customerName: 'Ava Smith', at: '2026-06-03T17:00:00.000Z', timeZone: 'America/Los_Angeles' },
      { customerName: 'Ava Smith' },
    ]);
  });

  it("keeps the deal's own currency when the event names it", async () => {
    const { notify, store } = setup();
    await notify({ ...deposit, detail: { amountCents: 100, currency: 'USD' } })();
    expect(store.rows[0]!.detail).toEqual({ customerName: 'Marie Tremblay', amountCents: 100, currency: 'USD' });
  });
});
