import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { carryPermissions, DEALER_PERMISSIONS, hasPermission, permissionsOf, roleDefaults, storedPermissions, type DealerPermissions } from './permissions';
import { DEALER_ROLES, type DealerRole } from './role';

const actor = (role: DealerRole | null, extra: Partial<Actor> = {}): Actor => ({ role, isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false, ...extra });
const role = fc.constantFrom<DealerRole | null>(...DEALER_ROLES, null);
const flags = fc.record(Object.fromEntries(DEALER_PERMISSIONS.map((p) => [p, fc.boolean()])) as Record<keyof DealerPermissions, fc.Arbitrary<boolean>>);

describe('role defaults', () => {
  it('match the decided table: reps work the worksheet and archive but neither export nor decide money; assistants export but decide no money', () => {
    const table = Object.fromEntries(DEALER_ROLES.map((r) => [r, DEALER_PERMISSIONS.filter((p) => roleDefaults(r)[p])]));
    expect(table).toEqual({
      dealer_sales_rep: ['can_edit_pricing_worksheet', 'can_archive_customers'],
      dealer_sales_manager: [...DEALER_PERMISSIONS],
      dealer_admin: [...DEALER_PERMISSIONS],
      organization_assistant: ['can_edit_pricing_worksheet', 'can_export_customers', 'can_archive_customers'],
      organization_admin: [...DEALER_PERMISSIONS],
      super_admin: [...DEALER_PERMISSIONS],
    });
    expect(Object.values(roleDefaults(null)).some(Boolean)).toBe(false);
  });
});

describe('stored choices', () => {
  it('keep only what differs from the role, and read back as the flags they came from', () => {
    fc.assert(fc.property(flags, role, (effective, r) => {
      const stored = storedPermissions(effective, r);
      expect(permissionsOf(stored, r)).toEqual(effective);
      for (const [p, v] of Object.entries(stored)) expect(v).not.toBe(roleDefaults(r)[p as keyof DealerPermissions]);
    }));
  });

  it('ignore unknown and non-boolean stored keys', () => {
    expect(permissionsOf({ can_fly: true, can_export_customers: 'yes' } as unknown as Record<string, boolean>, 'dealer_sales_rep')).toEqual(roleDefaults('dealer_sales_rep'));
  });

  it('carry over a role change exactly as re-reading the stored choices at the new role does', () => {
    fc.assert(fc.property(flags, role, role, (effective, from, to) => {
      expect(carryPermissions(effective, from, to)).toEqual(permissionsOf(storedPermissions(effective, from), to));
    }));
  });

  it('keep a choice through a promotion: a rep allowed to export who becomes a manager still exports, a rep kept off the worksheet stays off it', () => {
    const rep = { ...roleDefaults('dealer_sales_rep'), can_export_customers: true };
    expect(carryPermissions(rep, 'dealer_sales_rep', 'dealer_sales_manager')).toEqual(roleDefaults('dealer_sales_manager'));
    const kept = carryPermissions({ ...roleDefaults('dealer_sales_rep'), can_edit_pricing_worksheet: false }, 'dealer_sales_rep', 'dealer_sales_manager');
    expect(kept).toEqual({ ...roleDefaults('dealer_sales_manager'), can_edit_pricing_worksheet: false });
  });
});

describe('hasPermission', () => {
  it("reads the person's choice over the role's default", () => {
    expect(hasPermission(actor('dealer_sales_rep'), 'can_export_customers')).toBe(false);
    expect(hasPermission(actor('dealer_sales_rep', { permissions: { can_export_customers: true } }), 'can_export_customers')).toBe(true);
    expect(hasPermission(actor('dealer_sales_manager', { permissions: { can_edit_pricing_worksheet: false } }), 'can_edit_pricing_worksheet')).toBe(false);
  });

  it('never lets a choice reach a corporate user or one without a role; a super admin holds everything', () => {
    const all = Object.fromEntries(DEALER_PERMISSIONS.map((p) => [p, true]));
    const none = Object.fromEntries(DEALER_PERMISSIONS.map((p) => [p, false]));
    for (const p of DEALER_PERMISSIONS) {
      for (const r of DEALER_ROLES) expect(hasPermission(actor(r, { isCorporate: true, permissions: all }), p)).toBe(false);
      expect(hasPermission(actor(null, { permissions: all }), p)).toBe(false);
      expect(hasPermission(actor(null, { isSuperAdmin: true, permissions: none }), p)).toBe(true);
    }
  });
});
