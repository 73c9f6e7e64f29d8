import { isAdminActor, type Actor } from '../../access/actor';
import type { DealershipContext } from '../../access/dealership-context';
import { canAccessRoute } from '../../access/route-access';
import { assignableRoles, canAssignRole } from '../../access/role-assignment';
import type { DealerRole } from '../../access/role';

/*
 * Who may do what on the users screen (spec 000 sections 2.1 and 6). The route rule and the
 * assignment matrix stay where they are (route-access.ts, role-assignment.ts); this file only
 * combines them:
 * - seeing the list follows the /users route rule (blocked for sales rep; corporate users read-only);
 * - acting (invite, edit, resend, activate) needs at least one assignable role, so corporate users
 *   and organization assistants only look;
 * - a user is edited only by someone who could give them their current role: a sales manager
 *   manages reps and managers, a dealer admin never touches an organization admin;
 * - nobody changes their own role or deactivates themself;
 * - per-user permissions are set by admins only (each starts at the role's default; core/access/permissions.ts).
 */

/** The /users page and GET user/: the route rule, counting the session's store flags. */
export function maySeeStaff(ctx: DealershipContext): boolean {
  return canAccessRoute('users', ctx.actor, ctx.dealership, { enableAnalyticsDashboard: false }).allowed;
}

/** Invite, edit, resend, activate: not corporate, and some role to give. */
export function mayManageStaff(actor: Actor): boolean {
  return !actor.isCorporate && assignableRoles(actor).length > 0;
}

/** Whether the actor may edit (or resend to, or (de)activate) a user holding `targetRole`. */
export function mayEditMember(actor: Actor, targetRole: DealerRole): boolean {
  return mayManageStaff(actor) && canAssignRole(actor, targetRole);
}

/** set_dealer_permissions: admins only (super, dealer or organization admin). */
export function mayGrantPermissions(actor: Actor): boolean {
  return !actor.isCorporate && isAdminActor(actor);
}

/** The roles the role select offers when editing `targetRole` (the current one always shown). */
export function roleChoices(actor: Actor, targetRole: DealerRole | null): readonly DealerRole[] {
  const roles = assignableRoles(actor);
  return targetRole === null || roles.includes(targetRole) ? roles : [targetRole, ...roles];
}
