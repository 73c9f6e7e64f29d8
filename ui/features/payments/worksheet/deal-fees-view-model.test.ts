import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import type { OrderFeeLineBody, OrderFeesResponse } from '../../../../adapters/http/contract/fees/fees';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { latest } from '../../../shared/testing/problems';
import type { DealFeesDeps } from './deal-fees-view-model';
import { createDealFeesViewModel, isTicked } from './deal-fees-view-model';

const row = (id: number, over: Partial<OrderFeeLineBody> = {}): OrderFeeLineBody => ({
  id, kind: 'fee', scope: 'global', name: `Fee ${id}`, name_fr: '', amount: '100.00', taxability: true,
  is_cash: true, is_finance: true, is_lease: true, cap_cost: false, residualize: false, tax_in_cap: false, include_by_default: false,
  included: false, applicable: true, source: 'available', ...over,
});

/** A server holding the deal's choices: included ids answer every method. */
function server(rows: OrderFeeLineBody[]) {
  const included = new Set(rows.filter((r) => r.included).map((r) => r.id));
  const answer = (orderId: number, method: PaymentMethod): OrderFeesResponse => ({
    order: orderId, method, fees_total: '0.00', discounts_total: '0.00', results: rows.map((r) => ({ ...r, included: included.has(r.id) })),
  });
  const deps = {
    list: vi.fn<DealFeesDeps['list']>((o, m) => Promise.resolve(E.right(answer(o, m)))),
    setIncluded: vi.fn<DealFeesDeps['setIncluded']>((o, id, yes) => {
      if (yes) included.add(id); else included.delete(id);
      return Promise.resolve(E.right(answer(o, 'cash')));
    }),
    changed: vi.fn(),
  };
  return { deps, included };
}

describe('the worksheet\'s fees and discounts', () => {
  it('reads the three methods, includes a global on the deal, reads again and has the worksheet re-priced', async () => {
    const { deps } = server([row(1), row(2, { included: true, source: 'default' })]);
    const vm = createDealFeesViewModel(deps, 41);
    await vm.start();
    expect(deps.list.mock.calls.map(([o, m]) => `${o} ${m}`)).toEqual(['41 cash', '41 finance', '41 lease']);
    const toggled = vm.toggle(1, true);
    const during = latest(vm.state$);
    if (during.kind !== 'ready') throw new Error('not ready');
    expect(isTicked(during.rows.lease[0]!, during.pending)).toBe(true);
    await toggled;
    expect(deps.setIncluded).toHaveBeenCalledWith(41, 1, true);
    expect(deps.changed).toHaveBeenCalledTimes(1);
    const after = latest(vm.state$);
    if (after.kind !== 'ready') throw new Error('not ready');
    expect(after.pending).toEqual({});
    expect(after.rows.lease.map((r) => r.included)).toEqual([true, true]);
  });

  it('puts the box back and says why when the change is refused; nothing is re-priced', async () => {
    const { deps } = server([row(1)]);
    deps.setIncluded.mockResolvedValueOnce(E.left({ code: 'forbidden', fieldErrors: {}, problem: { code: 'forbidden', retryAfterSeconds: null }, handled: false }));
    const vm = createDealFeesViewModel(deps, 41);
    await vm.start();
    await vm.toggle(1, true);
    const state = latest(vm.state$);
    if (state.kind !== 'ready') throw new Error('not ready');
    expect(isTicked(state.rows.finance[0]!, state.pending)).toBe(false);
    expect(state.problem).toEqual({ code: 'forbidden', retryAfterSeconds: null });
    expect(deps.changed).not.toHaveBeenCalled();
  });

  it('never takes off a custom row, and ignores a tick that changes nothing', async () => {
    const { deps } = server([row(5, { scope: 'custom', included: true, source: 'custom' }), row(6, { included: true })]);
    const vm = createDealFeesViewModel(deps, 41);
    await vm.start();
    await vm.toggle(5, false);
    await vm.toggle(6, true);
    expect(deps.setIncluded).not.toHaveBeenCalled();
  });

  it('is unavailable when the rows cannot be read', async () => {
    const { deps } = server([]);
    deps.list.mockResolvedValueOnce(E.left({ code: 'technical', fieldErrors: {}, problem: null, handled: true }));
    const vm = createDealFeesViewModel(deps, 41);
    await vm.start();
    expect(latest(vm.state$)).toEqual({ kind: 'unavailable', problem: null });
  });

  it('reads again and re-prices after a custom row is saved', async () => {
    const { deps } = server([row(1)]);
    const vm = createDealFeesViewModel(deps, 41);
    await vm.start();
    await vm.reload();
    expect(deps.list).toHaveBeenCalledTimes(6);
    expect(deps.changed).toHaveBeenCalledTimes(1);
  });
});
