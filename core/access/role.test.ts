import { describe, it, expect } from 'vitest';
import { DEALER_ROLES, isAdmin, isDealerRole, isOrganizationRole, isSalesFloorRole } from './role';
import type { DealerRole } from './role';

describe('isDealerRole', () => {
  it.each(DEALER_ROLES)('accepts %s', (role) => {
    expect(isDealerRole(role)).toBe(true);
  });

  it.each(['customer', 'anonymous', '', 'Dealer_Admin', 'dealer_admin ', 'admin'])('rejects %j', (s) => {
    expect(isDealerRole(s)).toBe(false);
  });
});

describe('role predicates', () => {
  const table: readonly [DealerRole | null, boolean, boolean, boolean][] = [
    // role                     admin  organization  sales floor
    ['dealer_sales_rep',        false, false,        true],
    ['dealer_sales_manager',    false, false,        true],
    ['dealer_admin',            true,  false,        false],
    ['organization_assistant',  false, true,         false],
    ['organization_admin',      true,  true,         false],
    ['super_admin',             true,  false,        false],
    [null,                      false, false,        false],
  ];

  it.each(table)('%s: admin %s, organization %s, sales floor %s', (role, admin, organization, salesFloor) => {
    expect(isAdmin(role)).toBe(admin);
    expect(isOrganizationRole(role)).toBe(organization);
    expect(isSalesFloorRole(role)).toBe(salesFloor);
  });
});
