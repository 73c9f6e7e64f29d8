import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { latest, left, problem, right } from '../../shared/testing/problems';
import { createCustomRowsViewModel, isTemporaryId, temporaryId, type CustomRowsDeps } from './custom-rows-view-model';
import type { CustomRow } from './wire-types';

const aRow = (id: number, extra: Partial<CustomRow> = {}): CustomRow => ({
  id, name: `Fee ${id}`, name_fr: '', amount: '100.00', taxability: true, include_by_default: false,
  is_cash: true, is_finance: true, is_lease: true, applicable_new: true, applicable_used: true, applicable_cpo: true,
  cap_cost: false, residualize: false, tax_in_cap: false, marketscan_type: null, order: 7, ...extra,
});

function setup(overrides: Partial<CustomRowsDeps> = {}) {
  let next = 100;
  const deps: CustomRowsDeps = {
    list: vi.fn(() => right([aRow(1)])),
    create: vi.fn((body: Record<string, unknown>) => right(aRow((next += 1), { name: String(body['name']), amount: `${String(body['amount'])}.00` }))),
    update: vi.fn((id: number, body: Record<string, unknown>) => right(aRow(id, { name: String(body['name']) }))),
    remove: vi.fn(() => right(null)),
    log: vi.fn(),
    ...overrides,
  };
  return { deps, vm: createCustomRowsViewModel(deps, 'fee', 7) };
}

const ready = (vm: ReturnType<typeof setup>['vm']) => {
  const s = latest(vm.state$);
  if (s.kind !== 'ready') throw new Error(`not ready: ${s.kind}`);
  return s.rows;
};

describe('temporary ids', () => {
  it('are an underscore and 9 base-36 characters, whatever the random source gives', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 9, maxLength: 9 }), (values) => {
      let i = 0;
      const id = temporaryId(() => values[i++] ?? 0);
      expect(id).toMatch(/^_[0-9a-z]{9}$/);
      expect(isTemporaryId(id)).toBe(true);
    }));
    expect(isTemporaryId('12')).toBe(false);
  });
});

describe('the custom fee rows view model', () => {
  it('lists the deal\'s rows, saved and not editable', async () => {
    const { vm, deps } = setup();
    await vm.start();
    expect(deps.list).toHaveBeenCalledWith(7);
    expect(ready(vm)).toMatchObject([{ id: '1', editable: false, loading: false, values: { name: 'Fee 1', amount: '100.00' } }]);
  });

  it('adds a row with a temporary id and the defaults, and creates it on save', async () => {
    const { vm, deps } = setup();
    await vm.start();
    const id = vm.add()!;
    expect(isTemporaryId(id)).toBe(true);
    expect(ready(vm)[1]).toMatchObject({ id, editable: true, saved: null, values: { is_cash: true, is_finance: true, is_lease: true, include_by_default: false } });
    vm.change(id, 'name', 'Rust proofing');
    vm.change(id, 'amount', '299');
    expect(await vm.save(id)).toBe(true);
    expect(deps.create).toHaveBeenCalledWith(expect.objectContaining({ name: 'Rust proofing', amount: '299', order: 7, is_cash: true, cap_cost: false }));
    expect(deps.update).not.toHaveBeenCalled();
    expect(ready(vm)[1]).toMatchObject({ id: '101', editable: false, loading: false, values: { name: 'Rust proofing' } });
  });

  it('updates a saved row (PUT with its id), never creates it again', async () => {
    const { vm, deps } = setup();
    await vm.start();
    vm.edit('1');
    vm.change('1', 'name', 'Renamed');
    expect(await vm.save('1')).toBe(true);
    expect(deps.update).toHaveBeenCalledWith(1, expect.objectContaining({ name: 'Renamed', order: 7 }));
    expect(deps.create).not.toHaveBeenCalled();
    expect(ready(vm)[0]).toMatchObject({ id: '1', editable: false, values: { name: 'Renamed' } });
  });

  it('checks the row before sending: errors on the row, nothing sent', async () => {
    const { vm, deps } = setup();
    await vm.start();
    const id = vm.add()!;
    vm.change(id, 'is_cash', false); vm.change(id, 'is_finance', false); vm.change(id, 'is_lease', false);
    expect(await vm.save(id)).toBe(false);
    expect(deps.create).not.toHaveBeenCalled();
    expect(ready(vm)[1]?.errors).toEqual({ name: ['required'], amount: ['required'], is_cash: ['fees.payment_type_required'] });
  });

  it('shows the server\'s errors on the row, stops loading, keeps what was typed, and logs', async () => {
    const { vm, deps } = setup({ create: vi.fn(() => left(400, 'invalid_input', { errors: { amount: ['money.too_large'] } })) });
    await vm.start();
    const id = vm.add()!;
    vm.change(id, 'name', 'Big');
    vm.change(id, 'amount', '99999');
    const saving = vm.save(id);
    expect(ready(vm)[1]?.loading).toBe(true);
    expect(await saving).toBe(false);
    expect(ready(vm)[1]).toMatchObject({ id, loading: false, editable: true, errors: { amount: ['money.too_large'] }, values: { name: 'Big', amount: '99999' } });
    expect(deps.log).toHaveBeenCalled();
    const refused = setup({ update: vi.fn(() => left(403, 'forbidden')) });
    await refused.vm.start();
    refused.vm.edit('1');
    expect(await refused.vm.save('1')).toBe(false);
    expect(ready(refused.vm)[0]).toMatchObject({ loading: false, problem: { code: 'forbidden' } });
  });

  it('cancel drops an unsaved row and restores a saved one; remove deletes saved rows only on the server', async () => {
    const { vm, deps } = setup();
    await vm.start();
    const id = vm.add()!;
    vm.cancel(id);
    expect(ready(vm).map((r) => r.id)).toEqual(['1']);
    vm.edit('1');
    vm.change('1', 'name', 'Oops');
    vm.cancel('1');
    expect(ready(vm)[0]).toMatchObject({ editable: false, values: { name: 'Fee 1' } });
    const temp = vm.add()!;
    expect(await vm.remove(temp)).toBe(true);
    expect(deps.remove).not.toHaveBeenCalled();
    expect(await vm.remove('1')).toBe(true);
    expect(deps.remove).toHaveBeenCalledWith(1);
    expect(ready(vm)).toEqual([]);
  });

  it('fails as a whole when the rows cannot be read', async () => {
    const { vm } = setup({ list: vi.fn(() => Promise.resolve({ _tag: 'Left' as const, left: problem(404, 'not_found') })) });
    await vm.start();
    expect(latest(vm.state$)).toEqual({ kind: 'failed', problem: { code: 'not_found', retryAfterSeconds: null } });
  });
});
