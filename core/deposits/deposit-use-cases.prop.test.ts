import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositWorld } from './testing/deposit-world';

/** Refund requests with keys from a small set (so keys repeat, with the same or another amount), some sent at once. */
const requests = fc.array(fc.record({
  key: fc.constantFrom('a', 'b', 'c', 'd'),
  amountCents: fc.constantFrom(1, 5_000, 10_000, 25_000, 50_000, 50_001),
  together: fc.boolean(),
}), { minLength: 1, maxLength: 12 });

describe('refunds through the use cases', () => {
  it('move money once per key, never more than was paid, and our record agrees with the processor', async () => {
    await fc.assert(fc.asyncProperty(requests, async (list) => {
      const w = depositWorld();
      await w.paid(11);
      const admin = await w.ctxAt(1, 'dealer_admin');
      const refund = (r: (typeof list)[number]) => w.U.refund(admin, { orderId: 11, idempotencyKey: r.key, ip: '', amountCents: r.amountCents, reason: { reasonId: 1 } })();
      const answers: Awaited<ReturnType<typeof refund>>[] = [];
      for (let i = 0; i < list.length; i += 1) {
        const r = list[i];
        if (r === undefined) continue;
        // A request marked `together` is sent at the same time as the next one.
        const next = r.together ? list[i + 1] : undefined;
        if (next !== undefined) i += 1;
        answers.push(...await Promise.all([refund(r), ...(next === undefined ? [] : [refund(next)])]));
      }
      const payment = w.processor.payments.get('pi_1');
      const deposit = await w.deposits.byOrder(1, 11);
      const refundCalls = w.processor.calls.filter((c) => c.what === 'refund').map((c) => c.key);
      expect(new Set(refundCalls).size).toBe(refundCalls.length);
      expect(payment?.refundedCents).toBe(deposit?.refundedCents);
      expect(deposit?.refundedCents ?? 0).toBeLessThanOrEqual(50_000);
      const refundedByAnswers = new Map(answers.flatMap((a) => (E.isRight(a) ? [[a.right.processorRefundIds.at(-1), true] as const] : [])));
      expect(refundedByAnswers.size).toBeLessThanOrEqual(new Set(list.map((r) => r.key)).size);
      expect(w.ports.audit.entries.filter((e) => e.action === 'deposit_refunded').length).toBe(deposit?.processorRefundIds.length);
    }), { numRuns: 150 });
  });

  it('answer two concurrent refunds with the same key with one refund', async () => {
    const w = depositWorld();
    await w.paid(11);
    const admin = await w.ctxAt(1, 'dealer_admin');
    const cmd = { orderId: 11, idempotencyKey: 'twice', ip: '', amountCents: 20_000, reason: { reasonId: 1 } };
    const [one, two] = await Promise.all([w.U.refund(admin, cmd)(), w.U.refund(admin, cmd)()]);
    expect([one, two].filter(E.isRight)).toHaveLength(1);
    expect([one, two].filter(E.isLeft)).toEqual([E.left({ _tag: 'IdempotencyInProgress' })]);
    expect(w.processor.payments.get('pi_1')?.refundedCents).toBe(20_000);
    expect(await w.U.refund(admin, cmd)()).toEqual([one, two].find(E.isRight));
  });
});
