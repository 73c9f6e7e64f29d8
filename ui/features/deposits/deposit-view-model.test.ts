import * as E from 'fp-ts/Either';
import { firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATES } from '@dealer-panel/core/shared/deal-states';
import type { DepositBody } from '../../../adapters/http/contract/deposits/deposits';
import type { HttpProblem } from '../../../adapters/di/tokens';
import { actionsOf } from './deposit-actions';
import type { DepositsPort } from './deposits-port';
import { createDepositViewModel, type DepositState } from './deposit-view-model';

const deposit = (extra: Partial<DepositBody> = {}): DepositBody => ({
  id: 7, order_id: 3, customer_id: 9, state: 'confirmed', payment_status: 'completed', mode: 'capture', currency: 'CAD',
  amount_cents: 50_000, captured_cents: 50_000, refunded_cents: 0, transferred_out_cents: 0, paid_cents: 50_000, paid_outside: false,
  hold_expires_at: null, refund_reason: null, transfer_reason: null, transferred_to_deposit_id: null, transferred_from_deposit_id: null,
  decline_code: null, created: '2026-11-20T10:00:00Z', updated: '2026-11-20T10:00:00Z', ...extra,
} as DepositBody);
const problem = (status: number, code: string, errors: Record<string, string[]> = {}): HttpProblem =>
  ({ status, code, errors, retryAfterSeconds: null, handled: false } as unknown as HttpProblem);
const MANAGER = { manage: true, resend: true };

function fakePort(refundAnswers: Array<() => ReturnType<DepositsPort['refund']>>) {
  const calls: Array<{ action: string; body?: unknown; key?: string }> = [];
  let current: DepositBody | null = deposit();
  const p: DepositsPort = {
    load: async () => E.right({ order_id: 3, deposit: current }),
    act: async (_id, action, key) => { calls.push({ action, key }); return E.right(current!); },
    refund: async (_id, body, key) => {
      calls.push({ action: 'refund', body, key });
      const next = refundAnswers.shift();
      if (next !== undefined) return next();
      current = deposit({ refunded_cents: body.amount_cents ?? 50_000, paid_cents: 50_000 - (body.amount_cents ?? 50_000) });
      return E.right(current);
    },
    transfer: async (_id, body, key) => { calls.push({ action: 'transfer', body, key }); return E.right(current!); },
    resendReceipt: async () => E.right({}),
    refundReasons: async () => E.right({ results: [{ id: 1, name: 'Changed mind', name_fr: 'A changé d\'idée' }] }),
    transferReasons: async () => E.right({ results: [] }),
    transferable: async () => E.right({ results: [] }),
    ask: async (body) => { calls.push({ action: 'ask', body }); current = deposit({ state: 'created', amount_cents: body.amount_cents, paid_cents: 0, captured_cents: 0 }); return E.right(current); },
    change: async () => E.right(current!),
    withdraw: async () => E.right(current!),
  };
  return { p, calls, setDeposit: (d: DepositBody | null) => { current = d; } };
}
const readyOf = async (vm: { state$: Observable<DepositState> }) => {
  const s = await firstValueFrom(vm.state$);
  if (s.kind !== 'ready') throw new Error(`not ready: ${s.kind}`);
  return s;
};
const keys = () => { let n = 0; return () => `key-${++n}`; };

describe('deposit actions', () => {
  it('follow core\'s table: a hold captures or releases, a paid deposit refunds, transfers and resends, an unpaid one changes, withdraws or is marked paid', () => {
    expect(actionsOf(deposit({ state: 'pre_authorized', paid_cents: 0 }), MANAGER)).toEqual(['capture', 'cancel']);
    expect(actionsOf(deposit(), MANAGER)).toEqual(['refund', 'transfer', 'resend_receipt']);
    expect(actionsOf(deposit({ state: 'created', paid_cents: 0 }), MANAGER)).toEqual(['change', 'withdraw', 'mark_paid']);
    expect(actionsOf(deposit({ state: 'refunded', paid_cents: 0 }), MANAGER)).toEqual(['resend_receipt']);
    expect(actionsOf(deposit({ state: 'expired', paid_cents: 0 }), MANAGER)).toEqual(['cancel', 'mark_paid']);
    expect(actionsOf(deposit({ state: 'canceled', paid_cents: 0 }), MANAGER)).toEqual([]);
    expect(actionsOf(null, MANAGER)).toEqual(['ask']);
  });

  it('offer no money action without can_manage_deposits (corporate users included), whatever the state', () => {
    for (const state of DEPOSIT_STATES) {
      const money = actionsOf(deposit({ state }), { manage: false, resend: true }).filter((a) => a !== 'resend_receipt');
      expect(money).toEqual([]);
      expect(actionsOf(deposit({ state }), { manage: false, resend: false })).toEqual([]);
    }
    expect(actionsOf(null, { manage: false, resend: true })).toEqual([]);
  });
});

