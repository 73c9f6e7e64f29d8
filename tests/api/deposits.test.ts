import { beforeAll, describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { O, at, auditRows, connectProcessor, key, newDeal, paidDeposit } from './support/deposit-fixture';
import { signedInSuite, STAFF } from './support/signed-in';

const timeline = async (by: { get(url: string): Promise<{ json(): unknown }> }, id: number) =>
  ((await by.get(at(id, 'timeline'))).json() as { results: { event: string; detail: Record<string, unknown> }[] }).results.filter((e) => e.event.startsWith('deposit.'));

/** Deposits through the API (issue 14): the deposit, capture, cancel, refunds with reasons, idempotency, rights. */
for (const engine of throwawayEngines()) {
  describe(`deposits (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { customers: true, staff: STAFF });
    beforeAll(async () => { await connectProcessor(t); });

    it('answers a deal without a deposit, another store\'s deal and a colleague\'s customer\'s deal', async () => {
      const id = await newDeal(manager, cf);
      expect((await rep.get(at(id, 'deposit'))).json()).toEqual({ order_id: id, deposit: null });
      expect((await other.get(at(id, 'deposit'))).statusCode).toBe(404);
      expect((await rep.get(at(cf.orders.coteLease, 'deposit'))).statusCode).toBe(404);
      expect((await manager.get(at(999_999, 'deposit'))).statusCode).toBe(404);
    });

    it('lists the refund and transfer reasons in English and French', async () => {
      const refund = (await rep.get('/api/dealer/refund-reasons/')).json();
      expect(refund.results[0]).toEqual({ id: 1, name: 'Customer changed their mind', name_fr: 'Le client a changé d’idée' });
      expect((await corporate.get('/api/dealer/transfer-reasons/')).json().results.length).toBeGreaterThan(0);
    });

    it('captures a hold, refunds part with a reason then the rest; a repeated key answers the first result and moves nothing', async () => {
      const id = await newDeal(manager, cf);
      const held = await paidDeposit(t, id, 'hold');
      const shown = (await manager.get(at(id, 'deposit'))).json().deposit;
      expect(shown).toMatchObject({ state: 'pre_authorized', payment_status: 'unpaid', mode: 'hold', amount_cents: 50_000, paid_cents: 0 });
      expect(Date.parse(shown.hold_expires_at)).toBeGreaterThan(t.clock.now().getTime());
      const captured = await manager.post(at(id, 'capture_deposit'), {}, key());
      expect(captured.statusCode, captured.body).toBe(200);
      expect(captured.json()).toMatchObject({ id: held.id, state: 'confirmed', payment_status: 'paid', captured_cents: 50_000, paid_cents: 50_000, hold_expires_at: expect.any(String) });
      const k = key();
      const part = await manager.post(at(id, 'refund_deposit'), { amount_cents: 20_000, refund_reason_id: 2 }, k);
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json()).toMatchObject({ state: 'confirmed', refunded_cents: 20_000, paid_cents: 30_000, refund_reason: { reason_id: 2, other: null } });
      const again = await manager.post(at(id, 'refund_deposit'), { amount_cents: 20_000, refund_reason_id: 2 }, k);
      expect(again.json()).toEqual(part.json());
      expect(await auditRows(t, 'deposit_refunded', id)).toHaveLength(1);
      const rest = await admin.post(at(id, 'refund_deposit'), { other_refund_reason: 'Changé d’idée' }, key());
      expect(rest.json()).toMatchObject({ state: 'refunded', payment_status: 'refunded', refunded_cents: 50_000, paid_cents: 0, refund_reason: { reason_id: null, other: 'Changé d’idée' } });
      expect((await t.ports.deposits.byOrder(t.fixture.dealerships.ontario, id))?.processorRefundIds).toHaveLength(2);
      expect((await manager.get(`${O}${id}/`)).json()).toMatchObject({ deposit: { status: 'refunded', mode: 'hold' }, steps: expect.arrayContaining([{ name: 'deposit', status: 'refunded' }]) });
      expect((await timeline(manager, id)).map((e) => e.event)).toEqual(['deposit.held', 'deposit.captured', 'deposit.refunded', 'deposit.refunded']);
      expect(await auditRows(t, 'deposit_captured', id)).toHaveLength(1);
    });

    it('refuses a refund without a key, over what is left, without a reason, with an unknown reason or a key of another request', async () => {
      const id = await newDeal(manager, cf);
      await paidDeposit(t, id, 'capture');
      const noKey = await manager.post(at(id, 'refund_deposit'), { amount_cents: 100, refund_reason_id: 1 });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json()).toMatchObject({ code: 'idempotency_key_required', errors: { 'Idempotency-Key': ['required'] } });
      expect(noKey.headers['content-type']).toContain('application/problem+json');
      const over = await manager.post(at(id, 'refund_deposit'), { amount_cents: 50_001, refund_reason_id: 1 }, key());
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({ code: 'deposit.refund_exceeds_paid', errors: { amount_cents: ['deposit.refund_exceeds_paid'] } });
      expect((await manager.post(at(id, 'refund_deposit'), { amount_cents: 100 }, key())).json()).toMatchObject({ errors: { refund_reason_id: ['deposit.reason_required'] } });
      expect((await manager.post(at(id, 'refund_deposit'), { amount_cents: 100, refund_reason_id: 42 }, key())).json()).toMatchObject({ errors: { refund_reason_id: ['deposit.unknown_reason'] } });
      expect((await manager.post(at(id, 'refund_deposit'), { amount_cents: -5, refund_reason_id: 1 }, key())).json()).toMatchObject({ errors: { amount_cents: ['deposit.invalid_amount'] } });
      expect((await manager.post(at(id, 'refund_deposit'), { amount_cents: '12', refund_reason_id: 1 }, key())).json()).toMatchObject({ errors: { amount_cents: ['type.number'] } });
      const k = key();
      expect((await manager.post(at(id, 'refund_deposit'), { amount_cents: 100, refund_reason_id: 1 }, k)).statusCode).toBe(200);
      const reused = await manager.post(at(id, 'refund_deposit'), { amount_cents: 200, refund_reason_id: 1 }, k);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().code).toBe('idempotency_key_reused');
      expect((await manager.post(at(id, 'capture_deposit'), {}, key('bad key with spaces'))).json()).toMatchObject({ code: 'invalid_idempotency_key' });
      expect(await auditRows(t, 'deposit_refunded', id)).toHaveLength(1);
    });

    it('cancels a hold (released at the processor); a canceled deposit captures nothing', async () => {
      const id = await newDeal(manager, cf);
      await paidDeposit(t, id, 'hold');
      const canceled = await manager.post(at(id, 'cancel_deposit'), {}, key());
      expect(canceled.json()).toMatchObject({ state: 'canceled', payment_status: 'unpaid', hold_expires_at: null });
      const late = await manager.post(at(id, 'capture_deposit'), {}, key());
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('deposit.transition_refused');
      expect((await manager.get(`${O}${id}/`)).json()).toMatchObject({ deposit: { status: 'canceled' } });
    });

    it('refuses money actions to reps, corporate users and another store, and actions without a deposit', async () => {
      const id = await newDeal(manager, cf);
      await paidDeposit(t, id, 'capture');
      const asRep = await rep.post(at(id, 'refund_deposit'), { refund_reason_id: 1 }, key());
      expect(asRep.statusCode).toBe(403);
      expect((await corporate.post(at(id, 'cancel_deposit'), {}, key())).statusCode).toBe(403);
      expect((await other.post(at(id, 'cancel_deposit'), {}, key())).statusCode).toBe(404);
      const bare = await newDeal(manager, cf);
      expect((await manager.post(at(bare, 'capture_deposit'), {}, key())).statusCode).toBe(404);
      expect((await manager.post(at(bare, 'resend_receipt'))).json().code).toBe('no_deposit');
    });
  });
}
