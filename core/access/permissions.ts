import type { Actor } from './actor';
import { hasUsableRole, isSuperAdminActor } from './actor';
import type { DealerRole } from './role';

/**
 * The per-user permissions a dealership sets beside the role (set_dealer_permissions). The spec
 * names no list ("further per-role permissions: not shown"); these are the sensitive acts a store
 * owner asks about (docs/decisions/access.md "Permissions"). Each starts at the role's
 * default; an admin ticks or unticks it for one person, and users.permissions keeps only those
 * differences.
 */
export const DEALER_PERMISSIONS = [
  'can_edit_pricing_worksheet',
  'can_approve_credit_application',
  'can_manage_deposits',
  'can_export_customers',
  'can_archive_customers',
] as const;
export type DealerPermission = (typeof DEALER_PERMISSIONS)[number];
export type DealerPermissions = Readonly<Record<DealerPermission, boolean>>;

export function isDealerPermission(name: string): name is DealerPermission {
  return (DEALER_PERMISSIONS as readonly string[]).includes(name);
}

type Defaults = Readonly<Record<DealerRole, boolean>>;
const all: Defaults = {
  dealer_sales_rep: true, dealer_sales_manager: true, dealer_admin: true,
  organization_assistant: true, organization_admin: true, super_admin: true,
};
/** Everyone but the sales rep. */
const notRep: Defaults = { ...all, dealer_sales_rep: false };
/** The people who answer for the store's money: managers and admins. */
const managersAndAdmins: Defaults = { ...notRep, organization_assistant: false };

/**
 * What each role may do before any per-user choice. The worksheet and archiving stay open to every
 * role as they were before permissions existed; the customer file, credit decisions and deposit
 * refunds are managers' and admins' (an organization assistant exports, but decides no money).
 */
export const ROLE_DEFAULT_PERMISSIONS: Readonly<Record<DealerPermission, Defaults>> = {
  can_edit_pricing_worksheet: all,
  can_approve_credit_application: managersAndAdmins,
  can_manage_deposits: managersAndAdmins,
  can_export_customers: notRep,
  can_archive_customers: all,
};

/** The role's defaults; a user with no role has none. */
export function roleDefaults(role: DealerRole | null): DealerPermissions {
  const out = {} as Record<DealerPermission, boolean>;
  for (const p of DEALER_PERMISSIONS) out[p] = role !== null && ROLE_DEFAULT_PERMISSIONS[p][role];
  return out;
}

/** Every flag as it applies: the stored choice when there is one, else the role's default; unknown stored keys are dropped. */
export function permissionsOf(stored: Readonly<Record<string, boolean>>, role: DealerRole | null): DealerPermissions {
  const defaults = roleDefaults(role);
  const out = {} as Record<DealerPermission, boolean>;
  for (const p of DEALER_PERMISSIONS) out[p] = typeof stored[p] === 'boolean' ? stored[p] : defaults[p];
  return out;
}

/** What users.permissions keeps for these flags at this role: only the ones that differ from its defaults. */
export function storedPermissions(effective: DealerPermissions, role: DealerRole | null): Readonly<Record<string, boolean>> {
  const defaults = roleDefaults(role);
  const out: Record<string, boolean> = {};
  for (const p of DEALER_PERMISSIONS) if (effective[p] !== defaults[p]) out[p] = effective[p];
  return out;
}

/**
 * The flags after a role change: a flag still at the old role's default follows the new role's;
 * one an admin chose for this person keeps its value. The server and the edit form both use it.
 */
export function carryPermissions(effective: DealerPermissions, from: DealerRole | null, to: DealerRole | null): DealerPermissions {
  const before = roleDefaults(from);
  const after = roleDefaults(to);
  const out = {} as Record<DealerPermission, boolean>;
  for (const p of DEALER_PERMISSIONS) out[p] = effective[p] === before[p] ? after[p] : effective[p];
  return out;
}

/**
 * Whether the actor holds the permission at the session's store. Super admins hold every one;
 * corporate-kind users and users with no role hold none (a corporate user looks, never acts, and
 * no per-user choice widens that).
 */
export function hasPermission(actor: Actor, permission: DealerPermission): boolean {
  if (actor.isCorporate || !hasUsableRole(actor)) return false;
  if (isSuperAdminActor(actor)) return true;
  return permissionsOf(actor.permissions ?? {}, actor.role)[permission];
}
