import { describe, expect, it, vi } from 'vitest';
import type { QueryParams } from '../../../../adapters/di/tokens';
import type { OrderBody } from '../../../../adapters/http/contract/orders/orders';
import { latest, left, right } from '../../../shared/testing/problems';
import { anOrder } from '../testing/order-fixture';
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
    confirm: vi.fn((id: number) => right({ ...order(id, false, `2026-03-0${id}`), status: 'completed', confirmed_at: '2026-03-05T10:00:00Z' } as OrderBody)),
    sendLink: vi.fn(() => right({ detail: 'sent', sent_to: 'marie@example.com' })),
    easyLinks: vi.fn(() => right({ order_link: 'http://x/deal/t', steps: [] })),
    loginAsCustomer: vi.fn(() => right({ url: '/shop/deal/t' })),
    timeline: vi.fn(() => right({ results: [], time_zone: 'America/Toronto' })),
    validateCommissionNumber: vi.fn((_id: number, value: string) => right({ valid: true as const, commission_number: value.trim().toUpperCase() })),
    changeCommissionNumber: vi.fn((id: number, value: string) => right({ ...order(id, false, `2026-03-0${id}`), commission_number: value } as OrderBody)),
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
    expect(await vm.toggleArchived(state.active[0]!, 'financing_declined')).toBe(true);
    expect(deps.setArchived).toHaveBeenCalledWith(2, true, 'financing_declined');
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

  it('confirms a deal and puts the answered deal in its card\'s place', async () => {
    const { vm, deps } = setup();
    await vm.start();
    const state = latest(vm.state$);
    if (state.kind !== 'ready') throw new Error('not ready');
    const pending = vm.confirm(state.active[1]!);
    expect(latest(vm.state$)).toMatchObject({ busy: { id: 1, action: 'confirm' } });
    expect(await vm.toggleArchived(state.active[0]!)).toBe(false);
    expect(await pending).toMatchObject({ ok: true });
    expect(deps.confirm).toHaveBeenCalledWith(1);
    expect(latest(vm.state$)).toMatchObject({ busy: null, active: [{ id: 2 }, { id: 1, status: 'completed', confirmed_at: '2026-03-05T10:00:00Z' }] });
  });

  it('tells the card why an action was refused, in a code the locales translate, and keeps the deal as it was', async () => {
    const { vm } = setup({ sendLink: vi.fn(() => left(409, 'customer_has_no_email')), confirm: vi.fn(() => left(409, 'order_already_confirmed')) });
    await vm.start();
    const state = latest(vm.state$);
    if (state.kind !== 'ready') throw new Error('not ready');
    expect(await vm.sendLink(state.active[0]!)).toEqual({ ok: false, problem: { code: 'customer_has_no_email', retryAfterSeconds: null }, errors: {} });
    expect(await vm.confirm(state.active[0]!)).toMatchObject({ ok: false, problem: { code: 'order_already_confirmed' } });
    expect(latest(vm.state$)).toMatchObject({ busy: null, problem: null, active: [{ id: 2, status: state.active[0]!.status }, { id: 1 }] });
  });

  it('validates a commission number first, then changes it; a refused number comes back as a field error and changes nothing', async () => {
    const { vm, deps } = setup();
    await vm.start();
    const state = latest(vm.state$);
    if (state.kind !== 'ready') throw new Error('not ready');
    expect(await vm.saveCommissionNumber(state.active[0]!, ' d-7 ')).toMatchObject({ ok: true });
    expect(deps.validateCommissionNumber).toHaveBeenCalledWith(2, ' d-7 ');
    expect(deps.changeCommissionNumber).toHaveBeenCalledWith(2, 'D-7');
    expect(latest(vm.state$)).toMatchObject({ active: [{ id: 2, commission_number: 'D-7' }, { id: 1 }] });
    const taken = setup({ validateCommissionNumber: vi.fn(() => left(400, 'invalid_input', { errors: { commission_number: ['commission_number.taken'] } })) });
    await taken.vm.start();
    const first = latest(taken.vm.state$);
    if (first.kind !== 'ready') throw new Error('not ready');
    expect(await taken.vm.saveCommissionNumber(first.active[0]!, 'D-7')).toEqual({ ok: false, problem: null, errors: { commission_number: ['commission_number.taken'] } });
    expect(taken.deps.changeCommissionNumber).not.toHaveBeenCalled();
  });

  it('reads the easy links on demand, or the problem', async () => {
    const { vm, deps } = setup({ easyLinks: vi.fn().mockReturnValueOnce(left(404, 'not_found')).mockReturnValue(right({ order_link: 'http://x/deal/t', steps: [] })) });
    await vm.start();
    const state = latest(vm.state$);
    if (state.kind !== 'ready') throw new Error('not ready');
    expect(await vm.easyLinks(state.active[0]!)).toEqual({ _tag: 'Left', left: { code: 'not_found', retryAfterSeconds: null } });
    expect(await vm.easyLinks(state.active[0]!)).toEqual({ _tag: 'Right', right: { order_link: 'http://x/deal/t', steps: [] } });
    expect(deps.easyLinks).toHaveBeenCalledWith(2);
  });

  it('reads the history on demand as its entries and the store\'s time zone, or the problem', async () => {
    const entry = { id: 1, at: '2026-03-01T10:00:00Z', kind: 'status' as const, event: 'status.created', actor: 'dealer' as const, actor_name: 'Raj Patel', detail: { payment_type: 'lease' } };
    const { vm, deps } = setup({ timeline: vi.fn().mockReturnValueOnce(left(503, 'service_unavailable')).mockReturnValue(right({ results: [entry], time_zone: 'America/Vancouver' })) });
    await vm.start();
    const state = latest(vm.state$);
    if (state.kind !== 'ready') throw new Error('not ready');
    expect(await vm.timeline(state.active[0]!)).toMatchObject({ _tag: 'Left', left: { code: 'service_unavailable' } });
    expect(await vm.timeline(state.active[0]!)).toEqual({ _tag: 'Right', right: { entries: [entry], timeZone: 'America/Vancouver' } });
    expect(deps.timeline).toHaveBeenCalledWith(2);
  });
  it('opens the customer\'s view of a deal: the URL to open, or why not', async () => {
    const { vm, deps } = setup();
    await vm.start();
    const state = latest(vm.state$);
    if (state.kind !== 'ready') throw new Error('not ready');
    expect(await vm.viewAsCustomer(state.active[0]!)).toEqual({ ok: true, value: { url: '/shop/deal/t' } });
    expect(deps.loginAsCustomer).toHaveBeenCalledWith(state.active[0]!.customer, 2);
    const refused = setup({ loginAsCustomer: vi.fn(() => left(403, 'forbidden')) });
    await refused.vm.start();
    expect(await refused.vm.viewAsCustomer(state.active[0]!)).toEqual({ ok: false, problem: { code: 'forbidden', retryAfterSeconds: null }, errors: {} });
  });
});
