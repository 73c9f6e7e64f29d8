import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payDeposit } from '@dealer-panel/core/deposits/pay-deposit';
import { depositDeps } from '../../adapters/di/server-deps';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { seedCustomerFixture, type CustomerFixture } from './support/customer-fixture';
import { auditRows, loopbackProcessor, newDeal } from './support/deposit-fixture';
import { signInStaff, type StaffClient } from './support/signed-in';
import { testApp, type TestApp } from './support/test-app';

const SECRET = 'whsec_sim_test_secret';
const ACCOUNT = 'acct_sim_webhooks';

/** The simulated processor sends signed events to our own webhook, reconciled on the same path as Stripe's (issue 14, session 8). */
for (const engine of throwawayEngines()) {
  describe(`the simulated processor's webhooks (${engine.kind})`, () => {
    let t: TestApp;
    let cf: CustomerFixture;
    let manager: StaffClient;
    const queued: (() => Promise<void>)[] = [];
    const answers: { status: number; body: string }[] = [];
    const flush = async () => { for (const send of queued.splice(0)) await send(); };
    beforeAll(async () => {
      t = await testApp(await engine.open(), {
        webhookSecret: SECRET,
        depositProcessor: loopbackProcessor(() => t.app, SECRET, queued, (answer) => { answers.push(answer); }),
      });
      cf = await seedCustomerFixture(t.ports, t.fixture);
      manager = await signInStaff(t, 'manager');
      await t.ports.cardProcessorAccounts.connect(t.fixture.dealerships.ontario, { accountId: ACCOUNT, connectedAt: new Date() });
    });
    afterAll(async () => { await t.close(); });

    it('tells of each movement once, signed; the endpoint accepts them, and repairs a capture our record missed', async () => {
      const dealershipId = t.fixture.dealerships.ontario;
      const orderId = await newDeal(manager, cf);
      const deal = await t.ports.deposits.deal(dealershipId, orderId);
      await t.ports.deposits.create({ dealershipId, orderId, customerId: deal?.customerId ?? 0, mode: 'hold', amountCents: 30_000, currency: 'CAD' }, t.clock.now());
      const pay = { dealershipId, orderId, paymentMethod: '4242424242424242', idempotencyKey: `pay-${orderId}`, ip: '' };
      const held = await payDeposit(depositDeps(t.ports))(pay)();
      await payDeposit(depositDeps(t.ports))(pay)();
      if (E.isLeft(held) || held.right.processorPaymentId === null) throw new Error('no hold');
      expect(queued).toHaveLength(1);
      // The processor captured, and our commit never happened (a crash): only the event can tell.
      await t.ports.depositProcessor.capture({ accountId: ACCOUNT, paymentId: held.right.processorPaymentId, idempotencyKey: 'lost-commit' })();
      expect(queued).toHaveLength(2);
      await flush();
      expect(answers.map((a) => [a.status, JSON.parse(a.body) as unknown])).toEqual([
        [200, { received: true, outcome: 'reconciled' }], [200, { received: true, outcome: 'reconciled' }],
      ]);
      expect(await t.ports.deposits.byOrder(dealershipId, orderId)).toMatchObject({ state: 'confirmed', capturedCents: 30_000, paymentStatus: 'paid' });
      expect(await auditRows(t, 'deposit_reconciled', orderId)).toHaveLength(1);
    });
  });
}
