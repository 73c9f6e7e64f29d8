import { and, eq, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { payDeposit } from '@dealer-panel/core/deposits/pay-deposit';
import type { Deposit } from '@dealer-panel/core/deposits/deposit';
import type { DepositMode } from '@dealer-panel/core/shared/deal-states';
import { simulatedDepositProcessor } from '../../../adapters/card-processor/simulated-deposit-processor';
import { simulatedWebhookSender } from '../../../adapters/card-processor/simulated-webhooks';
import { depositDeps } from '../../../adapters/di/server-deps';
import { auditLog } from '../../../adapters/persistence/schema';
import type { CustomerFixture } from './customer-fixture';
import type { StaffClient } from './signed-in';
import type { TestApp } from './test-app';

export const O = '/api/dealer/order/';
export const at = (id: number, action: string) => `${O}${id}/${action}/`;
let keys = 0;
/** A fresh Idempotency-Key header. */
export const key = (k = `k-${process.pid}-${(keys += 1)}`) => ({ headers: { 'idempotency-key': k } });

/** The Ontario store's card-processor account, connected (the simulated processor takes any id). */
export async function connectProcessor(t: TestApp): Promise<void> {
  await t.ports.cardProcessorAccounts.connect(t.fixture.dealerships.ontario, { accountId: 'acct_test_ontario', connectedAt: new Date() });
}

/** A new deal of the customer at the Ontario store, made by `by` through the API. */
export async function newDeal(by: StaffClient, cf: CustomerFixture, customer: keyof CustomerFixture['customers'] = 'gagne'): Promise<number> {
  const r = await by.post(O, { customer: cf.customers[customer], vehicle: cf.vehicles.civic, payment_type: 'finance', allow_duplicate: true });
  if (r.statusCode !== 201) throw new Error(r.body);
  return r.json().id as number;
}

/** The customer paid the deal's deposit with the test card that succeeds: a hold or a charge, by `mode`. */
export async function paidDeposit(t: TestApp, orderId: number, mode: DepositMode, amountCents = 50_000): Promise<Deposit> {
  const dealershipId = t.fixture.dealerships.ontario;
  const deal = await t.ports.deposits.deal(dealershipId, orderId);
  if (deal === null) throw new Error(`no deal ${orderId}`);
  await t.ports.deposits.create({ dealershipId, orderId, customerId: deal.customerId, mode, amountCents, currency: 'CAD' }, t.clock.now());
  const paid = await payDeposit(depositDeps(t.ports))({ dealershipId, orderId, paymentMethod: '4242424242424242', idempotencyKey: `pay-${orderId}`, ip: '203.0.113.9' })();
  if (E.isLeft(paid)) throw new Error(JSON.stringify(paid.left));
  return paid.right;
}

/** The audit rows of the store with this action about this deal. */
export async function auditRows(t: TestApp, action: string, orderId: number) {
  return t.ports.database.db.select().from(auditLog)
    .where(and(eq(auditLog.action, action), sql`${auditLog.detail}->>'order_id' = ${String(orderId)}`));
}

/**
 * The simulated card processor whose signed webhooks come back to the app's own endpoint, as in the
 * demo: each event is queued in `queued` (the test sends them when it chooses) and `onAnswer` sees
 * what the endpoint answered. `app` is read at send time (the app is built with this processor).
 */
export function loopbackProcessor(app: () => TestApp['app'], secret: string, queued: (() => Promise<void>)[], onAnswer: (answer: { status: number; body: string }) => void = () => undefined) {
  return (clock: Parameters<typeof simulatedDepositProcessor>[0]['clock']) => simulatedDepositProcessor({
    clock,
    onEvent: simulatedWebhookSender({
      url: '/api/webhooks/stripe/', secret, log: () => undefined, schedule: (send) => { queued.push(send); },
      post: async (url, payload, signature) => {
        const r = await app().inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
        onAnswer({ status: r.statusCode, body: r.body });
        return r.statusCode;
      },
    }),
  });
}
