/**
 * Dealer-side roles (spec 000 section 6, spec 002 section 6). `customer` and `anonymous` are not
 * dealer roles: they never reach the dealer panel's role check.
 */
export const DEALER_ROLES = [
  'dealer_sales_rep',
  'dealer_sales_manager',
  'dealer_admin',
  'organization_assistant',
  'organization_admin',
  'super_admin',
] as const;

export type DealerRole = (typeof DEALER_ROLES)[number];

const dealerRoleSet: ReadonlySet<string> = new Set(DEALER_ROLES);

/** Narrows a string read from the wire or the database to a dealer role. */
export function isDealerRole(s: string): s is DealerRole {
  return dealerRoleSet.has(s);
}

/**
 * "Admin" as the spec defines it: super admin, dealer admin or organization admin.
 * The organization assistant is deliberately not an admin. This looks at the role alone; use
 * `isAdminActor` (actor.ts) when the is_super_admin flag must count too.
 */
export function isAdmin(role: DealerRole | null): boolean {
  return role === 'super_admin' || role === 'dealer_admin' || role === 'organization_admin';
}

/** Roles that work across the dealerships of an organization (a dealer group), the admin first. */
export const ORGANIZATION_ROLES = ['organization_admin', 'organization_assistant'] as const satisfies readonly DealerRole[];

/** Roles that work across the dealerships of an organization (a dealer group). */
export function isOrganizationRole(role: DealerRole | null): boolean {
  return role === 'organization_assistant' || role === 'organization_admin';
}

/** The two sales-floor roles that most administration pages are closed to. */
export function isSalesFloorRole(role: DealerRole | null): boolean {
  return role === 'dealer_sales_rep' || role === 'dealer_sales_manager';
}
