import { describe, expect, it, vi } from 'vitest';
import type { OrganizationWithStoresBody } from '../../../adapters/http/contract/stores/organizations';
import { latest, left, right } from '../../shared/testing/problems';
import { createOrganizationsViewModel, type OrganizationsViewModel } from './organizations-view-model';

const group: OrganizationWithStoresBody = { id: 1, name: 'Groupe Laval', stores: [] };

function setup(overrides: Partial<Parameters<typeof createOrganizationsViewModel>[0]> = {}) {
  const port = {
    list: vi.fn(() => right([group])),
    create: vi.fn((name: string) => right({ id: 2, name })),
    rename: vi.fn((id: number, name: string) => right({ id, name })),
    createStore: vi.fn((organization: number) => right({ id: 9, organization, name: 'Laval Auto', country: 'CA' as const, province_code: 'QC', city: 'Laval' })),
    ...overrides,
  };
  return { port, vm: createOrganizationsViewModel(port) };
}
const dialog = (vm: OrganizationsViewModel) => {
  const s = latest(vm.state$);
  return s.kind === 'ready' ? s.dialog : null;
};

describe('the organizations of super admins', () => {
  it('creates an organization: the name trimmed, the dialog closed, the list read again', async () => {
    const { vm, port } = setup();
    await vm.start();
    vm.newOrganization();
    vm.changeName('  Groupe Nord ');
    expect(await vm.submit()).toEqual({ kind: 'organization_created', name: 'Groupe Nord' });
    expect(port.create).toHaveBeenCalledWith('Groupe Nord');
    expect(dialog(vm)).toBeNull();
    expect(port.list).toHaveBeenCalledTimes(2);
  });

  it('checks before sending: an empty name is an error beside the field, nothing sent', async () => {
    const { vm, port } = setup();
    await vm.start();
    vm.rename(1);
    expect(dialog(vm)).toMatchObject({ kind: 'organization', id: 1, name: 'Groupe Laval' });
    vm.changeName(' ');
    expect(await vm.submit()).toBeNull();
    expect(dialog(vm)).toMatchObject({ errors: { name: ['required'] } });
    expect(port.rename).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the server\'s field errors when a store\'s name is taken', async () => {
    const { vm, port } = setup({ createStore: vi.fn(() => left(400, 'invalid_input', { errors: { name: ['name.taken'] } })) });
    await vm.start();
    vm.newStore(1);
    for (const [field, value] of [['name', 'Laval Auto'], ['province_code', 'QC'], ['city', 'Laval'], ['postal_code', 'H7N 1A1'], ['email', 'ventes@laval.example']] as const) vm.changeStore(field, value);
    expect(await vm.submit()).toBeNull();
    expect(port.createStore).toHaveBeenCalledWith(1, expect.objectContaining({ name: 'Laval Auto', country: 'CA', province_code: 'QC', postal_code: 'H7N 1A1' }));
    expect(dialog(vm)).toMatchObject({ kind: 'store', saving: false, problem: null, errors: { name: ['name.taken'] }, values: { name: 'Laval Auto', city: 'Laval' } });
    vm.changeStore('name', 'Laval Auto 2');
    expect(dialog(vm)).toMatchObject({ errors: {} });
  });

  it('reports every bad store field at once before sending, and a new country empties the province', async () => {
    const { vm, port } = setup();
    await vm.start();
    vm.newStore(1);
    vm.changeStore('province_code', 'QC');
    vm.changeStore('country', 'US');
    expect(dialog(vm)).toMatchObject({ values: { country: 'US', province_code: '' } });
    vm.changeStore('email', 'nope');
    expect(await vm.submit()).toBeNull();
    const d = dialog(vm);
    expect(Object.keys(d?.errors ?? {}).sort()).toEqual(['city', 'email', 'name', 'postal_code', 'province_code']);
    expect(port.createStore).not.toHaveBeenCalled();
  });

  it('creates a store and says which; shows a refusal without fields above the form', async () => {
    const { vm } = setup();
    await vm.start();
    vm.newStore(1);
    for (const [field, value] of [['name', 'Laval Auto'], ['province_code', 'QC'], ['city', 'Laval'], ['postal_code', 'H7N 1A1']] as const) vm.changeStore(field, value);
    expect(await vm.submit()).toEqual({ kind: 'store_created', name: 'Laval Auto', id: 9 });
    const refused = setup({ create: vi.fn(() => left(403, 'forbidden')) });
    await refused.vm.start();
    refused.vm.newOrganization();
    refused.vm.changeName('Mine');
    expect(await refused.vm.submit()).toBeNull();
    expect(dialog(refused.vm)).toMatchObject({ problem: { code: 'forbidden' }, name: 'Mine' });
  });
});
