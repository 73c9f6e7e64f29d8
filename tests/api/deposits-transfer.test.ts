import { beforeAll, describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { at, auditRows, connectProcessor, key, newDeal, paidDeposit } from './support/deposit-fixture';
import { signedInSuite, STAFF } from './support/signed-in';

const CUSTOM = '/api/dealer/customdeposit/';

/** Deposits through the API (issue 14): transfers, paid outside, receipts, custom deposits, and concurrent refunds. */
for (const engine of throwawayEngines()) {
  describe(`deposits: transfers, receipts, custom deposits (${engine.kind})`, () => {
    const { t, cf, staff: { manager, rep, corporate, other } } = signedInSuite(engine, { customers: true, staff: STAFF });
    beforeAll(async () => { await connectProcessor(t); });

    it('transfers what a deposit holds to another deal of the customer, with a reason and a note', async () => {
      const from = await newDeal(manager, cf, 'tremblay');
      const to = await newDeal(manager, cf, 'tremblay');
      const stranger = await newDeal(manager, cf, 'clarke');
      await paidDeposit(t, from, 'capture', 40_000);
      const listed = (await manager.get(at(from, 'transferable_orders'))).json().results as { id: number; vehicle: string | null }[];
      expect(listed.map((o) => o.id)).toContain(to);
      expect(listed.map((o) => o.id)).not.toContain(stranger);
      expect(listed.find((o) => o.id === to)).toMatchObject({ vehicle: '2024 Honda Civic Sport', exterior_colour_name: expect.anything() });
      const wrong = await manager.post(at(from, 'transfer_deposit'), { transferred_order_id: stranger, transfer_reason_id: 1 }, key());
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'deposit.transfer_other_customer', errors: { transferred_order_id: ['deposit.transfer_other_customer'] } });
      expect((await manager.post(at(from, 'transfer_deposit'), { transferred_order_id: to }, key())).json()).toMatchObject({ errors: { transfer_reason_id: ['deposit.reason_required'] } });
      expect((await manager.post(at(from, 'transfer_deposit'), { transferred_order_id: cf.orders.coteLease + 999_999, transfer_reason_id: 1 }, key())).statusCode).toBe(404);
      expect((await rep.get(at(from, 'transferable_orders'))).statusCode).toBe(404); // a colleague's customer
      const moved = await manager.post(at(from, 'transfer_deposit'), { transferred_order_id: to, transfer_reason_id: 1 }, key());
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ state: 'canceled', transferred_out_cents: 40_000, paid_cents: 0, transfer_reason: { reason_id: 1, other: null } });
      const target = (await manager.get(at(to, 'deposit'))).json().deposit;
      expect(target).toMatchObject({ state: 'confirmed', payment_status: 'paid', paid_cents: 40_000, transferred_from_deposit_id: moved.json().id });
      expect(await auditRows(t, 'deposit_transferred', from)).toHaveLength(1);
      expect(await auditRows(t, 'deposit_transferred', to)).toHaveLength(1);
      const note = (await manager.get(`/api/dealer/transfer_deposit_note/${cf.customers.tremblay}/`)).json();
      expect(note).toMatchObject({ note: `Deposit of $400.00 transferred from deal #${from} to deal #${to}.`, transfers: [{ from_order_id: from, to_order_id: to, amount_cents: 40_000 }] });
      expect((await manager.get(`/api/dealer/transfer_deposit_note/${cf.customers.clarke}/`)).json()).toEqual({ note: null, transfers: [] });
      expect((await other.get(`/api/dealer/transfer_deposit_note/${cf.customers.tremblay}/`)).statusCode).toBe(404);
    });

    it('asks a custom deposit, changes it, marks it paid outside, resends its receipt, and refuses to withdraw it then', async () => {
      const id = await newDeal(manager, cf, 'gagne');
      expect((await rep.post(CUSTOM, { order: id, amount_cents: 100_000 })).statusCode).toBe(403);
      expect((await manager.post(CUSTOM, { order: id, amount_cents: 0 })).json()).toMatchObject({ errors: { amount_cents: ['deposit.invalid_amount'] } });
      expect((await other.post(CUSTOM, { order: id, amount_cents: 100 })).statusCode).toBe(404);
      const made = await manager.post(CUSTOM, { order: id, amount_cents: 100_000, mode: 'capture' });
      expect(made.statusCode, made.body).toBe(201);
      const depositId = made.json().id as number;
      expect(made.json()).toMatchObject({ state: 'created', amount_cents: 100_000, mode: 'capture', currency: 'CAD' });
      expect((await manager.patch(`${CUSTOM}${depositId}/`, { amount_cents: 75_000 })).json()).toMatchObject({ amount_cents: 75_000, mode: 'capture' });
      expect((await other.patch(`${CUSTOM}${depositId}/`, { amount_cents: 1 })).statusCode).toBe(404);
      expect((await manager.post(at(id, 'resend_receipt'))).json().code).toBe('deposit.transition_refused');
      const paid = await manager.post(at(id, 'mark_as_paid'), {}, key());
      expect(paid.json()).toMatchObject({ state: 'confirmed', paid_outside: true, paid_cents: 75_000 });
      expect((await corporate.post(at(id, 'resend_receipt'))).statusCode).toBe(403);
      const sent = await rep.post(at(id, 'resend_receipt'));
      expect(sent.json()).toEqual({ detail: 'sent', sent_to: 'helene.gagne@example.com' });
      const [mail] = await t.ports.outbox.latest(1);
      expect(mail).toMatchObject({ channel: 'email', to: 'helene.gagne@example.com', subject: expect.stringContaining('deposit receipt') });
      expect(mail!.body).toContain('$750.00');
      const locked = await manager.delete(`${CUSTOM}${depositId}/`);
      expect(locked.statusCode).toBe(409);
      expect(locked.json().code).toBe('deposit.amount_locked');
      const refunded = await manager.post(at(id, 'refund_deposit'), { refund_reason_id: 4 }, key());
      expect(refunded.json()).toMatchObject({ state: 'refunded', refunded_cents: 75_000 });
      const events = ((await manager.get(at(id, 'timeline'))).json().results as { event: string }[]).map((e) => e.event).filter((e) => e.startsWith('deposit.'));
      expect(events).toEqual(['deposit.amount_set', 'deposit.amount_set', 'deposit.marked_paid', 'deposit.receipt_sent', 'deposit.refunded']);
    });

    it('withdraws an unpaid custom deposit', async () => {
      const id = await newDeal(manager, cf, 'gagne');
      const depositId = (await manager.post(CUSTOM, { order: id, amount_cents: 5_000 })).json().id as number;
      expect((await manager.delete(`${CUSTOM}${depositId}/`)).json()).toMatchObject({ state: 'canceled' });
      expect((await manager.get(at(id, 'deposit'))).json().deposit).toMatchObject({ state: 'canceled' });
    });

    it('keeps Reserve-It fields on a deal, and refuses bad names, corporate users and another store', async () => {
      const id = await newDeal(manager, cf, 'gagne');
      const saved = await rep.post(at(id, 'save_reserveit_field'), { name: 'hold_until', value: 'vendredi 17 h' });
      expect(saved.json()).toEqual({ fields: [{ name: 'hold_until', value: 'vendredi 17 h' }] });
      expect((await rep.post(at(id, 'save_reserveit_field'), { name: 'hold_until', value: 'samedi' })).json()).toEqual({ fields: [{ name: 'hold_until', value: 'samedi' }] });
      expect((await rep.post(at(id, 'save_reserveit_field'), { name: 'bad name', value: 'x' })).json()).toMatchObject({ code: 'invalid_input', errors: { name: ['reserveit.invalid_name'] } });
      expect((await rep.post(at(id, 'save_reserveit_field'), { name: 'n' })).json()).toMatchObject({ errors: { value: ['required'] } });
      expect((await corporate.post(at(id, 'save_reserveit_field'), { name: 'n', value: 'x' })).statusCode).toBe(403);
      expect((await other.post(at(id, 'save_reserveit_field'), { name: 'n', value: 'x' })).statusCode).toBe(404);
      expect((await rep.post(at(id, 'remove_reserveit_field'), { name: 'hold_until' })).json()).toEqual({ fields: [] });
      const events = ((await manager.get(at(id, 'timeline'))).json().results as { event: string }[]).map((e) => e.event);
      expect(events.filter((e) => e.startsWith('deposit.reserveit'))).toEqual(['deposit.reserveit_saved', 'deposit.reserveit_saved', 'deposit.reserveit_removed']);
    });

    it('refunds once of two concurrent refunds that exceed what was paid together, and once of two with the same key', async () => {
      const id = await newDeal(manager, cf, 'gagne');
      await paidDeposit(t, id, 'capture', 50_000);
      const body = { amount_cents: 30_000, refund_reason_id: 1 };
      const both = await Promise.all([manager.post(at(id, 'refund_deposit'), body, key()), manager.post(at(id, 'refund_deposit'), body, key())]);
      expect(both.map((r) => r.statusCode).filter((s) => s === 200)).toHaveLength(1);
      expect(both.every((r) => r.statusCode === 200 || r.statusCode >= 400)).toBe(true);
      const after = await t.ports.deposits.byOrder(t.fixture.dealerships.ontario, id);
      expect(after).toMatchObject({ refundedCents: 30_000 });
      expect(after?.processorRefundIds).toHaveLength(1);
      expect(await auditRows(t, 'deposit_refunded', id)).toHaveLength(1);

      const k = key();
      const same = await Promise.all([manager.post(at(id, 'refund_deposit'), { ...body, amount_cents: 5_000 }, k), manager.post(at(id, 'refund_deposit'), { ...body, amount_cents: 5_000 }, k)]);
      expect(same.filter((r) => r.statusCode === 200)).not.toHaveLength(0);
      for (const r of same) if (r.statusCode !== 200) expect(r.json().code).toBe('idempotency_in_progress');
      expect(await t.ports.deposits.byOrder(t.fixture.dealerships.ontario, id)).toMatchObject({ refundedCents: 35_000 });
      expect(await auditRows(t, 'deposit_refunded', id)).toHaveLength(2);
    });
  });
}
