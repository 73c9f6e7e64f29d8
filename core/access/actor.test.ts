import { describe, it, expect } from 'vitest';
import type { Actor } from './actor';
import { hasUsableRole, isAdminActor, isSuperAdminActor } from './actor';

const base: Actor = { role: null, isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false };

describe('actor predicates', () => {
  it('counts the is_super_admin flag and the super_admin role as super admin', () => {
    expect(isSuperAdminActor(base)).toBe(false);
    expect(isSuperAdminActor({ ...base, isSuperAdmin: true })).toBe(true);
    expect(isSuperAdminActor({ ...base, role: 'super_admin' })).toBe(true);
    expect(isSuperAdminActor({ ...base, role: 'dealer_admin' })).toBe(false);
  });

  it('counts a super-admin flag on a sales rep as admin', () => {
    expect(isAdminActor({ ...base, role: 'dealer_sales_rep' })).toBe(false);
    expect(isAdminActor({ ...base, role: 'dealer_sales_rep', isSuperAdmin: true })).toBe(true);
    expect(isAdminActor({ ...base, role: 'organization_assistant' })).toBe(false);
  });

  it('denies a user with no role unless super admin', () => {
    expect(hasUsableRole(base)).toBe(false);
    expect(hasUsableRole({ ...base, isSuperAdmin: true })).toBe(true);
    expect(hasUsableRole({ ...base, role: 'dealer_sales_rep' })).toBe(true);
  });
});