describe('deposit view model', () => {
  it('reuses the intent\'s key on a retry of the same request, and takes a new one for a new intent', async () => {
    const { p, calls } = fakePort([async () => Promise.reject(new Error('network')), async () => E.left(problem(409, 'idempotency_in_progress'))]);
    const vm = createDepositViewModel(p, 3, MANAGER, keys());
    await vm.start();
    vm.open('refund');
    vm.edit({ full: false, amount: '100', reason: '1' });
    expect(await vm.confirm()).toBe(false);
    expect((await readyOf(vm)).problem?.code).toBe('technical');
    expect(await vm.confirm()).toBe(false);
    expect((await readyOf(vm)).problem?.code).toBe('idempotency_in_progress');
    expect(await vm.confirm()).toBe(true);
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(calls[2]?.body).toEqual({ refund_reason_id: 1, amount_cents: 10_000 });
    const after = await readyOf(vm);
    expect([after.done, after.intent, after.deposit?.refunded_cents]).toEqual(['refund', null, 10_000]);
    vm.open('refund');
    vm.edit({ reason: 'other', other: 'Car sold elsewhere' });
    await vm.confirm();
    expect(calls[3]).toEqual({ action: 'refund', key: 'key-2', body: { refund_reason_id: null, other_refund_reason: 'Car sold elsewhere' } });
  });

  it('keeps what was typed and the server\'s field errors on a refusal; a changed request then takes a new key', async () => {
    const { p, calls } = fakePort([async () => E.left(problem(400, 'invalid_input', { amount_cents: ['deposit.refund_exceeds_paid'] }))]);
    const vm = createDepositViewModel(p, 3, MANAGER, keys());
    await vm.start();
    vm.open('refund');
    vm.edit({ full: false, amount: '900', reason: '1' });
    expect(await vm.confirm()).toBe(false);
    const refused = await readyOf(vm);
    expect(refused.errors).toEqual({ amount_cents: ['deposit.refund_exceeds_paid'] });
    expect(refused.intent?.form).toMatchObject({ full: false, amount: '900', reason: '1' });
    expect(refused.reasons.map((r) => r.id)).toEqual([1]);
    vm.edit({ amount: '200' });
    expect(await vm.confirm()).toBe(true);
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-2']);
  });

  it('checks the reason and the amount before sending anything', async () => {
    const { p, calls } = fakePort([]);
    const vm = createDepositViewModel(p, 3, MANAGER, keys());
    await vm.start();
    vm.open('refund');
    vm.edit({ full: false, amount: '' , reason: 'other' });
    expect(await vm.confirm()).toBe(false);
    expect((await readyOf(vm)).errors).toEqual({ other_refund_reason: ['required'], amount_cents: ['deposit.invalid_amount'] });
    expect(calls).toEqual([]);
  });

  it('asks a deposit when there is none, and reads it again after', async () => {
    const { p, calls, setDeposit } = fakePort([]);
    setDeposit(null);
    const vm = createDepositViewModel(p, 3, MANAGER, keys());
    await vm.start();
    expect((await readyOf(vm)).actions).toEqual(['ask']);
    vm.open('ask');
    vm.edit({ amount: '250.5', mode: 'capture' });
    expect(await vm.confirm()).toBe(true);
    expect(calls).toEqual([{ action: 'ask', body: { order: 3, amount_cents: 25_050, mode: 'capture' } }]);
    const s = await readyOf(vm);
    expect([s.deposit?.state, s.actions]).toEqual(['created', ['change', 'withdraw', 'mark_paid']]);
  });

  it('ignores an action the page does not offer (a user without the right)', async () => {
    const { p, calls } = fakePort([]);
    const vm = createDepositViewModel(p, 3, { manage: false, resend: true }, keys());
    await vm.start();
    vm.open('refund');
    expect((await readyOf(vm)).intent).toBeNull();
    expect(await vm.confirm()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('fails to load with the problem, then loads on retry', async () => {
    const { p } = fakePort([]);
    let first = true;
    const load = p.load;
    p.load = async (id) => { if (first) { first = false; return E.left(problem(503, 'service_unavailable')); } return load(id); };
    const vm = createDepositViewModel(p, 3, MANAGER, keys());
    await vm.start();
    const failed = await firstValueFrom(vm.state$);
    expect(failed).toEqual({ kind: 'failed', problem: { code: 'service_unavailable', retryAfterSeconds: null } });
    await vm.retry();
    expect((await readyOf(vm)).deposit?.state).toBe('confirmed');
  });
});
