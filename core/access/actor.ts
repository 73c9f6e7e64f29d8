import type { DealerRole } from './role';
import { isAdmin } from './role';

/**
 * The signed-in dealer user an access decision is about. Built by the server from the session's
 * user (role, is_super_admin, is_dealer_vw_corporate, show_analytics_dashboard); the browser
 * builds the same shape from current_user/ for instant feedback only.
 */
export interface Actor {
  readonly role: DealerRole | null;
  /** is_super_admin */
  readonly isSuperAdmin: boolean;
  /** is_dealer_vw_corporate: a manufacturer's corporate user who may look but not act. */
  readonly isCorporate: boolean;
  /** show_analytics_dashboard */
  readonly showAnalyticsDashboard: boolean;
  /**
   * The per-user permission choices (users.permissions: only what differs from the role's
   * defaults, or every flag as the server answered it); absent means the role's defaults.
   * Read through hasPermission (permissions.ts).
   */
  readonly permissions?: Readonly<Record<string, boolean>>;
}

/** Flags of the session's dealership that access rules read. */
export interface DealershipAccessFlags {
  /** is_trs_enabled: trade-in-only mode. */
  readonly isTrsEnabled: boolean;
  /** enable_sales_manager_fee_discounts */
  readonly enableSalesManagerFeeDiscounts: boolean;
}

/** Flags of the static data (GET static_data/) that access rules read. */
export interface StaticAccessFlags {
  readonly enableAnalyticsDashboard: boolean;
}

/**
 * Whether the actor has super-admin powers: the is_super_admin flag, or the super_admin role.
 * Both mean the same person; the write side keeps them in step, and the policy honours either so
 * that a super admin is never locked out by a half-migrated record.
 */
export function isSuperAdminActor(actor: Actor): boolean {
  return actor.isSuperAdmin || actor.role === 'super_admin';
}

/** "Admin" (super admin, dealer admin or organization admin), counting the is_super_admin flag. */
export function isAdminActor(actor: Actor): boolean {
  return isSuperAdminActor(actor) || isAdmin(actor.role);
}

/**
 * "Users with no role are denied unless super admin": false for a user with no role who is not a
 * super admin. Every role-checked rule starts here.
 */
export function hasUsableRole(actor: Actor): boolean {
  return actor.role !== null || isSuperAdminActor(actor);
}
