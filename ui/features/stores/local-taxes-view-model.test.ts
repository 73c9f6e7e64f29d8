import { describe, expect, it, vi } from 'vitest';
import type { LocalTaxRateBody } from '../../../adapters/http/contract/payments/local-tax-rates';
import { latest, left, right } from '../../shared/testing/problems';
import type { LocalTaxesPort } from './local-taxes-port';
import { createLocalTaxesViewModel, filteredRows, type LocalTaxesState } from './local-taxes-view-model';

const row = (zip_prefix: string, rate = '1', effective_from = '2026-01-01'): LocalTaxRateBody => ({ zip_prefix, rate, effective_from });

function setup(overrides: Partial<LocalTaxesPort> = {}) {
  const port: LocalTaxesPort = {
    list: vi.fn(() => right({ results: [row('054')] })),
    save: vi.fn((rows: readonly LocalTaxRateBody[]) => right({ results: [row('054'), ...rows] })),
    remove: vi.fn(() => right({ results: [] })),
    importFile: vi.fn(() => right({ results: [row('054'), row('056')] })),
    ...overrides,
  };
  return { port, vm: createLocalTaxesViewModel(port) };
}
const ready = (state: LocalTaxesState) => {
  if (state.kind !== 'ready') throw new Error(`not ready: ${state.kind}`);
  return state;
};

describe('the local tax rates view model', () => {
  it('loads, then fails with the problem and loads on retry', async () => {
    const list = vi.fn<LocalTaxesPort['list']>(() => left(403, 'forbidden'));
    const { vm } = setup({ list });
    await vm.start();
    expect(latest(vm.state$)).toEqual({ kind: 'failed', problem: { code: 'forbidden', retryAfterSeconds: null } });
    list.mockImplementation(() => right({ results: [row('054')] }));
    await vm.retry();
    expect(ready(latest(vm.state$)).rows).toEqual([row('054')]);
  });

  it('adds the row typed (a French decimal comma read as a point), then empties the form', async () => {
    const { vm, port } = setup();
    await vm.start();
    vm.edit('zip_prefix', ' 05401 ');
    vm.edit('rate', '1,25');
    vm.edit('effective_from', '2026-07-01');
    expect(await vm.add()).toBe(true);
    expect(port.save).toHaveBeenCalledWith([row('05401', '1.25', '2026-07-01')]);
    expect(ready(latest(vm.state$))).toMatchObject({ draft: { zip_prefix: '', rate: '', effective_from: '' }, busy: null, errors: {} });
    expect(ready(latest(vm.state$)).rows).toHaveLength(2);
  });

  it('shows a refused row\'s errors beside its fields and keeps what was typed; typing clears that field\'s error', async () => {
    const save = vi.fn<LocalTaxesPort['save']>(() => left(400, 'invalid_input', { errors: { 'rows.0.rate': ['rate.out_of_range'], 'rows.0.zip_prefix': ['zip_prefix.invalid'] } }));
    const { vm } = setup({ save });
    await vm.start();
    vm.edit('zip_prefix', '05A');
    vm.edit('rate', '25');
    expect(await vm.add()).toBe(false);
    expect(ready(latest(vm.state$))).toMatchObject({ errors: { rate: ['rate.out_of_range'], zip_prefix: ['zip_prefix.invalid'] }, draft: { zip_prefix: '05A', rate: '25' }, problem: null });
    vm.edit('rate', '2');
    expect(ready(latest(vm.state$)).errors).toEqual({ zip_prefix: ['zip_prefix.invalid'] });
    save.mockImplementation(() => Promise.reject(new Error('offline')));
    expect(await vm.add()).toBe(false);
    expect(ready(latest(vm.state$))).toMatchObject({ problem: { code: 'technical' }, draft: { zip_prefix: '05A', rate: '2' } });
  });

  it('removes a row, and says why when it cannot', async () => {
    const remove = vi.fn<LocalTaxesPort['remove']>(() => left(404, 'not_found'));
    const { vm } = setup({ remove });
    await vm.start();
    expect(await vm.remove(row('054'))).toBe(false);
    expect(ready(latest(vm.state$))).toMatchObject({ rows: [row('054')], problem: { code: 'not_found' }, busy: null });
    remove.mockImplementation(() => right({ results: [] }));
    expect(await vm.remove(row('054'))).toBe(true);
    expect(ready(latest(vm.state$)).rows).toEqual([]);
  });

  it('imports a file whole, or lists its problems by line (sorted) and the missing columns one by one', async () => {
    const importFile = vi.fn<LocalTaxesPort['importFile']>(() => left(400, 'invalid_input', { errors: { 'rows.12.rate': ['rate.invalid'], 'rows.3.zip_prefix': ['zip_prefix.invalid'] } }));
    const { vm } = setup({ importFile });
    await vm.start();
    const file = new Blob(['zip,rate\n']);
    expect(await vm.importFile(file, ' 2026-01-01 ')).toBe(false);
    expect(importFile).toHaveBeenCalledWith(file, '2026-01-01');
    expect(ready(latest(vm.state$))).toMatchObject({
      fileErrors: [], fileRefusals: [{ line: 3, field: 'zip_prefix', code: 'zip_prefix.invalid' }, { line: 12, field: 'rate', code: 'rate.invalid' }], rows: [row('054')],
    });
    importFile.mockImplementation(() => left(400, 'invalid_input', { errors: { file: ['local_tax.columns_missing'], 'columns.effective_from': ['required'] } }));
    await vm.importFile(file, '');
    expect(ready(latest(vm.state$))).toMatchObject({ fileErrors: ['columns_missing.effective_from'], fileRefusals: [] });
    importFile.mockImplementation(() => right({ results: [row('054'), row('056')] }));
    expect(await vm.importFile(file, '')).toBe(true);
    expect(ready(latest(vm.state$))).toMatchObject({ fileErrors: [], fileRefusals: [], rows: [row('054'), row('056')] });
  });

  it('narrows the list to the rates a ZIP could take', () => {
    const rows = [row('0'), row('054'), row('05401'), row('056'), row('9')];
    expect(filteredRows(rows, '05401').map((r) => r.zip_prefix)).toEqual(['0', '054', '05401']);
    expect(filteredRows(rows, '05').map((r) => r.zip_prefix)).toEqual(['0', '054', '05401', '056']);
    expect(filteredRows(rows, '')).toHaveLength(5);
  });
});
