import { describe, expect, it, vi } from 'vitest';
import type { MarketscanMappingBody } from '../../../adapters/http/contract/fees/marketscan';
import { latest, left, right } from '../../shared/testing/problems';
import { createMarketscanViewModel, type MarketscanDeps, type MarketscanReady } from './marketscan-view-model';

const TYPES = ['doc_fee', 'registration', 'dealer_discount', 'other'] as MarketscanMappingBody['types'];
const mapping = (doc: string | null, loyalty: string | null): MarketscanMappingBody => ({
  types: TYPES,
  results: [
    { id: 1, kind: 'fee', name: 'Documentation', name_fr: 'Documentation', amount: '499.00', marketscan_type: doc },
    { id: 2, kind: 'discount', name: 'Loyalty', name_fr: 'Fidélité', amount: '500.00', marketscan_type: loyalty },
  ],
});

function setup(overrides: Partial<MarketscanDeps> = {}) {
  const deps: MarketscanDeps = {
    load: vi.fn(() => right(mapping(null, 'other'))),
    save: vi.fn((m: Readonly<Record<string, string | null>>) => right(mapping(m['1'] ?? null, m['2'] === undefined ? 'other' : m['2']))),
    ...overrides,
  };
  const vm = createMarketscanViewModel(deps);
  const ready = () => latest(vm.state$) as MarketscanReady;
  return { deps, vm, ready };
}

describe('the MarketScan view model', () => {
  it('loads the rows with their saved types; a failed load offers a retry', async () => {
    const failing = setup({ load: vi.fn(() => left(503, 'database_unavailable')) });
    await failing.vm.start();
    expect(latest(failing.vm.state$)).toEqual({ kind: 'failed', problem: { code: 'database_unavailable', retryAfterSeconds: null } });
    const { vm, ready } = setup();
    await vm.start();
    expect(ready()).toMatchObject({ kind: 'ready', types: TYPES, values: { 1: null, 2: 'other' }, errors: {}, saving: false });
    expect(vm.dirty()).toBe(false);
  });

  it('sends only the rows changed, then shows what the server saved', async () => {
    const { vm, deps, ready } = setup();
    await vm.start();
    vm.change(1, 'doc_fee');
    vm.change(2, 'other');
    expect(vm.dirty()).toBe(true);
    expect(await vm.save()).toBe(true);
    expect(deps.save).toHaveBeenCalledWith({ 1: 'doc_fee' });
    expect(ready().rows.map((r) => r.marketscan_type)).toEqual(['doc_fee', 'other']);
    expect(vm.dirty()).toBe(false);
  });

  it('flags a type off the list at once and sends nothing; undo puts the saved types back', async () => {
    const { vm, deps, ready } = setup();
    await vm.start();
    vm.change(1, 'bogus');
    expect(ready().errors).toEqual({ 1: ['choice.invalid'] });
    expect(await vm.save()).toBe(false);
    expect(deps.save).not.toHaveBeenCalled();
    vm.reset();
    expect(ready()).toMatchObject({ values: { 1: null, 2: 'other' }, errors: {} });
  });

  it('puts the server\'s refusal beside the row and keeps what was picked', async () => {
    const { vm, ready } = setup({ save: vi.fn(() => left(400, 'invalid_input', { errors: { 'mappings.2': ['reference.not_found'] } })) });
    await vm.start();
    vm.change(2, null);
    expect(await vm.save()).toBe(false);
    expect(ready()).toMatchObject({ values: { 2: null }, errors: { 2: ['reference.not_found'] }, problem: null, saving: false });
    vm.change(2, 'dealer_discount');
    expect(ready().errors).toEqual({});
  });

  it('shows a problem without fields above the form, and a failure that throws as technical', async () => {
    const { vm, ready } = setup({ save: vi.fn(() => left(403, 'forbidden')) });
    await vm.start();
    vm.change(1, 'registration');
    expect(await vm.save()).toBe(false);
    expect(ready().problem).toEqual({ code: 'forbidden', retryAfterSeconds: null });
    const thrown = setup({ save: vi.fn(() => Promise.reject(new Error('network'))) });
    await thrown.vm.start();
    thrown.vm.change(1, 'registration');
    expect(await thrown.vm.save()).toBe(false);
    expect(thrown.ready().problem).toEqual({ code: 'technical', retryAfterSeconds: null });
  });
});
