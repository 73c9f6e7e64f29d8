import { describe, expect, it } from 'vitest';
import { aUser, trsFlags } from '../../shared/testing/user-fixture';
import { navItems } from './nav-items';

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
    expect(navItems(aUser({ is_super_admin: true }), { enableAnalyticsDashboard: true })).toHaveLength(15);
    expect(routes(navItems(aUser({ dealership_flags: trsFlags() }), { enableAnalyticsDashboard: true }))).toEqual(['questionnaire', 'messages']);
  });
});
