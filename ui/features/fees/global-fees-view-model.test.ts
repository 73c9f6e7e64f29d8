import { describe, expect, it, vi } from 'vitest';
import { latest, left, right } from '../../shared/testing/problems';
import { createGlobalFeesViewModel, type GlobalFeesDeps } from './global-fees-view-model';
import type { GlobalRow } from './wire-types';

const aGlobal = (id: number, extra: Partial<GlobalRow> = {}): GlobalRow => ({
  id, name: `Fee ${id}`, name_fr: '', amount: '10.00', taxability: true, include_by_default: false,
  is_cash: true, is_finance: true, is_lease: true, applicable_new: true, applicable_used: true, applicable_cpo: true,
  is_demo: true, is_in_stock: true, is_pending: true, is_in_transit: true, is_virtual: true, is_as_is: true,
  vehicle_types: [], marketscan_type: null, open_orders_count: 3, cap_cost: false, residualize: false, tax_in_cap: false,
  selectable_by_customer: false, type: null, description_en: '', description_fr: '', ...extra,
});

function setup(overrides: Partial<GlobalFeesDeps> = {}) {
  const deps: GlobalFeesDeps = {
    list: vi.fn(() => right([aGlobal(1)])),
    create: vi.fn((body: Record<string, unknown>) => right(aGlobal(2, { name: String(body['name']), open_orders_count: 0 }))),
    update: vi.fn((id: number, body: Record<string, unknown>) => right(aGlobal(id, { name: String(body['name']) }))),
    remove: vi.fn(() => right(null)),
    ...overrides,
  };
  return { deps, vm: createGlobalFeesViewModel(deps, 'fee') };
}

describe('the global fees view model', () => {
  it('adds a fee: checked first, then created and listed; the form closes', async () => {
    const { vm, deps } = setup();
    await vm.start();
    vm.openNew();
    expect(await vm.submit()).toBe(false);
    expect(latest(vm.editor$)?.errors).toEqual({ name: ['required'], amount: ['required'] });
    vm.change('name', 'Air tax');
    expect(latest(vm.editor$)?.errors).toEqual({ amount: ['required'] });
    vm.change('amount', '100');
    vm.change('residualize', true);
    expect(await vm.submit()).toBe(false);
    expect(latest(vm.editor$)?.errors).toEqual({ residualize: ['fees.requires_cap_cost'] });
    vm.change('cap_cost', true);
    expect(await vm.submit()).toBe(true);
    expect(deps.create).toHaveBeenCalledWith(expect.objectContaining({ name: 'Air tax', amount: '100', cap_cost: true, residualize: true, vehicle_types: [] }));
    expect(latest(vm.editor$)).toBeNull();
    const list = latest(vm.list$);
    expect(list.kind === 'ready' && list.rows.map((r) => r.name)).toEqual(['Fee 1', 'Air tax']);
  });

  it('at a store that works in French, asks for the French name before sending, not the English one', async () => {
    const { deps } = setup();
    const vm = createGlobalFeesViewModel(deps, 'fee', 'fr');
    await vm.start();
    vm.openNew();
    vm.change('name', 'Administration fee');
    vm.change('amount', '395');
    expect(await vm.submit()).toBe(false);
    expect(latest(vm.editor$)?.errors).toEqual({ name_fr: ['required'] });
    expect(deps.create).not.toHaveBeenCalled();
    vm.change('name', '');
    vm.change('name_fr', 'Frais d\'administration');
    expect(await vm.submit()).toBe(true);
    expect(deps.create).toHaveBeenCalledWith(expect.objectContaining({ name: '', name_fr: 'Frais d\'administration', amount: '395' }));
  });

  it('a discount never sends the fee-only fields', async () => {
    const deps: GlobalFeesDeps = { ...setup().deps, create: vi.fn(() => right(aGlobal(5))) };
    const vm = createGlobalFeesViewModel(deps, 'discount');
    await vm.start();
    vm.openNew();
    vm.change('name', 'Loyalty'); vm.change('amount', '500');
    expect(await vm.submit()).toBe(true);
    const body = vi.mocked(deps.create).mock.calls[0]![0];
    expect(body).not.toHaveProperty('cap_cost');
    expect(body).not.toHaveProperty('type');
    expect(body).toHaveProperty('marketscan_type');
  });

  it('edits with PUT and keeps the server\'s field errors beside what was typed', async () => {
    const { vm, deps } = setup({ update: vi.fn(() => left(400, 'invalid_input', { errors: { name: ['text.too_long'] } })) });
    await vm.start();
    const state = latest(vm.list$);
    if (state.kind !== 'ready') throw new Error('not ready');
    vm.openEdit(state.rows[0]!);
    expect(latest(vm.editor$)?.values).toMatchObject({ name: 'Fee 1', amount: '10.00' });
    vm.change('name', 'Typed');
    expect(await vm.submit()).toBe(false);
    expect(deps.update).toHaveBeenCalledWith(1, expect.objectContaining({ name: 'Typed' }));
    expect(latest(vm.editor$)).toMatchObject({ saving: false, errors: { name: ['text.too_long'] }, values: { name: 'Typed' } });
  });

  it('a saved edit keeps the listed count of open deals (the write\'s answer reads 0)', async () => {
    const { vm } = setup({ update: vi.fn((id: number) => right(aGlobal(id, { name: 'Renamed', open_orders_count: 0 }))) });
    await vm.start();
    const state = latest(vm.list$);
    if (state.kind !== 'ready') throw new Error('not ready');
    vm.openEdit(state.rows[0]!);
    vm.change('name', 'Renamed');
    expect(await vm.submit()).toBe(true);
    expect(latest(vm.list$)).toMatchObject({ rows: [{ id: 1, name: 'Renamed', open_orders_count: 3 }] });
  });

  it('deletes a row; a refused delete keeps it and says why', async () => {
    const { vm } = setup();
    await vm.start();
    expect(await vm.remove(1)).toBe(true);
    expect(latest(vm.list$)).toMatchObject({ kind: 'ready', rows: [] });
    const refused = setup({ remove: vi.fn(() => left(403, 'forbidden')) });
    await refused.vm.start();
    expect(await refused.vm.remove(1)).toBe(false);
    expect(latest(refused.vm.list$)).toMatchObject({ rows: [{ id: 1 }], deleting: null, problem: { code: 'forbidden' } });
  });

  it('fails as a whole when the list cannot be read, and retries', async () => {
    const list = vi.fn().mockReturnValueOnce(left(500, 'internal_error')).mockReturnValue(right([]));
    const { vm } = setup({ list });
    await vm.start();
    expect(latest(vm.list$)).toMatchObject({ kind: 'failed', problem: { code: 'internal_error' } });
    await vm.retry();
    expect(latest(vm.list$)).toMatchObject({ kind: 'ready', rows: [] });
  });
});

describe('errors after a change', () => {
  it('an error another field caused goes away with it; the server-only ones stay', async () => {
    const { vm } = setup({ create: vi.fn(() => left(400, 'invalid_input', { errors: { name: ['fees.name_taken'] } })) });
    await vm.start();
    vm.openNew();
    vm.change('name', 'X'); vm.change('amount', '5'); vm.change('residualize', true);
    expect(await vm.submit()).toBe(false);
    expect(latest(vm.editor$)?.errors).toEqual({ residualize: ['fees.requires_cap_cost'] });
    vm.change('cap_cost', true);
    expect(latest(vm.editor$)?.errors).toEqual({});
    expect(await vm.submit()).toBe(false);
    vm.change('amount', '6');
    expect(latest(vm.editor$)?.errors).toEqual({ name: ['fees.name_taken'] });
  });
});
