import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asyncScheduler } from 'rxjs';
import type { DealershipSummary } from '../../../adapters/http/contract/access/access';
import { latest, left, right } from '../../shared/testing/problems';
import { aUser } from '../../shared/testing/user-fixture';
import type { SelectDealershipDeps } from './select-dealership-view-model';
import { createSelectDealershipViewModel } from './select-dealership-view-model';

const stores: DealershipSummary[] = [
  { id: 1, name: 'Lakeshore Motors', city: 'Toronto', province_code: 'ON', country: 'CA', default_language: 'en_CA' },
  { id: 2, name: 'Garage Laval', city: 'Laval', province_code: 'QC', country: 'CA', default_language: 'fr_CA' },
];

function setup(overrides: Partial<SelectDealershipDeps> = {}) {
  const deps: SelectDealershipDeps = {
    search: vi.fn((name: string) => right(stores.filter((s) => s.name.toLowerCase().includes(name.toLowerCase())))),
    transfer: vi.fn(() => right({ user: aUser(), total_managed_dealerships: 2 })),
    onTransferred: vi.fn(),
    scheduler: asyncScheduler,
    ...overrides,
  };
  return { deps, vm: createSelectDealershipViewModel(deps) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the select-dealership view model', () => {
  it('lists every dealership at once, then searches 300 ms after typing stops', async () => {
    const { vm, deps } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest(vm.state$)).toMatchObject({ loading: false, dealerships: stores });
    vm.search('La');
    vm.search('Lav');
    await vi.advanceTimersByTimeAsync(299);
    expect(deps.search).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.search).toHaveBeenLastCalledWith('Lav');
    expect(latest(vm.state$)).toMatchObject({ dealerships: [stores[1]] });
    vm.dispose();
  });

  it('switches the session and tells the store', async () => {
    const { vm, deps } = setup();
    await vm.choose(2);
    expect(deps.transfer).toHaveBeenCalledWith(2);
    expect(deps.onTransferred).toHaveBeenCalledOnce();
    expect(latest(vm.state$)).toMatchObject({ kind: 'switched' });
  });

  it('keeps the list and shows the problem when the switch is refused', async () => {
    const { vm } = setup({ transfer: vi.fn(() => left(404, 'not_found')) });
    await vi.advanceTimersByTimeAsync(0);
    await vm.choose(9);
    expect(latest(vm.state$)).toMatchObject({ kind: 'choosing', switching: null, problem: { code: 'not_found' }, dealerships: stores });
    vm.dispose();
  });
});
