import { describe, expect, it, vi } from 'vitest';
import type { QueryParams } from '../../../../adapters/di/tokens';
import type { OrderBody } from '../../../../adapters/http/contract/orders';
import { latest, left, right } from '../../../shared/testing/problems';
import { anOrder } from '../../customers/testing/customer-fixture';
import type { OrderListDeps } from './order-list-view-model';
import { createOrderListViewModel } from './order-list-view-model';

const order = (id: number, archived: boolean, created: string) =>
  ({ ...anOrder({ id, is_archived: archived, created }), vehicle: null }) as unknown as OrderBody;

function setup(overrides: Partial<OrderListDeps> = {}) {
  const active = [order(2, false, '2026-03-02'), order(1, false, '2026-03-01')];
  const archived = [order(3, true, '2026-02-01')];
  const deps: OrderListDeps = {
    list: vi.fn((query: QueryParams) => right({ count: 0, results: query['is_archived'] === 'true' ? archived : active })),
    setArchived: vi.fn((id: number, value: boolean) => right(order(id, value, id === 3 ? '2026-02-01' : `2026-03-0${id}`))),
    ...overrides,
  };
  return { deps, vm: createOrderListViewModel(deps, 12) };
}

describe('the order list view model', () => {
  it('reads the active and the archived deals of the customer', async () => {
    const { vm, deps } = setup();
    await vm.start();
    expect(deps.list).toHaveBeenCalledWith({ customer: 12, is_archived: 'false', page_size: 100, ordering: '-created' });
    expect(deps.list).toHaveBeenCalledWith({ customer: 12, is_archived: 'true', page_size: 100, ordering: '-created' });
    expect(latest(vm.state$)).toMatchObject({ kind: 'ready', active: [{ id: 2 }, { id: 1 }], archived: [{ id: 3 }] });
  });

  it('moves an archived deal to the archived list and back', async () => {
    const { vm, deps } = setup();
    await vm.start();
    const state = latest(vm.state$);
    if (state.kind !== 'ready') throw new Error('not ready');
    expect(await vm.toggleArchived(state.active[0]!)).toBe(true);
    expect(deps.setArchived).toHaveBeenCalledWith(2, true);
    expect(latest(vm.state$)).toMatchObject({ active: [{ id: 1 }], archived: [{ id: 2 }, { id: 3 }] });
    const after = latest(vm.state$);
    if (after.kind !== 'ready') throw new Error('not ready');
    expect(await vm.toggleArchived(after.archived[1]!)).toBe(true);
    expect(latest(vm.state$)).toMatchObject({ active: [{ id: 1 }, { id: 3 }], archived: [{ id: 2 }] });
  });

  it('fails as a whole when a list cannot be read, and shows a refused archive without moving the deal', async () => {
    const failing = setup({ list: vi.fn(() => left(403, 'forbidden')) });
    await failing.vm.start();
    expect(latest(failing.vm.state$)).toEqual({ kind: 'failed', problem: { code: 'forbidden', retryAfterSeconds: null } });
    const refused = setup({ setArchived: vi.fn(() => left(409, 'order_archived')) });
    await refused.vm.start();
    const state = latest(refused.vm.state$);
    if (state.kind !== 'ready') throw new Error('not ready');
    expect(await refused.vm.toggleArchived(state.active[0]!)).toBe(false);
    expect(latest(refused.vm.state$)).toMatchObject({ busy: null, problem: { code: 'order_archived' }, active: [{ id: 2 }, { id: 1 }] });
  });
});
