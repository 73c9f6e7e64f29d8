import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { payDeposit } from './pay-deposit';
import { reconcilePaymentEvent } from './payment-event';
import { aDeposit } from './testing/deposit-fixtures';
import { depositWorld } from './testing/deposit-world';

const pay = (key: string) => ({ dealershipId: 1, orderId: 11, paymentMethod: 'pm_card', idempotencyKey: key, ip: '1.1.1.1' });

describe('a processor event about a payment', () => {
  it('reconciles the deposit with what the processor says now; the same event again changes nothing', async () => {
    const w = depositWorld();
    w.deposits.put(aDeposit({ id: 1, orderId: 11 }));
    const held = await payDeposit(w.deps)(pay('p1'))();
    if (E.isLeft(held)) throw new Error('no hold');
    // Captured at the processor (its dashboard, or our answer lost): the event tells us.
    await w.processor.capture({ accountId: 'acct_1', paymentId: 'pi_1', idempotencyKey: 'elsewhere' })();
    const first = await reconcilePaymentEvent({ ...w.deps, accounts: w.accounts })({ accountId: 'acct_1', paymentId: 'pi_1' });
    expect(first).toEqual({ kind: 'reconciled', dealershipId: 1, deposits: [{ depositId: 1, orderId: 11, repaired: ['captured'], mismatches: [] }] });
    const after = await w.deposits.byOrder(1, 11);
    expect(after).toMatchObject({ state: 'confirmed', capturedCents: 50_000, paymentStatus: 'paid' });
    const again = await reconcilePaymentEvent({ ...w.deps, accounts: w.accounts })({ accountId: 'acct_1', paymentId: 'pi_1' });
    expect(again).toMatchObject({ kind: 'reconciled', deposits: [{ repaired: [] }] });
    expect(await w.deposits.byOrder(1, 11)).toEqual(after);
    expect(w.ports.audit.entries.filter((e) => e.action === 'deposit_reconciled')).toHaveLength(1);
  });

  it('finds a payment our record never wrote down (a crash before the commit) by the deposit id it carries', async () => {
    const w = depositWorld();
    w.deposits.put(aDeposit({ id: 1, orderId: 11, state: 'error' }));
    await w.processor.createHold({ accountId: 'acct_1', depositId: 1, amountCents: 50_000, currency: 'CAD', paymentMethod: 'pm', idempotencyKey: 'lost' })();
    expect(await reconcilePaymentEvent({ ...w.deps, accounts: w.accounts })({ accountId: 'acct_1', paymentId: 'pi_1' })).toMatchObject({ deposits: [{ repaired: ['held'] }] });
    expect(await w.deposits.byOrder(1, 11)).toMatchObject({ state: 'pre_authorized', processorPaymentId: 'pi_1' });
  });

  it('follows a transfer: a refund made at the processor goes to the deposit that holds the money', async () => {
    const w = depositWorld();
    const source = await w.paid(11, { state: 'canceled', transferredOutCents: 50_000, transferredToDepositId: 2, paymentStatus: 'unpaid' });
    w.deposits.put(aDeposit({ id: 2, orderId: 12, state: 'confirmed', paymentStatus: 'paid', capturedCents: 50_000, processorPaymentId: source.processorPaymentId, transferredFromDepositId: source.id }));
    await w.processor.refund({ accountId: 'acct_1', paymentId: 'pi_1', amountCents: 10_000, idempotencyKey: 'dash' })();
    const outcome = await reconcilePaymentEvent({ ...w.deps, accounts: w.accounts })({ accountId: 'acct_1', paymentId: 'pi_1' });
    expect(outcome).toMatchObject({ kind: 'reconciled', deposits: [{ depositId: 1, repaired: [] }, { depositId: 2, repaired: ['refunded:10000'] }] });
    expect((await w.deposits.byOrder(1, 12))?.refundedCents).toBe(10_000);
  });

  it('is unknown for an account no store has, a payment the processor does not know, or a deposit of no store', async () => {
    const w = depositWorld();
    expect(await reconcilePaymentEvent({ ...w.deps, accounts: w.accounts })({ accountId: 'acct_nobody', paymentId: 'pi_1' })).toEqual({ kind: 'unknown', reason: 'account' });
    expect(await reconcilePaymentEvent({ ...w.deps, accounts: w.accounts })({ accountId: 'acct_1', paymentId: 'pi_404' })).toEqual({ kind: 'unknown', reason: 'payment' });
    await w.processor.charge({ accountId: 'acct_1', depositId: 999, amountCents: 100, currency: 'CAD', paymentMethod: 'pm', idempotencyKey: 'x' })();
    expect(await reconcilePaymentEvent({ ...w.deps, accounts: w.accounts })({ accountId: 'acct_1', paymentId: 'pi_1' })).toEqual({ kind: 'unknown', reason: 'deposit' });
  });
});
