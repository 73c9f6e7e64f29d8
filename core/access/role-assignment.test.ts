import { describe, it, expect } from 'vitest';
import type { Actor } from './actor';
import { assignableRoles, canAssignRole } from './role-assignment';
import { DEALER_ROLES } from './role';
import type { DealerRole } from './role';

const Y = true;
const N = false;

/**
 * Who may assign what, for a user who is neither super admin (flag) nor corporate.
 * Columns follow DEALER_ROLES: sales rep, sales manager, dealer admin, organization assistant,
 * organization admin, super admin.
 */
const MATRIX: Record<DealerRole | 'none', readonly [boolean, boolean, boolean, boolean, boolean, boolean]> = {
  //                      rep mgr dadm oast oadm sadm
  dealer_sales_rep:       [N, N, N, N, N, N],
  dealer_sales_manager:   [Y, Y, N, N, N, N],
  dealer_admin:           [Y, Y, Y, N, N, N],
  organization_assistant: [N, N, N, N, N, N],
  organization_admin:     [Y, Y, Y, N, Y, N],
  super_admin:            [Y, Y, Y, Y, Y, Y],
  none:                   [N, N, N, N, N, N],
};

function actor(role: DealerRole | null, isSuperAdmin: boolean, isCorporate: boolean): Actor {
  return { role, isSuperAdmin, isCorporate, showAnalyticsDashboard: false };
}

describe('role assignment', () => {
  it('follows the matrix for every role, super-admin flag and corporate flag', () => {
    const mismatches: string[] = [];
    for (const role of [...DEALER_ROLES, null]) {
      for (const isSuperAdmin of [false, true]) {
        for (const isCorporate of [false, true]) {
          DEALER_ROLES.forEach((target, column) => {
            // Corporate users see users read-only: nothing to assign. A super admin assigns anything.
            const want = isCorporate ? false : isSuperAdmin ? true : MATRIX[role ?? 'none'][column]!;
            const got = canAssignRole(actor(role, isSuperAdmin, isCorporate), target);
            if (got !== want) mismatches.push(`${String(role)} sa=${isSuperAdmin} corp=${isCorporate} -> ${target}: got ${got}`);
          });
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lists assignable roles in the canonical role order', () => {
    expect(assignableRoles(actor('organization_admin', false, false))).toEqual([
      'dealer_sales_rep',
      'dealer_sales_manager',
      'dealer_admin',
      'organization_admin',
    ]);
    expect(assignableRoles(actor('dealer_sales_manager', false, false))).toEqual(['dealer_sales_rep', 'dealer_sales_manager']);
    expect(assignableRoles(actor(null, true, false))).toEqual([...DEALER_ROLES]);
    expect(assignableRoles(actor('dealer_admin', false, true))).toEqual([]);
  });
});
