import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { mayCreateDealer } from './store-access';
import { organizationUseCases } from './organization-use-cases';
import { aDealership } from '../access/testing/in-memory-ports';
import { inMemoryOrganizations } from './testing/in-memory-organizations';
import { storesWorld } from './testing/in-memory-stores';

const TORONTO = { name: 'Toronto Motors', country: 'CA', provinceCode: 'ON', city: 'Toronto', postalCode: 'm5v2t6', phone: '416-555-0100', email: 'sales@toronto.example' };

function setup() {
  const world = storesWorld();
  const organizations = inMemoryOrganizations();
  const U = organizationUseCases({ organizations, audit: world.ports.audit, clock: world.ports.clock });
  const as = async (role: Parameters<typeof world.ctxAt>[1], extra: { readonly corporate?: boolean } = {}) => ({ ctx: await world.ctxAt(1, role, extra), ip: '203.0.113.9' });
  return { ...world, organizations, U, as };
}

describe('organizations and stores (create dealer)', () => {
  it('lets a super admin create an organization and a store in it, both audited', async () => {
    const { U, as, ports, organizations } = setup();
    const superAdmin = await as('super');
    const org = await U.create(superAdmin, { name: '  Groupe Laval  ' })();
    expect(org).toEqual(E.right({ id: 1, name: 'Groupe Laval' }));
    const store = await U.createStore(superAdmin, 1, TORONTO)();
    expect(store).toEqual(E.right({ id: 100, organizationId: 1, name: 'Toronto Motors', country: 'CA', provinceCode: 'ON', city: 'Toronto' }));
    expect(organizations.stores.get(100)).toMatchObject({ postalCode: 'M5V 2T6', defaultLanguage: 'en_CA', allowedLanguages: ['en_CA', 'fr_CA'], tradeInSystem: 'internal' });
    expect(ports.audit.entries.slice(-2)).toMatchObject([
      { action: 'organization_created', userId: superAdmin.ctx.user.id, dealershipId: null, ip: '203.0.113.9', after: { name: 'Groupe Laval' } },
      { action: 'dealership_created', dealershipId: 100, detail: { organizationId: 1 }, after: { name: 'Toronto Motors', provinceCode: 'ON' } },
    ]);
    expect(await U.list(superAdmin)()).toEqual(E.right([{ id: 1, name: 'Groupe Laval', stores: [{ id: 100, name: 'Toronto Motors', country: 'CA', provinceCode: 'ON', city: 'Toronto' }] }]));
  });

  it('starts a Québec store in French and an American one in American English', async () => {
    const { U, as, organizations } = setup();
    const superAdmin = await as('super');
    await U.create(superAdmin, { name: 'Group' })();
    await U.createStore(superAdmin, 1, { ...TORONTO, name: 'Laval', provinceCode: 'QC', city: 'Laval', postalCode: 'H7N 1A1', phone: '450-555-0100' })();
    await U.createStore(superAdmin, 1, { ...TORONTO, name: 'Burlington', country: 'US', provinceCode: 'VT', city: 'Burlington', postalCode: '05401', phone: '802-555-0100' })();
    expect(organizations.stores.get(100)).toMatchObject({ defaultLanguage: 'fr_CA' });
    expect(organizations.stores.get(101)).toMatchObject({ defaultLanguage: 'en_US', allowedLanguages: ['en_US'] });
  });

  it('refuses everyone else the right, corporate super admins included, and writes nothing', async () => {
    const { U, as, ports } = setup();
    const superAdmin = await as('super');
    await U.create(superAdmin, { name: 'Group' })();
    const before = ports.audit.entries.length;
    for (const caller of [await as('dealer_admin'), await as('organization_admin'), await as('dealer_sales_manager'), await as('super', { corporate: true })]) {
      const no = E.left({ _tag: 'Forbidden', action: 'create_dealer' });
      expect(await U.create(caller, { name: 'Mine' })()).toEqual(no);
      expect(await U.rename(caller, 1, { name: 'Mine' })()).toEqual(no);
      expect(await U.createStore(caller, 1, TORONTO)()).toEqual(no);
      expect(await U.list(caller)()).toEqual(no);
    }
    expect(ports.audit.entries.length).toBe(before);
    expect(await U.list(superAdmin)()).toEqual(E.right([{ id: 1, name: 'Group', stores: [] }]));
  });

  it("lets an organization admin see their own organization and add a store to it, never another's, nor create or rename one", async () => {
    const { U, as, ports, ctxAt } = setup();
    const superAdmin = await as('super');
    await U.create(superAdmin, { name: 'Groupe Laurier' })();
    await U.create(superAdmin, { name: 'Autre Groupe' })();
    ports.dealerships.add(aDealership({ id: 3, name: 'Laurier Laval', organizationId: 1 }));
    const orgAdmin = { ctx: await ctxAt(3, 'organization_admin'), ip: '203.0.113.9' };
    expect(await U.list(orgAdmin)()).toEqual(E.right([{ id: 1, name: 'Groupe Laurier', stores: [] }]));
    const added = await U.createStore(orgAdmin, 1, TORONTO)();
    expect(added).toEqual(E.right({ id: 100, organizationId: 1, name: 'Toronto Motors', country: 'CA', provinceCode: 'ON', city: 'Toronto' }));
    expect(ports.audit.entries.at(-1)).toMatchObject({ action: 'dealership_created', userId: orgAdmin.ctx.user.id, dealershipId: 100 });
    const before = ports.audit.entries.length;
    expect(await U.createStore(orgAdmin, 2, { ...TORONTO, name: 'Ailleurs' })()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await U.create(orgAdmin, { name: 'Mine' })()).toEqual(E.left({ _tag: 'Forbidden', action: 'create_dealer' }));
    expect(await U.rename(orgAdmin, 1, { name: 'Mine' })()).toEqual(E.left({ _tag: 'Forbidden', action: 'create_dealer' }));
    expect(ports.audit.entries.length).toBe(before);
  });

  it('answers every bad field of a store at once and writes nothing', async () => {
    const { U, as, organizations, ports } = setup();
    const superAdmin = await as('super');
    await U.create(superAdmin, { name: 'Group' })();
    const before = ports.audit.entries.length;
    const bad = await U.createStore(superAdmin, 1, { name: ' ', country: 'CA', provinceCode: 'VT', city: '', postalCode: '05401', email: 'nope', phone: '116-555-0100' })();
    expect(bad).toEqual(E.left({ _tag: 'InvalidInput', errors: {
      name: ['required'], province_code: ['province.invalid'], city: ['required'], postal_code: ['postal_code.invalid'], email: ['email.invalid'], phone: ['phone.area_code'],
    } }));
    expect(await U.createStore(superAdmin, 1, { ...TORONTO, country: undefined as unknown as string })()).toEqual(E.left({ _tag: 'InvalidInput', errors: { country: ['required'] } }));
    expect(await U.createStore(superAdmin, 1, { ...TORONTO, name: 'x'.repeat(121) })()).toEqual(E.left({ _tag: 'InvalidInput', errors: { name: ['text.too_long'] } }));
    expect(organizations.stores.size).toBe(0);
    expect(ports.audit.entries.length).toBe(before);
  });

  it('refuses a name already taken: an organization anywhere, a store within its organization', async () => {
    const { U, as } = setup();
    const superAdmin = await as('super');
    await U.create(superAdmin, { name: 'Group A' })();
    await U.create(superAdmin, { name: 'Group B' })();
    const taken = E.left({ _tag: 'InvalidInput', errors: { name: ['name.taken'] } });
    expect(await U.create(superAdmin, { name: 'group a ' })()).toEqual(taken);
    expect(await U.rename(superAdmin, 2, { name: 'GROUP A' })()).toEqual(taken);
    expect(E.isRight(await U.createStore(superAdmin, 1, TORONTO)())).toBe(true);
    expect(await U.createStore(superAdmin, 1, { ...TORONTO, name: 'toronto motors' })()).toEqual(taken);
    expect(E.isRight(await U.createStore(superAdmin, 2, TORONTO)())).toBe(true); // another organization may
  });

  it('renames an organization (audited before and after), 404 for an unknown one, nothing written when unchanged', async () => {
    const { U, as, ports } = setup();
    const superAdmin = await as('super');
    await U.create(superAdmin, { name: 'Group' })();
    expect(await U.rename(superAdmin, 1, { name: 'Groupe Québec' })()).toEqual(E.right({ id: 1, name: 'Groupe Québec' }));
    expect(ports.audit.entries.at(-1)).toMatchObject({ action: 'organization_updated', before: { name: 'Group' }, after: { name: 'Groupe Québec' } });
    const count = ports.audit.entries.length;
    expect(E.isRight(await U.rename(superAdmin, 1, { name: 'Groupe Québec' })())).toBe(true);
    expect(ports.audit.entries.length).toBe(count);
    expect(await U.rename(superAdmin, 1, { name: '' })()).toEqual(E.left({ _tag: 'InvalidInput', errors: { name: ['required'] } }));
    expect(await U.rename(superAdmin, 99, { name: 'X' })()).toEqual(E.left({ _tag: 'NotFound' }));
    expect(await U.createStore(superAdmin, 99, TORONTO)()).toEqual(E.left({ _tag: 'NotFound' }));
  });

  it('gives the right to super admins who are not corporate, only', () => {
    const actor = { role: null, isSuperAdmin: true, isCorporate: false, showAnalyticsDashboard: false };
    expect(mayCreateDealer(actor)).toBe(true);
    expect(mayCreateDealer({ ...actor, isCorporate: true })).toBe(false);
    expect(mayCreateDealer({ ...actor, isSuperAdmin: false, role: 'organization_admin' })).toBe(false);
    expect(mayCreateDealer({ ...actor, isSuperAdmin: false, role: 'super_admin' })).toBe(true);
  });
});
