import { describe, expect, it, vi } from 'vitest';
import type { CurrentUserResponse } from '../../../adapters/http/contract/access/access';
import type { OrganizationStoreBody } from '../../../adapters/http/contract/stores/stores';
import { latest, left, right } from '../../shared/testing/problems';
import { aUser } from '../../shared/testing/user-fixture';
import { createOrganizationViewModel } from './organization-view-model';

const store = (id: number, current = false): OrganizationStoreBody => ({ id, name: `Store ${id}`, city: 'Montréal', province_code: 'QC', open_deals: id, users: 3, current });
const moved: CurrentUserResponse = { user: aUser(), total_managed_dealerships: 2 };

describe('the organization overview', () => {
  it('lists the stores, switches to one: the store info forgotten, the session told, the current store moved', async () => {
    const forget = vi.fn();
    const onSwitched = vi.fn();
    const port = { organizationStores: vi.fn(() => right([store(1, true), store(2)])), transferSession: vi.fn(() => right(moved)) };
    const vm = createOrganizationViewModel(port, forget, onSwitched);
    await vm.start();
    expect(await vm.switchTo(2)).toBe(true);
    expect(port.transferSession).toHaveBeenCalledWith(2);
    expect(forget).toHaveBeenCalledOnce();
    expect(onSwitched).toHaveBeenCalledWith(moved);
    const state = latest(vm.state$);
    expect(state.kind === 'ready' && state.stores.map((s) => s.current)).toEqual([false, true]);
  });

  it('keeps the current store and shows the problem when the switch is refused', async () => {
    const forget = vi.fn();
    const port = { organizationStores: vi.fn(() => right([store(1, true), store(2)])), transferSession: vi.fn(() => left(403, 'dealership_not_managed')) };
    const vm = createOrganizationViewModel(port, forget, vi.fn());
    await vm.start();
    expect(await vm.switchTo(2)).toBe(false);
    expect(forget).not.toHaveBeenCalled();
    expect(latest(vm.state$)).toMatchObject({ kind: 'ready', switching: null, problem: { code: 'dealership_not_managed' } });
  });

  it('fails quietly for roles the server refuses', async () => {
    const vm = createOrganizationViewModel({ organizationStores: () => left(403, 'forbidden'), transferSession: vi.fn() }, vi.fn(), vi.fn());
    await vm.start();
    expect(latest(vm.state$).kind).toBe('failed');
  });
});
