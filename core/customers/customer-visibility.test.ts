import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../access/actor';
import { DEALER_ROLES, type DealerRole } from '../access/role';
import { customerScope, mayExportCustomers, mayOpenCustomer, scopedSalesRepFilter } from './customer-visibility';

const actor = (role: DealerRole | null, extra: Partial<Actor> = {}): Actor => ({ role, isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false, ...extra });
const ctx = (a: Actor, id = 5) => ({ actor: a, user: { id } }) as Parameters<typeof customerScope>[0];

describe('customer visibility', () => {
  it('narrows only sales reps to their own customers (a rep flagged super admin sees the store)', () => {
    expect(customerScope(ctx(actor('dealer_sales_rep')))).toEqual({ kind: 'own', repId: 5 });
    expect(customerScope(ctx(actor('dealer_sales_rep', { isSuperAdmin: true })))).toEqual({ kind: 'store' });
    for (const role of DEALER_ROLES.filter((r) => r !== 'dealer_sales_rep')) expect(customerScope(ctx(actor(role)))).toEqual({ kind: 'store' });
  });

  it('opens to a rep their own and unassigned customers only', () => {
    const own = { kind: 'own', repId: 5 } as const;
    expect(mayOpenCustomer(own, 5)).toBe(true);
    expect(mayOpenCustomer(own, null)).toBe(true);
    expect(mayOpenCustomer(own, 6)).toBe(false);
    expect(mayOpenCustomer({ kind: 'store' }, 6)).toBe(true);
  });

  it('never widens the list filter a rep asks for beyond their own and unassigned customers', () => {
    fc.assert(fc.property(
      fc.option(fc.record({ ids: fc.array(fc.integer({ min: 1, max: 20 })), unassigned: fc.boolean() }), { nil: null }),
      fc.integer({ min: 1, max: 20 }),
      (asked, me) => {
        const f = scopedSalesRepFilter({ kind: 'own', repId: me }, asked);
        expect(f).not.toBeNull();
        for (const id of f!.ids) expect(id).toBe(me);
        if (asked !== null) {
          for (const id of f!.ids) expect(asked.ids).toContain(id);
          expect(f!.unassigned).toBe(asked.unassigned);
        }
        expect(scopedSalesRepFilter({ kind: 'store' }, asked)).toBe(asked);
      },
    ));
  });

  it('lets managers, admins and organization roles export; not reps, corporate users or users without a role', () => {
    const allowed = DEALER_ROLES.filter((r) => mayExportCustomers(actor(r)));
    expect(allowed).toEqual(['dealer_sales_manager', 'dealer_admin', 'organization_assistant', 'organization_admin', 'super_admin']);
    expect(mayExportCustomers(actor('dealer_admin', { isCorporate: true }))).toBe(false);
    expect(mayExportCustomers(actor(null))).toBe(false);
    expect(mayExportCustomers(actor(null, { isSuperAdmin: true }))).toBe(true);
  });
});
