import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DepositProcessor, PaymentRequest } from '@dealer-panel/core/deposits/deposit-processor';

/** An adapter under test, its connected account, the test cards it documents, and a way past the hold period. */
export interface DepositProcessorSubject {
  readonly processor: DepositProcessor;
  readonly accountId: string;
  readonly cards: { readonly ok: string; readonly declined: string; readonly insufficientFunds: string; readonly expired: string };
  /** Moves the processor's time past the hold period (the simulated clock; Stripe's test clocks). */
  passHoldPeriod(): Promise<void> | void;
}

/** The DepositProcessor contract (core/deposits/deposit-processor.ts), the same for every adapter. */
export function depositProcessorContract(name: string, open: () => Promise<DepositProcessorSubject>): void {
  describe(`DepositProcessor: ${name}`, () => {
    let n = 0;
    const key = (what: string) => { n += 1; return `${what}-${n}`; };
    const request = (s: DepositProcessorSubject, overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
      accountId: s.accountId, depositId: 40 + n, amountCents: 50_000, currency: 'CAD', paymentMethod: s.cards.ok, idempotencyKey: key('pay'), ...overrides,
    });
    const held = async (s: DepositProcessorSubject) => {
      const r = await s.processor.createHold(request(s))();
      if (E.isLeft(r)) throw new Error(r.left._tag);
      return r.right;
    };

    it('holds without taking the money, then captures once', async () => {
      const s = await open();
      const hold = await held(s);
      expect(hold).toMatchObject({ status: 'held', amountCents: 50_000, capturedCents: 0, refundedCents: 0, currency: 'CAD', declineCode: null });
      expect(hold.holdExpiresAt).not.toBeNull();
      const captured = await s.processor.capture({ accountId: s.accountId, paymentId: hold.paymentId, idempotencyKey: key('cap') })();
      expect(E.isRight(captured) && captured.right).toMatchObject({ status: 'captured', capturedCents: 50_000, holdExpiresAt: null });
      const again = await s.processor.capture({ accountId: s.accountId, paymentId: hold.paymentId, idempotencyKey: key('cap') })();
      expect(E.isLeft(again) && again.left.code).toBe('already_captured');
      expect(await s.processor.retrieve(s.accountId, hold.paymentId)).toMatchObject({ status: 'captured', capturedCents: 50_000 });
    });

    it('declines the documented test cards as values, and keeps the declined payment', async () => {
      const s = await open();
      const cases = [[s.cards.declined, 'card_declined'], [s.cards.insufficientFunds, 'insufficient_funds'], [s.cards.expired, 'expired_card']] as const;
      for (const [card, code] of cases) {
        const depositId = 900 + code.length;
        for (const pay of [s.processor.createHold, s.processor.charge]) {
          const r = await pay(request(s, { paymentMethod: card, depositId }))();
          expect(E.isLeft(r) && r.left).toEqual({ _tag: 'CardDeclined', code });
        }
        expect((await s.processor.findByDeposit(s.accountId, depositId)).every((p) => p.status === 'declined' && p.declineCode === code)).toBe(true);
      }
    });

    it('charges at once in capture mode, refunds in parts up to what was captured, never more', async () => {
      const s = await open();
      const charged = await s.processor.charge(request(s))();
      if (E.isLeft(charged)) throw new Error(charged.left._tag);
      expect(charged.right).toMatchObject({ status: 'captured', capturedCents: 50_000 });
      const act = (amountCents: number) => ({ accountId: s.accountId, paymentId: charged.right.paymentId, amountCents, idempotencyKey: key('ref') });
      const part = await s.processor.refund(act(20_000))();
      expect(E.isRight(part) && part.right.payment.refundedCents).toBe(20_000);
      const over = await s.processor.refund(act(30_001))();
      expect(E.isLeft(over) && over.left.code).toBe('refund_exceeds_captured');
      const rest = await s.processor.refund(act(30_000))();
      expect(E.isRight(rest) && rest.right.payment.refundedCents).toBe(50_000);
      if (E.isRight(part) && E.isRight(rest)) expect(rest.right.refundId).not.toBe(part.right.refundId);
    });

    it('answers a repeated key with the first answer and moves no money again; another request with the key is refused', async () => {
      const s = await open();
      const charged = await s.processor.charge(request(s))();
      if (E.isLeft(charged)) throw new Error(charged.left._tag);
      const act = { accountId: s.accountId, paymentId: charged.right.paymentId, amountCents: 10_000, idempotencyKey: key('ref') };
      const first = await s.processor.refund(act)();
      const second = await s.processor.refund(act)();
      expect(second).toEqual(first);
      expect((await s.processor.retrieve(s.accountId, charged.right.paymentId))?.refundedCents).toBe(10_000);
      const reused = await s.processor.refund({ ...act, amountCents: 5_000 })();
      expect(E.isLeft(reused) && reused.left.code).toBe('idempotency_key_reused');
      const payKey = key('pay');
      const hold1 = await s.processor.createHold(request(s, { idempotencyKey: payKey, depositId: 77 }))();
      const hold2 = await s.processor.createHold(request(s, { idempotencyKey: payKey, depositId: 77 }))();
      expect(hold2).toEqual(hold1);
      expect(await s.processor.findByDeposit(s.accountId, 77)).toHaveLength(1);
    });

    it('cancels a hold once; a captured payment is not canceled', async () => {
      const s = await open();
      const hold = await held(s);
      const canceled = await s.processor.cancel({ accountId: s.accountId, paymentId: hold.paymentId, idempotencyKey: key('can') })();
      expect(E.isRight(canceled) && canceled.right.status).toBe('canceled');
      const capture = await s.processor.capture({ accountId: s.accountId, paymentId: hold.paymentId, idempotencyKey: key('cap') })();
      expect(E.isLeft(capture) && capture.left.code).toBe('already_canceled');
      const charged = await s.processor.charge(request(s))();
      if (E.isLeft(charged)) throw new Error(charged.left._tag);
      const cancelCaptured = await s.processor.cancel({ accountId: s.accountId, paymentId: charged.right.paymentId, idempotencyKey: key('can') })();
      expect(E.isLeft(cancelCaptured) && cancelCaptured.left.code).toBe('already_captured');
    });

    it('lets a hold expire after the hold period: it can no longer be captured', async () => {
      const s = await open();
      const hold = await held(s);
      await s.passHoldPeriod();
      expect(await s.processor.retrieve(s.accountId, hold.paymentId)).toMatchObject({ status: 'expired', holdExpiresAt: null, capturedCents: 0 });
      const late = await s.processor.capture({ accountId: s.accountId, paymentId: hold.paymentId, idempotencyKey: key('cap') })();
      expect(E.isLeft(late) && late.left.code).toBe('hold_expired');
    });

    it('refuses acts on a payment it does not know, and knows nothing of another account', async () => {
      const s = await open();
      const unknown = await s.processor.capture({ accountId: s.accountId, paymentId: 'pi_nobody', idempotencyKey: key('cap') })();
      expect(E.isLeft(unknown) && unknown.left.code).toBe('unknown_payment');
      const hold = await held(s);
      expect(await s.processor.retrieve('acct_someone_else', hold.paymentId)).toBeNull();
      expect(await s.processor.retrieve(s.accountId, 'pi_nobody')).toBeNull();
    });
  });
}
