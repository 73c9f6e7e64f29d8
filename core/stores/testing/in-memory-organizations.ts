import { sameName, type NewStore, type Organization, type OrganizationStore } from '../organization';
import type { OrganizationRepository } from '../organization-repository';

/** Organizations and their stores in memory, by the port's contract (names compared without case); memberships are not kept here, so `carriedRoles` carries nothing. */
export function inMemoryOrganizations(): OrganizationRepository & { readonly stores: Map<number, NewStore & { readonly organizationId: number }> } {
  const orgs = new Map<number, Organization>();
  const stores = new Map<number, NewStore & { readonly organizationId: number }>();
  let nextOrg = 1;
  let nextStore = 100;
  const byName = <T extends { readonly name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  const nameTaken = (name: string, except: number | null) => [...orgs.values()].some((o) => o.id !== except && sameName(o.name, name));
  return {
    stores,
    list: async () => [...orgs.values()].sort(byName).map((o) => ({
      ...o,
      stores: [...stores].filter(([, s]) => s.organizationId === o.id)
        .map(([id, s]): OrganizationStore => ({ id, name: s.name, country: s.country, provinceCode: s.provinceCode, city: s.city })).sort(byName),
    })),
    byId: async (id) => orgs.get(id) ?? null,
    async create(name) {
      if (nameTaken(name, null)) return { ok: false, reason: 'name_taken' };
      const organization = { id: nextOrg++, name };
      orgs.set(organization.id, organization);
      return { ok: true, organization };
    },
    async rename(id, name) {
      if (!orgs.has(id)) return { ok: false, reason: 'not_found' };
      if (nameTaken(name, id)) return { ok: false, reason: 'name_taken' };
      const organization = { id, name };
      orgs.set(id, organization);
      return { ok: true, organization };
    },
    async createStore(organizationId, store) {
      if (!orgs.has(organizationId)) return { ok: false, reason: 'not_found' };
      if ([...stores.values()].some((s) => s.organizationId === organizationId && sameName(s.name, store.name))) return { ok: false, reason: 'name_taken' };
      const id = nextStore++;
      stores.set(id, { ...store, organizationId });
      return { ok: true, id };
    },
  };
}
