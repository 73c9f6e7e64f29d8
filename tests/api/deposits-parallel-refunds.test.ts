import { beforeAll, describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { at, auditRows, connectProcessor, key, newDeal, paidDeposit } from './support/deposit-fixture';
import { signedInSuite, STAFF } from './support/signed-in';

const PART = 2_000;
const CAPTURED = 10_000;

/**
 * Issue 29 item 8: eight partial refunds of one captured deposit at once, each with its own key.
 * Each answer must tell the truth: 2xx when money moved, 409 when none did, never 5xx; the
 * processor, our record and the audit trail agree; the cap holds (five fit in 10,000, three do not).
 */
for (const engine of throwawayEngines()) {
  describe(`parallel refunds of one deposit (${engine.kind})`, () => {
    const { t, cf, staff: { manager, admin } } = signedInSuite(engine, { customers: true, staff: STAFF });
    beforeAll(async () => { await connectProcessor(t); });

    it('answers 200 for each refund that moved money and 409 for each that moved none; the totals agree', async () => {
      const id = await newDeal(manager, cf);
      const paid = await paidDeposit(t, id, 'capture', CAPTURED);
      const keys = Array.from({ length: 8 }, () => key());
      const refund = (i: number) => (i % 2 === 0 ? manager : admin).post(at(id, 'refund_deposit'), { amount_cents: PART, refund_reason_id: 1 }, keys[i]);
      const answers = await Promise.all(keys.map((_, i) => refund(i)));
      const statuses = answers.map((a) => a.statusCode);
      for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
      const moved = statuses.filter((s) => s === 200).length;
      // Serialized, every refund sees the ones before it: exactly as many as fit go through.
      expect(moved).toBe(CAPTURED / PART);
      const stored = await t.ports.deposits.byOrder(t.fixture.dealerships.ontario, id);
      const payment = await t.ports.depositProcessor.retrieve('acct_test_ontario', paid.processorPaymentId ?? '');
      expect(payment?.refundedCents).toBe(PART * moved);
      expect(payment?.refundedCents).toBeLessThanOrEqual(CAPTURED);
      expect(stored?.refundedCents).toBe(PART * moved);
      expect(stored?.processorRefundIds).toHaveLength(moved);
      expect(stored).toMatchObject({ state: 'refunded', paymentStatus: 'refunded', capturedCents: CAPTURED });
      expect(await auditRows(t, 'deposit_refunded', id)).toHaveLength(moved);
      for (const a of answers.filter((x) => x.statusCode === 409)) {
        expect(a.headers['content-type']).toContain('application/problem+json');
        // Refused for what the earlier refunds left (here nothing: the deposit is refunded).
        expect(['deposit.refund_exceeds_left', 'deposit.not_refundable']).toContain(a.json().code);
      }
      // Each key answers its first answer again and moves nothing more.
      const again = await Promise.all(keys.map((_, i) => refund(i)));
      expect(again.map((a) => [a.statusCode, a.body])).toEqual(answers.map((a) => [a.statusCode, a.body]));
      expect((await t.ports.depositProcessor.retrieve('acct_test_ontario', paid.processorPaymentId ?? ''))?.refundedCents).toBe(PART * moved);
    });

    it('tells a refund over what earlier refunds left (409) from one over what was ever paid (400)', async () => {
      const id = await newDeal(manager, cf);
      await paidDeposit(t, id, 'capture', CAPTURED);
      expect((await manager.post(at(id, 'refund_deposit'), { amount_cents: 6_000, refund_reason_id: 1 }, key())).statusCode).toBe(200);
      const left = await manager.post(at(id, 'refund_deposit'), { amount_cents: 6_000, refund_reason_id: 1 }, key());
      expect(left.statusCode).toBe(409);
      expect(left.json()).toMatchObject({ code: 'deposit.refund_exceeds_left' });
      const never = await manager.post(at(id, 'refund_deposit'), { amount_cents: CAPTURED + 1, refund_reason_id: 1 }, key());
      expect(never.statusCode).toBe(400);
      expect(never.json()).toMatchObject({ code: 'deposit.refund_exceeds_paid', errors: { amount_cents: ['deposit.refund_exceeds_paid'] } });
      expect((await t.ports.deposits.byOrder(t.fixture.dealerships.ontario, id))?.refundedCents).toBe(6_000);
    });

    it('moves every refund when all of them fit', async () => {
      const id = await newDeal(manager, cf);
      const paid = await paidDeposit(t, id, 'capture', 50_000);
      const answers = await Promise.all(Array.from({ length: 8 }, () => manager.post(at(id, 'refund_deposit'), { amount_cents: PART, refund_reason_id: 1 }, key())));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      const stored = await t.ports.deposits.byOrder(t.fixture.dealerships.ontario, id);
      const payment = await t.ports.depositProcessor.retrieve('acct_test_ontario', paid.processorPaymentId ?? '');
      expect(payment?.refundedCents).toBe(8 * PART);
      expect(stored).toMatchObject({ state: 'confirmed', refundedCents: 8 * PART });
      expect(stored?.processorRefundIds).toHaveLength(8);
    });
  });
}
