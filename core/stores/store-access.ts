import { hasUsableRole, isAdminActor, isSuperAdminActor, type Actor } from '../access/actor';
import { can } from '../access/corporate-restrictions';
import { isOrganizationRole, isSalesFloorRole } from '../access/role';

/**
 * Who may open the store's settings (spec 000 section 6: /dealerships is blocked for sales rep and
 * sales manager): every other role, a super admin always. The server checks it on every call.
 */
export function mayReadStore(actor: Actor): boolean {
  if (isSuperAdminActor(actor)) return true;
  return hasUsableRole(actor) && !isSalesFloorRole(actor.role);
}

/**
 * Who may change them: the store's own admins (dealer admin, organization admin of that store,
 * super admin). The organization assistant may look, not write (it is not an "admin"); corporate
 * users never act.
 */
export function mayWriteStore(actor: Actor): boolean {
  return !actor.isCorporate && isAdminActor(actor);
}

/** Who sees their stores side by side (the organization overview): organization roles and super admins. */
export function maySeeOrganization(actor: Actor): boolean {
  return isSuperAdminActor(actor) || isOrganizationRole(actor.role);
}

/**
 * Who may create and edit organizations and their stores (spec 000 section 6: "create dealer"):
 * super admins only, and never a corporate-kind user, whom the spec strips of that right.
 */
export function mayCreateDealer(actor: Actor): boolean {
  return isSuperAdminActor(actor) && can(actor, 'create_dealer');
}

/**
 * Who may add a store: super admins to any organization (`mayCreateDealer`), and an organization
 * admin to the organization of the store they are at (a dealer group opening a new rooftop does
 * not wait for the platform; docs/decisions/stores.md "Organization admins add stores…"). Corporate-kind users never.
 */
export function mayAddStore(actor: Actor): boolean {
  return mayCreateDealer(actor) || (actor.role === 'organization_admin' && hasUsableRole(actor) && can(actor, 'create_dealer'));
}
