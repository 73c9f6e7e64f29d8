import { describe, expect, it } from 'vitest';
import { aUser, trsFlags } from '../../shared/testing/user-fixture';
import { activeNavItem, navItems } from './nav-items';

const routes = (items: ReturnType<typeof navItems>) => items.map((item) => item.route);

describe('navItems', () => {
  it('shows a sales rep the customers list only', () => {
    expect(routes(navItems(aUser({ role: 'dealer_sales_rep' }), { enableAnalyticsDashboard: true }))).toEqual(['customers-view']);
  });

  it('offers the imports to a sales manager, never to an organization assistant', () => {
    expect(routes(navItems(aUser({ role: 'dealer_sales_manager' }), { enableAnalyticsDashboard: false }))).toContain('inventory-imports');
    expect(routes(navItems(aUser({ role: 'organization_assistant' }), { enableAnalyticsDashboard: false }))).not.toContain('inventory-imports');
  });

  it('shows a dealer admin the dealership pages but not the super-admin ones', () => {
    expect(routes(navItems(aUser(), { enableAnalyticsDashboard: false }))).toEqual([
      'customers-view', 'inventory', 'users', 'dealerships', 'aftermarket', 'questionnaire', 'disclosure', 'fees-and-discounts', 'inventory-imports', 'activity', 'messages',
    ]);
  });

  it('shows a super admin everything, and a trade-in-only dealership only what it exposes', () => {
    expect(navItems(aUser({ is_super_admin: true }), { enableAnalyticsDashboard: true })).toHaveLength(16);
    expect(routes(navItems(aUser({ dealership_flags: trsFlags() }), { enableAnalyticsDashboard: true }))).toEqual(['questionnaire', 'messages']);
  });
  it('lights the item of the page: the longest path that begins it at a slash', () => {
    const items = [{ route: 'inventory', path: '/inventory' }, { route: 'inventory-imports', path: '/inventory/imports' }, { route: 'users', path: '/users' }] as const;
    expect(activeNavItem(items, '/inventory/imports')).toBe('inventory-imports');
    expect(activeNavItem(items, '/inventory/42')).toBe('inventory');
    expect(activeNavItem(items, '/inventory')).toBe('inventory');
    expect(activeNavItem(items, '/inventoryx')).toBeNull();
    expect(activeNavItem(items, '/customers')).toBeNull();
  });
});
