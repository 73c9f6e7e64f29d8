import type { NewStore, Organization, OrganizationWithStores } from './organization';

export type NameTaken = { readonly ok: false; readonly reason: 'name_taken' };
export type Missing = { readonly ok: false; readonly reason: 'not_found' };

/**
 * Organizations and the stores they own. Contract: names are compared trimmed and without case;
 * `create`, `rename` and `createStore` check "already taken" and write in one transaction, so two
 * writers at once cannot both take a name (a second organization of the same name, a second store
 * of the same name in one organization). An unknown id answers `not_found` and writes nothing.
 */
export interface OrganizationRepository {
  /** Every organization by name, each with its stores by name. */
  list(): Promise<readonly OrganizationWithStores[]>;
  byId(id: number): Promise<Organization | null>;
  create(name: string, at: Date): Promise<{ readonly ok: true; readonly organization: Organization } | NameTaken>;
  rename(id: number, name: string, at: Date): Promise<{ readonly ok: true; readonly organization: Organization } | NameTaken | Missing>;
  /**
   * A new store in the organization. Whoever holds one of `carriedRoles` (the organization roles) at
   * a store of the organization gets the same role at the new one (memberships, one row per managed
   * store), the first of `carriedRoles` winning for a user who holds several.
   */
  createStore(organizationId: number, store: NewStore, at: Date, carriedRoles: readonly string[]): Promise<{ readonly ok: true; readonly id: number } | NameTaken | Missing>;
}
