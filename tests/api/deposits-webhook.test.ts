import * as E from 'fp-ts/Either';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payDeposit } from '@dealer-panel/core/deposits/pay-deposit';
import { stripeDepositProcessor } from '../../adapters/card-processor/stripe-deposit-processor';
import { depositDeps } from '../../adapters/di/server-deps';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { startFakeStripe, type FakeStripe } from '../conformance/support/fake-stripe-server';
import { seedCustomerFixture, type CustomerFixture } from './support/customer-fixture';
import { at, auditRows, key, newDeal } from './support/deposit-fixture';
import { signInStaff, type StaffClient } from './support/signed-in';
import { testApp, type TestApp } from './support/test-app';

const SECRET = 'whsec_test_webhook_secret';
const ACCOUNT = 'acct_test_ontario';
const HOOK = '/api/webhooks/stripe/';

/** Deposits through Stripe (against a local fake) and its webhook, on both databases (issue 14, session 8). */
for (const engine of throwawayEngines()) {
  describe(`the Stripe webhook (${engine.kind})`, () => {
    let fake: FakeStripe;
    let t: TestApp;
    let cf: CustomerFixture;
    let manager: StaffClient;
    beforeAll(async () => {
      fake = await startFakeStripe('ca_test');
      const endpoint = { host: '127.0.0.1', port: fake.port, protocol: 'http' as const };
      t = await testApp(await engine.open(), { webhookSecret: SECRET, depositProcessor: (clock) => stripeDepositProcessor({ secretKey: 'sk_test_platform', clock, endpoint }) });
      cf = await seedCustomerFixture(t.ports, t.fixture);
      manager = await signInStaff(t, 'manager');
      await t.ports.cardProcessorAccounts.connect(t.fixture.dealerships.ontario, { accountId: ACCOUNT, connectedAt: new Date() });
    });
    afterAll(async () => { await t.close(); await fake.close(); });

    /** A new deal whose customer placed a $500 hold with Stripe's test card. */
    async function held() {
      const dealershipId = t.fixture.dealerships.ontario;
      const orderId = await newDeal(manager, cf);
      const deal = await t.ports.deposits.deal(dealershipId, orderId);
      if (deal === null) throw new Error('no deal');
      await t.ports.deposits.create({ dealershipId, orderId, customerId: deal.customerId, mode: 'hold', amountCents: 50_000, currency: 'CAD' }, t.clock.now());
      const paid = await payDeposit(depositDeps(t.ports))({ dealershipId, orderId, paymentMethod: 'pm_card_visa', idempotencyKey: `pay-${orderId}`, ip: '' })();
      if (E.isLeft(paid) || paid.right.processorPaymentId === null) throw new Error(JSON.stringify(paid));
      return { orderId, paymentId: paid.right.processorPaymentId };
    }
    const deposit = (orderId: number) => t.ports.deposits.byOrder(t.fixture.dealerships.ontario, orderId);
    const event = (type: string, object: unknown, account: string | null = ACCOUNT) =>
      JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, created: 1_780_000_000, livemode: false, ...(account === null ? {} : { account }), data: { object } });
    const post = (payload: string, signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })) =>
      t.app.inject({ method: 'POST', url: HOOK, payload, headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) } });

    it('moves deposit money through Stripe: a hold on the connected account, captured through the API', async () => {
      const { orderId, paymentId } = await held();
      expect(paymentId).toMatch(/^pi_/);
      const captured = await manager.post(at(orderId, 'capture_deposit'), {}, key());
      expect(captured.statusCode, captured.body).toBe(200);
      expect(captured.json()).toMatchObject({ state: 'confirmed', captured_cents: 50_000 });
      expect(fake.payments.paymentIntent(ACCOUNT, paymentId)).toMatchObject({ status: 'succeeded', amount_received: 50_000 });
      expect(fake.requests.filter((r) => r.path.endsWith('/capture')).every((r) => r.account === ACCOUNT && r.idempotencyKey.startsWith('dealer-panel:'))).toBe(true);
    });

    it('reconciles a hold captured at Stripe when its event comes; the same event again changes nothing', async () => {
      const { orderId, paymentId } = await held();
      fake.payments.captureFromDashboard(ACCOUNT, paymentId);
      const payload = event('payment_intent.succeeded', fake.payments.paymentIntent(ACCOUNT, paymentId));
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      const first = await post(payload, signature);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ received: true, outcome: 'reconciled' });
      const after = await deposit(orderId);
      expect(after).toMatchObject({ state: 'confirmed', capturedCents: 50_000, paymentStatus: 'paid', holdExpiresAt: null });
      const replay = await post(payload, signature);
      expect(replay.json()).toEqual({ received: true, outcome: 'reconciled' });
      expect(await deposit(orderId)).toEqual(after);
      expect(await auditRows(t, 'deposit_reconciled', orderId)).toHaveLength(1);
      const history = (await manager.get(at(orderId, 'timeline'))).json() as { results: { event: string }[] };
      expect(history.results.filter((e) => e.event === 'deposit.reconciled')).toHaveLength(1);
    });

    it('refuses an event without, or with a wrong, signature, or a changed body, and changes nothing', async () => {
      const { orderId, paymentId } = await held();
      await manager.post(at(orderId, 'capture_deposit'), {}, key());
      fake.payments.refundFromDashboard(ACCOUNT, paymentId, 10_000);
      const before = await deposit(orderId);
      const payload = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: paymentId, amount_refunded: 10_000 });
      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      for (const [body, signature, code] of [[payload, null, 'required'], [payload, forged, 'invalid'], [payload, 't=1,v1=abc', 'invalid'],
        [payload.replace('charge.refunded', 'charge.refunded '), Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }), 'invalid']] as const) {
        const refused = await post(body, signature);
        expect(refused.statusCode).toBe(400);
        expect(refused.headers['content-type']).toContain('application/problem+json');
        expect(refused.json()).toMatchObject({ code: 'invalid_signature', errors: { 'Stripe-Signature': [code] } });
      }
      expect(await deposit(orderId)).toEqual(before);
      expect((await post(payload)).json()).toEqual({ received: true, outcome: 'reconciled' });
      expect(await deposit(orderId)).toMatchObject({ refundedCents: 10_000, state: 'confirmed', version: (before?.version ?? 0) + 1 });
    });

    it('answers 200 to an event about no deposit of ours, of another account, or of a kind it does not act on', async () => {
      const unknown = await post(event('payment_intent.succeeded', { id: 'pi_nobody', object: 'payment_intent' }));
      expect(unknown.json()).toEqual({ received: true, outcome: 'unknown' });
      expect((await post(event('payment_intent.canceled', { id: 'pi_nobody' }, 'acct_of_no_store'))).json()).toEqual({ received: true, outcome: 'unknown' });
      expect((await post(event('customer.created', { id: 'cus_1' }))).json()).toEqual({ received: true, outcome: 'ignored' });
      expect((await post(event('payment_intent.succeeded', { id: 'pi_1' }, null))).json()).toEqual({ received: true, outcome: 'ignored' });
    });
  });
}
