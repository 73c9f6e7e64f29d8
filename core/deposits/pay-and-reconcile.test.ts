import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { DAY } from '../access/testing/in-memory-ports';
import { payDeposit } from './pay-deposit';
import { reconcileDepositOf } from './reconcile-deposit';
import { reconcileDeposit } from './reconcile';
import { aDeposit, T0 } from './testing/deposit-fixtures';
import { depositWorld } from './testing/deposit-world';

const pay = (key: string, orderId = 11) => ({ dealershipId: 1, orderId, paymentMethod: 'pm_card', idempotencyKey: key, ip: '1.1.1.1' });

describe('the customer pays a deposit', () => {
  it('places a hold that ends at the dealership\'s hold period, with an audit row and a customer timeline entry', async () => {
    const w = depositWorld();
    w.deposits.put(aDeposit({ id: 1, orderId: 11 }));
    const held = await payDeposit(w.deps)({ ...pay('p1'), holdPeriodMs: 3 * DAY })();
    expect(E.isRight(held) && held.right).toMatchObject({ state: 'pre_authorized', processorPaymentId: 'pi_1', holdExpiresAt: new Date(T0.getTime() + 3 * DAY), paymentStatus: 'unpaid' });
    expect(w.timeline.entries.at(-1)).toMatchObject({ event: 'deposit.held', actor: 'customer', actorUserId: null, detail: { amount_cents: 50_000 } });
    expect(w.ports.audit.entries.at(-1)).toMatchObject({ action: 'deposit_held', userId: null });
    expect(await payDeposit(w.deps)(pay('p1'))()).toEqual(held);
    expect(w.processor.calls).toHaveLength(1);
  });

  it('charges at once in capture mode', async () => {
    const w = depositWorld();
    w.deposits.put(aDeposit({ id: 1, orderId: 11, mode: 'capture' }));
    const paid = await payDeposit(w.deps)(pay('p1'))();
    expect(E.isRight(paid) && paid.right).toMatchObject({ state: 'confirmed', capturedCents: 50_000, paymentStatus: 'paid' });
  });

  it('after a lost answer the deposit is in error; a retry finds the hold at the processor instead of placing a second', async () => {
    const w = depositWorld();
    w.deposits.put(aDeposit({ id: 1, orderId: 11 }));
    w.processor.loseNextAnswer();
    await expect(payDeposit(w.deps)(pay('p1'))()).rejects.toThrow();
    expect((await w.deposits.byOrder(1, 11))?.state).toBe('error');
    const retried = await payDeposit(w.deps)(pay('p2'))();
    expect(E.isRight(retried) && retried.right).toMatchObject({ state: 'pre_authorized', processorPaymentId: 'pi_1' });
    expect(w.processor.payments.size).toBe(1);
    expect(w.ports.audit.entries.map((e) => e.action)).toContain('deposit_reconciled');
  });

  it('after no answer at all, a retry asks the processor again', async () => {
    const w = depositWorld();
    w.deposits.put(aDeposit({ id: 1, orderId: 11 }));
    w.processor.failNext();
    await expect(payDeposit(w.deps)(pay('p1'))()).rejects.toThrow();
    const retried = await payDeposit(w.deps)(pay('p1'))();
    expect(E.isRight(retried) && retried.right.state).toBe('pre_authorized');
    expect(w.processor.payments.size).toBe(1);
  });

  it('needs a connected processor account and a deal of the store', async () => {
    const w = depositWorld();
    w.deposits.put(aDeposit({ id: 1, orderId: 11 }));
    expect(await payDeposit(w.deps)({ ...pay('x'), dealershipId: 2 })()).toEqual(E.left({ _tag: 'NotFound' }));
    await w.accounts.disconnect(1, 'acct_1');
    expect(await payDeposit(w.deps)(pay('y'))()).toEqual(E.left({ _tag: 'ProcessorNotConnected' }));
  });
});

describe('reconciliation', () => {
  it('writes down a refund the processor made but we never committed, once', async () => {
    const w = depositWorld();
    const d = await w.paid(11);
    const refunded = await w.processor.refund({ accountId: 'acct_1', paymentId: 'pi_1', amountCents: 20_000, idempotencyKey: 'crash' })();
    expect(E.isRight(refunded)).toBe(true);
    const first = await reconcileDepositOf(w.deps)(1, 11);
    expect(first?.repaired).toEqual(['refunded:20000']);
    expect(await w.deposits.byOrder(1, 11)).toMatchObject({ refundedCents: 20_000, state: 'confirmed', version: d.version + 1 });
    expect((await reconcileDepositOf(w.deps)(1, 11))?.repaired).toEqual([]);
    expect(w.ports.audit.entries.filter((e) => e.action === 'deposit_reconciled')).toHaveLength(1);
  });

  it('repairs a capture, a release and an expiry, and reports what it will not undo', () => {
    const held = aDeposit({ state: 'pre_authorized', processorPaymentId: 'pi_1', holdExpiresAt: new Date(T0.getTime() + DAY) });
    const view = { paymentId: 'pi_1', depositId: 1, amountCents: 50_000, capturedCents: 0, refundedCents: 0, currency: 'CAD' as const, holdExpiresAt: null, declineCode: null };
    expect(reconcileDeposit(held, { ...view, status: 'captured', capturedCents: 50_000 }, T0).deposit).toMatchObject({ state: 'confirmed', capturedCents: 50_000, paymentStatus: 'paid' });
    expect(reconcileDeposit(held, { ...view, status: 'canceled' }, T0).deposit.state).toBe('canceled');
    expect(reconcileDeposit(held, { ...view, status: 'expired' }, T0).deposit.state).toBe('expired');
    expect(reconcileDeposit(held, { ...view, status: 'held' }, T0).repaired).toEqual([]);
    const ours = aDeposit({ state: 'confirmed', capturedCents: 50_000, refundedCents: 10_000, processorPaymentId: 'pi_1' });
    const said = reconcileDeposit(ours, { ...view, status: 'captured', capturedCents: 50_000 }, T0);
    expect(said).toMatchObject({ deposit: ours, repaired: [], mismatches: ['refunded:10000>0'] });
    expect(reconcileDeposit(ours, { ...view, paymentId: 'pi_2', status: 'captured' }, T0).mismatches).toEqual(['payment:pi_2≠pi_1']);
  });

  it('gives a refund on a shared payment to the deposit that holds the money after a transfer', () => {
    const view = { paymentId: 'pi_1', depositId: 1, status: 'captured' as const, amountCents: 50_000, capturedCents: 50_000, refundedCents: 25_000, currency: 'CAD' as const, holdExpiresAt: null, declineCode: null };
    const target = aDeposit({ id: 2, orderId: 12, state: 'confirmed', capturedCents: 40_000, processorPaymentId: 'pi_1', transferredFromDepositId: 1 });
    expect(reconcileDeposit(target, view, T0, 10_000).deposit.refundedCents).toBe(15_000);
    const source = aDeposit({ state: 'canceled', capturedCents: 50_000, refundedCents: 10_000, transferredOutCents: 40_000, transferredToDepositId: 2, processorPaymentId: 'pi_1' });
    expect(reconcileDeposit(source, view, T0).repaired).toEqual([]);
  });
});
