import { describe, it, expect } from 'vitest';
import type { Actor } from '../access/actor';
import { canManageFeesAndDiscounts } from './fees-and-discounts-access';
import type { DealerRole } from '../access/role';

function actor(role: DealerRole | null, isSuperAdmin = false): Actor {
  return { role, isSuperAdmin, isCorporate: false, showAnalyticsDashboard: false };
}

const off = { enableSalesManagerFeeDiscounts: false };
const on = { enableSalesManagerFeeDiscounts: true };

describe('canManageFeesAndDiscounts', () => {
  it.each([
    // role                     flag off  flag on
    ['dealer_sales_rep',        false,    false],
    ['dealer_sales_manager',    false,    true],
    ['dealer_admin',            true,     true],
    ['organization_assistant',  true,     true],
    ['organization_admin',      true,     true],
    ['super_admin',             true,     true],
    [null,                      false,    false],
  ] as const)('%s: %s without the dealership flag, %s with it', (role, withoutFlag, withFlag) => {
    expect(canManageFeesAndDiscounts(actor(role), off)).toBe(withoutFlag);
    expect(canManageFeesAndDiscounts(actor(role), on)).toBe(withFlag);
  });

  it('lets a super admin in whatever the role', () => {
    expect(canManageFeesAndDiscounts(actor('dealer_sales_rep', true), off)).toBe(true);
    expect(canManageFeesAndDiscounts(actor(null, true), off)).toBe(true);
  });
});
