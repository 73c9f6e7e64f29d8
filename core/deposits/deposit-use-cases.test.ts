import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { DAY } from '../access/testing/in-memory-ports';
import { aDeposit, T0 } from './testing/deposit-fixtures';
import { depositWorld } from './testing/deposit-world';

const cmd = (orderId: number, key: string) => ({ orderId, idempotencyKey: key, ip: '10.0.0.1' });

describe('deposit use cases', () => {
  it('refunds in parts with reasons, through the processor, with an audit row and a timeline entry each', async () => {
    const w = depositWorld();
    await w.paid(11);
    const manager = await w.ctxAt(1, 'dealer_sales_manager');
    const part = await w.U.refund(manager, { ...cmd(11, 'r1'), amountCents: 20_000, reason: { reasonId: 3 } })();
    expect(E.isRight(part) && part.right).toMatchObject({ state: 'confirmed', refundedCents: 20_000, processorRefundIds: ['re_2'] });
    const rest = await w.U.refund(manager, { ...cmd(11, 'r2'), amountCents: 30_000, reason: { other: 'Client a changé d’idée' } })();
    expect(E.isRight(rest) && rest.right).toMatchObject({ state: 'refunded', paymentStatus: 'refunded', refundedCents: 50_000 });
    expect(w.processor.payments.get('pi_1')?.refundedCents).toBe(50_000);
    expect(w.ports.audit.entries.filter((e) => e.action === 'deposit_refunded').map((e) => e.detail)).toEqual([
      expect.objectContaining({ amount_cents: 20_000, reason_id: 3, other_reason: null, order_id: 11 }),
      expect.objectContaining({ amount_cents: 30_000, reason_id: null, other_reason: 'Client a changé d’idée' }),
    ]);
    expect(w.timeline.entries.map((e) => [e.event, e.actor, e.actorUserId])).toEqual([['deposit.refunded', 'dealer', manager.user.id], ['deposit.refunded', 'dealer', manager.user.id]]);
    const over = await w.U.refund(manager, { ...cmd(11, 'r3'), amountCents: 1, reason: { reasonId: 3 } })();
    expect(E.isLeft(over) && over.left).toMatchObject({ _tag: 'DepositRefusal', code: 'deposit.not_refundable' });
  });

  it('answers a repeated key with the first result and refunds once; the same key for another amount is refused', async () => {
    const w = depositWorld();
    await w.paid(11);
    const manager = await w.ctxAt(1, 'dealer_admin');
    const refund = { ...cmd(11, 'same'), amountCents: 10_000, reason: { reasonId: 1 } };
    const first = await w.U.refund(manager, refund)();
    const again = await w.U.refund(manager, refund)();
    expect(again).toEqual(first);
    expect(w.processor.calls.filter((c) => c.what === 'refund')).toHaveLength(1);
    expect(w.ports.audit.entries.filter((e) => e.action === 'deposit_refunded')).toHaveLength(1);
    expect(await w.U.refund(manager, { ...refund, amountCents: 9_000 })()).toEqual(E.left({ _tag: 'IdempotencyKeyReused' }));
  });

  it('lets a retry with the same key finish a refund whose answer was lost, without refunding twice', async () => {
    const w = depositWorld();
    await w.paid(11);
    const manager = await w.ctxAt(1, 'dealer_admin');
    const refund = { ...cmd(11, 'lost'), amountCents: 10_000, reason: { reasonId: 1 } };
    w.processor.loseNextAnswer();
    await expect(w.U.refund(manager, refund)()).rejects.toThrow(/connection reset/);
    expect((await w.deposits.byOrder(1, 11))?.refundedCents).toBe(0);
    const retried = await w.U.refund(manager, refund)();
    expect(E.isRight(retried) && retried.right.refundedCents).toBe(10_000);
    expect(w.processor.payments.get('pi_1')?.refundedCents).toBe(10_000);
  });

  it('lets only deposit managers act: not a sales rep by default, never a corporate user', async () => {
    const w = depositWorld();
    await w.paid(11);
    const actors = [await w.ctxAt(1, 'dealer_sales_rep'), await w.ctxAt(1, 'dealer_admin', { corporate: true }), await w.ctxAt(1, 'organization_assistant')];
    for (const ctx of actors) {
      for (const act of [w.U.capture(ctx, cmd(11, 'k')), w.U.cancel(ctx, cmd(11, 'k')), w.U.markPaid(ctx, cmd(11, 'k')),
        w.U.refund(ctx, { ...cmd(11, 'k'), amountCents: 1, reason: { reasonId: 1 } }), w.U.transfer(ctx, { ...cmd(11, 'k'), toOrderId: 12, reason: { reasonId: 1 } })]) {
        expect(await act()).toEqual(E.left({ _tag: 'Forbidden', action: 'manage_deposits' }));
      }
    }
    expect(w.processor.calls).toHaveLength(1);
  });

  it('answers another store\'s deal as not found', async () => {
    const w = depositWorld();
    await w.paid(11);
    const elsewhere = await w.ctxAt(2, 'dealer_admin');
    expect(await w.U.refund(elsewhere, { ...cmd(11, 'x'), amountCents: 1, reason: { reasonId: 1 } })()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await w.U.transfer(await w.ctxAt(1, 'dealer_admin'), { ...cmd(11, 'y'), toOrderId: 21, reason: { reasonId: 1 } })()).toEqual(E.left({ _tag: 'NotFound' }));
  });

  it('captures a hold, or cancels it at the processor; after its period only the job expires it', async () => {
    const w = depositWorld();
    const hold = await w.processor.createHold({ accountId: 'acct_1', depositId: 1, amountCents: 50_000, currency: 'CAD', paymentMethod: 'pm', idempotencyKey: 'h' })();
    if (E.isLeft(hold)) throw new Error('hold');
    const held = { state: 'pre_authorized' as const, processorPaymentId: hold.right.paymentId, holdExpiresAt: new Date(T0.getTime() + 7 * DAY) };
    w.deposits.put(aDeposit({ id: 1, orderId: 11, ...held }));
    const admin = await w.ctxAt(1, 'dealer_admin');
    const captured = await w.U.capture(admin, cmd(11, 'c'))();
    expect(E.isRight(captured) && captured.right).toMatchObject({ state: 'confirmed', capturedCents: 50_000, paymentStatus: 'paid' });
    expect(w.ports.audit.entries.at(-1)).toMatchObject({ action: 'deposit_captured', detail: { amount_cents: 50_000 }, before: { state: 'pre_authorized' }, after: { state: 'confirmed' } });

    const hold2 = await w.processor.createHold({ accountId: 'acct_1', depositId: 2, amountCents: 50_000, currency: 'CAD', paymentMethod: 'pm', idempotencyKey: 'h2' })();
    if (E.isLeft(hold2)) throw new Error('hold');
    w.deposits.put(aDeposit({ id: 2, orderId: 12, ...held, processorPaymentId: hold2.right.paymentId }));
    w.clock.advance(7 * DAY);
    const late = await w.U.capture(admin, cmd(12, 'c2'))();
    expect(E.isLeft(late) && late.left).toMatchObject({ code: 'deposit.hold_expired' });
    expect(await w.U.expireHolds()).toBe(1);
    expect(await w.deposits.byOrder(1, 12)).toMatchObject({ state: 'expired', paymentStatus: 'unpaid' });
    expect(w.processor.payments.get(hold2.right.paymentId)?.status).toBe('canceled');
    expect(w.timeline.entries.at(-1)).toMatchObject({ event: 'deposit.expired', actor: 'system', actorUserId: null });
    expect(await w.U.expireHolds()).toBe(0);
  });

  it('marks as paid outside the system without the processor, and refunds it outside too', async () => {
    const w = depositWorld();
    w.deposits.put(aDeposit({ id: 5, orderId: 13 }));
    const admin = await w.ctxAt(1, 'dealer_admin');
    const marked = await w.U.markPaid(admin, cmd(13, 'm'))();
    expect(E.isRight(marked) && marked.right).toMatchObject({ state: 'confirmed', paidOutside: true, capturedCents: 50_000 });
    const back = await w.U.refund(admin, { ...cmd(13, 'm2'), amountCents: 50_000, reason: { reasonId: 1 } })();
    expect(E.isRight(back) && back.right.state).toBe('refunded');
    expect(w.processor.calls).toHaveLength(0);
    expect(w.ports.audit.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['deposit_marked_paid', 'deposit_refunded']));
  });

  it('transfers what is left to another deal of the same customer, creating its deposit; refunds there use the same payment', async () => {
    const w = depositWorld();
    await w.paid(11, { refundedCents: 10_000 });
    const admin = await w.ctxAt(1, 'dealer_admin');
    const moved = await w.U.transfer(admin, { ...cmd(11, 't'), toOrderId: 12, reason: { other: 'Changed vehicle' } })();
    expect(E.isRight(moved) && moved.right).toMatchObject({ state: 'canceled', paymentStatus: 'unpaid', transferredOutCents: 40_000 });
    const target = await w.deposits.byOrder(1, 12);
    expect(target).toMatchObject({ state: 'confirmed', capturedCents: 40_000, processorPaymentId: 'pi_1', transferredFromDepositId: 1 });
    expect(w.timeline.entries.map((e) => [e.orderId, e.event, e.detail['direction']])).toEqual([[11, 'deposit.transferred', 'out'], [12, 'deposit.transferred', 'in']]);
    const refund = await w.U.refund(admin, { ...cmd(12, 'r'), amountCents: 40_000, reason: { reasonId: 2 } })();
    expect(E.isRight(refund) && refund.right.state).toBe('refunded');
    expect(w.processor.payments.get('pi_1')?.refundedCents).toBe(40_000);
    const otherCustomer = await w.U.transfer(admin, { ...cmd(12, 't2'), toOrderId: 14, reason: { reasonId: 1 } })();
    expect(E.isLeft(otherCustomer) && otherCustomer.left).toMatchObject({ code: 'deposit.not_transferable' });
  });

  it('refuses a transfer to another customer\'s deal and leaves that deal without a deposit', async () => {
    const w = depositWorld();
    await w.paid(11);
    const moved = await w.U.transfer(await w.ctxAt(1, 'dealer_admin'), { ...cmd(11, 't'), toOrderId: 14, reason: { reasonId: 1 } })();
    expect(E.isLeft(moved) && moved.left).toMatchObject({ code: 'deposit.transfer_other_customer' });
    expect(await w.deposits.byOrder(1, 14)).toBeNull();
  });
});
