import type { Actor } from './actor';
import { isSuperAdminActor } from './actor';
import type { DealerRole } from './role';
import { DEALER_ROLES } from './role';

/**
 * Which roles each role may give to another user (spec 000 section 6, spec 002 section 6).
 * Roles absent here (sales rep, organization assistant) may assign nothing.
 */
const ASSIGNABLE_BY_ROLE: Readonly<Partial<Record<DealerRole, readonly DealerRole[]>>> = {
  organization_admin: ['organization_admin', 'dealer_admin', 'dealer_sales_rep', 'dealer_sales_manager'],
  dealer_admin: ['dealer_admin', 'dealer_sales_rep', 'dealer_sales_manager'],
  dealer_sales_manager: ['dealer_sales_rep', 'dealer_sales_manager'],
};

/**
 * The roles the actor may assign, in DEALER_ROLES order. A super admin may assign every role.
 * Corporate-kind users may assign none, super admins included: they see the users page
 * read-only (see route-access.ts).
 */
export function assignableRoles(actor: Actor): readonly DealerRole[] {
  if (actor.isCorporate) return [];
  if (isSuperAdminActor(actor)) return DEALER_ROLES;
  if (actor.role === null) return [];
  const allowed = ASSIGNABLE_BY_ROLE[actor.role] ?? [];
  return DEALER_ROLES.filter((role) => allowed.includes(role));
}

export function canAssignRole(actor: Actor, role: DealerRole): boolean {
  return assignableRoles(actor).includes(role);
}
