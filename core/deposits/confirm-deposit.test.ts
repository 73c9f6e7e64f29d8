import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { customerDepositUseCases } from './customer-deposit';
import { confirmDeposit } from './confirm-deposit';
import { payDeposit } from './pay-deposit';
import { reconcileDepositOf } from './reconcile-deposit';
import { aDeposit } from './testing/deposit-fixtures';
import { depositWorld } from './testing/deposit-world';

const REF = { dealershipId: 1, orderId: 11 };
const pay = (key: string, paymentMethod = 'pm_3ds') => ({ paymentMethod, idempotencyKey: key, ip: '1.1.1.1', returnUrl: 'https://shop.test/back' });

function world(mode: 'hold' | 'capture' = 'hold') {
  const w = depositWorld();
  w.deposits.put(aDeposit({ id: 1, orderId: 11, mode }));
  return { ...w, C: customerDepositUseCases(w.deps) };
}

describe('the customer pays with a card that asks for 3-D Secure', () => {
  it('keeps the deposit initiated with the payment and answers where to authenticate; a repeat answers the same and pays nothing more', async () => {
    const w = world();
    const first = await w.C.pay(REF, pay('k1'))();
    expect(E.isRight(first) && first.right).toMatchObject({ next: 'authenticate', nextActionUrl: expect.stringContaining('https://bank.test/3ds/pi_1') as unknown, deposit: { state: 'initiated', processorPaymentId: 'pi_1' } });
    expect(await w.C.pay(REF, pay('k1'))()).toEqual(first);
    // Another attempt while the challenge is open answers that challenge: never a second payment.
    const other = await w.C.pay(REF, pay('k2', 'pm_card'))();
    expect(E.isRight(other) && other.right.next).toBe('authenticate');
    expect(w.processor.payments.size).toBe(1);
  });

  it('settles a passed challenge as a hold (or a charge) by the customer, once', async () => {
    for (const mode of ['hold', 'capture'] as const) {
      const w = world(mode);
      await w.C.pay(REF, pay('k1'))();
      expect(E.isRight(await w.C.confirm(REF, '1.1.1.1')()) && (await w.deposits.byOrder(1, 11))?.state).toBe('initiated');
      w.processor.authenticate('pi_1', true);
      const done = await w.C.confirm(REF, '1.1.1.1')();
      expect(E.isRight(done) && done.right).toMatchObject({ next: 'none', deposit: { state: mode === 'hold' ? 'pre_authorized' : 'confirmed' } });
      expect(await w.C.confirm(REF, '1.1.1.1')()).toEqual(done);
      expect(w.timeline.entries.filter((e) => e.event.startsWith('deposit.')).map((e) => [e.event, e.actor])).toEqual([[mode === 'hold' ? 'deposit.held' : 'deposit.captured', 'customer']]);
    }
  });

  it('a failed challenge is a decline the customer may follow with another card', async () => {
    const w = world();
    await w.C.pay(REF, pay('k1'))();
    w.processor.authenticate('pi_1', false);
    const failed = await w.C.confirm(REF, '1.1.1.1')();
    expect(E.isRight(failed) && failed.right).toMatchObject({ next: 'pay', deposit: { state: 'rejected', declineCode: 'card_declined' } });
    const again = await w.C.pay(REF, pay('k2', 'pm_card'))();
    expect(E.isRight(again) && again.right.deposit?.state).toBe('pre_authorized');
  });

  it('the processor\'s event settles it when the customer never comes back; confirm then answers it as it is', async () => {
    const w = world();
    await w.C.pay(REF, pay('k1'))();
    w.processor.authenticate('pi_1', true);
    await reconcileDepositOf(w.deps)(1, 11);
    expect((await w.deposits.byOrder(1, 11))?.state).toBe('pre_authorized');
    const late = await confirmDeposit(w.deps)(1, 11, '1.1.1.1');
    expect(E.isRight(late) && late.right.state).toBe('pre_authorized');
  });

  it('without a return address nothing asks for authentication, and an unknown deal is not found', async () => {
    const w = world();
    const { returnUrl: _unused, ...noReturn } = { dealershipId: 1, orderId: 11, ...pay('k1') };
    const paid = await payDeposit(w.deps)(noReturn)();
    expect(E.isRight(paid) && paid.right.state).toBe('pre_authorized');
    expect(E.isLeft(await confirmDeposit(w.deps)(1, 99, ''))).toBe(true);
    const none = await w.C.read({ dealershipId: 1, orderId: 12 })();
    expect(E.isRight(none) && none.right).toMatchObject({ deposit: null, next: 'none', connected: true });
  });
});
