import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { DAY } from '../access/testing/in-memory-ports';
import { aDeposit, T0 } from './testing/deposit-fixtures';
import { depositWorld } from './testing/deposit-world';

const cmd = (orderId: number, key: string) => ({ orderId, idempotencyKey: key, ip: '10.0.0.1' });

/** Issue 29 item 8: money moves on one deposit run one at a time, so an answer always tells what moved. */
describe('money moves on one deposit are serialized', () => {
  it('eight refunds at once: each one that fits moves money and answers it, the others move nothing', async () => {
    const w = depositWorld();
    const paid = await w.paid(11);
    const manager = await w.ctxAt(1, 'dealer_sales_manager');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      w.U.refund(manager, { ...cmd(11, `r${i}`), amountCents: 7_000, reason: { reasonId: 1 } })()));
    const moved = results.filter(E.isRight).length;
    expect(moved).toBe(7);
    for (const r of results) if (E.isLeft(r)) expect(r.left).toMatchObject({ _tag: 'DepositRefusal', code: 'deposit.refund_exceeds_left' });
    expect(w.processor.payments.get(paid.processorPaymentId ?? '')?.refundedCents).toBe(7_000 * moved);
    expect(await w.deposits.byOrder(1, 11)).toMatchObject({ refundedCents: 7_000 * moved, capturedCents: 50_000 });
    expect(w.ports.audit.entries.filter((e) => e.action === 'deposit_refunded')).toHaveLength(moved);
  });

  it('a refund and a transfer at once: one sees the other, and the money is counted once', async () => {
    const w = depositWorld();
    await w.paid(11);
    const admin = await w.ctxAt(1, 'dealer_admin');
    const [refund, transfer] = await Promise.all([
      w.U.refund(admin, { ...cmd(11, 'r'), amountCents: 20_000, reason: { reasonId: 1 } })(),
      w.U.transfer(admin, { ...cmd(11, 't'), toOrderId: 12, reason: { reasonId: 1 } })(),
    ]);
    expect(E.isRight(transfer)).toBe(true);
    const to = await w.deposits.byOrder(1, 12);
    const refunded = E.isRight(refund) ? 20_000 : 0;
    expect([...w.processor.payments.values()][0]?.refundedCents).toBe(refunded);
    expect(to?.capturedCents).toBe(50_000 - refunded);
  });

  it('a capture and a cancel of one hold at once: exactly one of them happens', async () => {
    const w = depositWorld();
    const hold = await w.processor.createHold({ accountId: 'acct_1', depositId: 1, amountCents: 50_000, currency: 'CAD', paymentMethod: 'pm', idempotencyKey: 'h' })();
    if (E.isLeft(hold)) throw new Error('hold');
    w.deposits.put(aDeposit({ id: 1, orderId: 11, state: 'pre_authorized', processorPaymentId: hold.right.paymentId, holdExpiresAt: new Date(T0.getTime() + DAY) }));
    const admin = await w.ctxAt(1, 'dealer_admin');
    const [capture, cancel] = await Promise.all([w.U.capture(admin, cmd(11, 'c'))(), w.U.cancel(admin, cmd(11, 'x'))()]);
    expect([E.isRight(capture), E.isRight(cancel)].filter(Boolean)).toHaveLength(1);
    const status = w.processor.payments.get(hold.right.paymentId)?.status;
    expect((await w.deposits.byOrder(1, 11))?.state).toBe(status === 'captured' ? 'confirmed' : 'canceled');
  });
});
