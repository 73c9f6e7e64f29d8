import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { defaultNotifications } from '../access/dealer-user';
import { fixedTemplates, recordingEmail } from '../access/testing/in-memory-ports';
import { DEPOSIT_STATES } from '../shared/deal-states';
import { inMemoryNotifications } from '../notifications/testing/in-memory-notifications';
import { customerPaid } from './deposit-paid-notice';
import { payDeposit } from './pay-deposit';
import { reconcileDepositOf } from './reconcile-deposit';
import { aDeposit } from './testing/deposit-fixtures';
import { depositWorld } from './testing/deposit-world';

const pay = (key: string) => ({ dealershipId: 1, orderId: 11, paymentMethod: 'pm_card', idempotencyKey: key, ip: '1.1.1.1' });

/** The deposit world with an admin of store 1 who hears of deposits paid (customer 7 is the store's). */
function told() {
  const w = depositWorld();
  const notifications = inMemoryNotifications([{ id: 7, dealershipId: 1, salesRepId: null, name: 'Marie Tremblay' }], [
    { userId: 1, email: 'admin@store.test', language: 'en_CA', roles: { 1: 'dealer_admin' }, isActive: true, isCorporate: false, notifications: defaultNotifications },
  ]);
  const email = recordingEmail();
  const deps = { ...w.deps, paidNotice: { notifications, email, templates: fixedTemplates, clock: w.clock, customerLink: (id: number) => `https://panel.test/dealer/customers/${id}` } };
  return { ...w, deps, notifications, email };
}

describe('the customer paid a deposit', () => {
  it('is a hold or a charge arriving on a deposit that had neither, and nothing else', () => {
    const paidStates = new Set(['pre_authorized', 'confirmed']);
    for (const from of DEPOSIT_STATES) {
      for (const to of DEPOSIT_STATES) {
        const expected = ['created', 'initiated', 'rejected', 'error'].includes(from) && paidStates.has(to);
        expect(customerPaid(aDeposit({ state: from }), aDeposit({ state: to })), `${from} → ${to}`).toBe(expected);
      }
    }
    expect(customerPaid(aDeposit({ state: 'created' }), aDeposit({ state: 'confirmed', paidOutside: true }))).toBe(false);
  });

  it('tells the staff once when the pay call places the hold; its repeat and the later capture tell no one', async () => {
    const w = told();
    w.deposits.put(aDeposit({ id: 1, orderId: 11 }));
    expect(E.isRight(await payDeposit(w.deps)(pay('p1'))())).toBe(true);
    expect(E.isRight(await payDeposit(w.deps)(pay('p1'))())).toBe(true);
    expect(w.notifications.rows.map((r) => [r.userId, r.kind, r.orderId, r.detail])).toEqual([
      [1, 'customer_paid_deposit', 11, { customerName: 'Marie Tremblay', amountCents: 50_000, currency: 'CAD' }],
    ]);
    await w.processor.capture({ accountId: 'acct_1', paymentId: 'pi_1', idempotencyKey: 'dealer' })();
    expect((await reconcileDepositOf(w.deps)(1, 11))?.repaired.length).toBeGreaterThan(0);
    expect(w.notifications.rows).toHaveLength(1);
    expect(w.email.sent).toHaveLength(1);
  });

  it('tells once through reconciliation when the pay call lost the processor\'s answer, and not again on the retry', async () => {
    const w = told();
    w.deposits.put(aDeposit({ id: 1, orderId: 11, currency: 'USD' }));
    w.processor.loseNextAnswer();
    await expect(payDeposit(w.deps)(pay('p1'))()).rejects.toThrow();
    expect(w.notifications.rows).toEqual([]);
    expect(E.isRight(await payDeposit(w.deps)(pay('p2'))())).toBe(true);
    expect((await reconcileDepositOf(w.deps)(1, 11))?.repaired).toEqual([]);
    expect(w.notifications.rows.map((r) => r.detail)).toEqual([{ customerName: 'Marie Tremblay', amountCents: 50_000, currency: 'USD' }]);
  });

});
