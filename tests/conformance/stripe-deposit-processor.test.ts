import { afterAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { fakeClock } from '@dealer-panel/core/access/testing/in-memory-ports';
import { DEFAULT_HOLD_PERIOD_MS } from '@dealer-panel/core/deposits/deposit';
import { declineOf, stripeDepositProcessor, stripeIdempotencyKey } from '../../adapters/card-processor/stripe-deposit-processor';
import { depositProcessorContract } from './deposit-processor.contract';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe-server';

const started: FakeStripe[] = [];
afterAll(async () => { await Promise.all(started.map((f) => f.close())); });

async function subject() {
  const fake = await startFakeStripe('ca_test_client');
  started.push(fake);
  const clock = fakeClock(new Date('2026-06-01T14:00:00Z'));
  const processor = stripeDepositProcessor({ secretKey: 'sk_test_platform', clock, endpoint: { host: '127.0.0.1', port: fake.port, protocol: 'http' } });
  return { fake, clock, processor };
}

depositProcessorContract('stripe (PaymentIntents against a local fake of Stripe)', async () => {
  const { fake, clock, processor } = await subject();
  return {
    processor, accountId: 'acct_test_dealer',
    cards: { ok: 'pm_card_visa', declined: 'pm_card_visa_chargeDeclined', insufficientFunds: 'pm_card_visa_chargeDeclinedInsufficientFunds', expired: 'pm_card_chargeDeclinedExpiredCard' },
    passHoldPeriod: () => { clock.advance(DEFAULT_HOLD_PERIOD_MS); fake.payments.advance(DEFAULT_HOLD_PERIOD_MS); },
  };
});

describe('the Stripe deposit adapter\'s requests', () => {
  it('acts on the connected account with the platform key, a manual capture for a hold and Stripe keys derived from ours', async () => {
    const { fake, processor } = await subject();
    const hold = await processor.createHold({ accountId: 'acct_store', depositId: 5, amountCents: 25_000, currency: 'USD', paymentMethod: 'pm_card_visa', idempotencyKey: 'deposit-5-pay-abc' })();
    expect(E.isRight(hold) && hold.right).toMatchObject({ status: 'held', currency: 'USD', depositId: 5 });
    const created = fake.requests.find((r) => r.path === '/v1/payment_intents');
    expect(created).toMatchObject({
      authorization: 'Bearer sk_test_platform', account: 'acct_store', idempotencyKey: 'dealer-panel:deposit-5-pay-abc',
      form: expect.objectContaining({ amount: '25000', currency: 'usd', capture_method: 'manual', confirm: 'true', 'metadata[deposit_id]': '5', error_on_requires_action: 'true' }),
    });
    if (E.isLeft(hold)) throw new Error('no hold');
    await processor.capture({ accountId: 'acct_store', paymentId: hold.right.paymentId, idempotencyKey: 'deposit-5-capture-xyz' })();
    expect(fake.requests.find((r) => r.path.endsWith('/capture'))).toMatchObject({ account: 'acct_store', idempotencyKey: 'dealer-panel:deposit-5-capture-xyz' });
  });

  it('keeps Stripe\'s keys under its 255 characters, the same for the same key', () => {
    const long = 'k'.repeat(400);
    expect(stripeIdempotencyKey(long).length).toBeLessThanOrEqual(255);
    expect(stripeIdempotencyKey(long)).toBe(stripeIdempotencyKey(long));
    expect(stripeIdempotencyKey(long)).not.toBe(stripeIdempotencyKey(`${long}x`));
  });

  it('names declines by Stripe\'s decline code, then its code, else card_declined', () => {
    expect(declineOf({ code: 'card_declined', decline_code: 'insufficient_funds' })).toBe('insufficient_funds');
    expect(declineOf({ code: 'expired_card' })).toBe('expired_card');
    expect(declineOf({ code: 'card_declined', decline_code: 'do_not_honor' })).toBe('card_declined');
    expect(declineOf({ code: 'authentication_required' })).toBe('card_declined');
  });

  it('declines a payment method Stripe does not know as an incorrect number, and rejects when Stripe cannot be reached', async () => {
    const { fake, processor } = await subject();
    const unknown = await processor.charge({ accountId: 'acct_store', depositId: 6, amountCents: 1000, currency: 'CAD', paymentMethod: 'pm_nonexistent', idempotencyKey: 'k-unknown' })();
    expect(unknown).toEqual(E.left({ _tag: 'CardDeclined', code: 'incorrect_number' }));
    await fake.close();
    started.splice(started.indexOf(fake), 1);
    await expect(processor.retrieve('acct_store', 'pi_1')).rejects.toThrow();
  });
});
