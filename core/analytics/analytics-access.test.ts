import { describe, it, expect } from 'vitest';
import type { Actor } from '../access/actor';
import { canViewAnalytics } from './analytics-access';
import type { DealerRole } from '../access/role';

function actor(role: DealerRole | null, showAnalyticsDashboard: boolean, isSuperAdmin = false): Actor {
  return { role, isSuperAdmin, isCorporate: false, showAnalyticsDashboard };
}

const enabled = { enableAnalyticsDashboard: true };
const disabled = { enableAnalyticsDashboard: false };

describe('canViewAnalytics', () => {
  it.each([
    // role                     not flagged  flagged
    ['dealer_sales_rep',        false,       true],
    ['dealer_sales_manager',    false,       true],
    ['dealer_admin',            true,        true],
    ['organization_assistant',  false,       true],
    ['organization_admin',      true,        true],
    ['super_admin',             true,        true],
    [null,                      false,       false],
  ] as const)('%s with the static flag on: %s unflagged, %s flagged', (role, unflagged, flagged) => {
    expect(canViewAnalytics(actor(role, false), enabled)).toBe(unflagged);
    expect(canViewAnalytics(actor(role, true), enabled)).toBe(flagged);
  });

  it('is closed to everyone when enableAnalyticsDashboard is off', () => {
    expect(canViewAnalytics(actor('dealer_admin', true), disabled)).toBe(false);
    expect(canViewAnalytics(actor(null, true, true), disabled)).toBe(false);
  });

  it('opens to a super admin with no role', () => {
    expect(canViewAnalytics(actor(null, false, true), enabled)).toBe(true);
  });
});
