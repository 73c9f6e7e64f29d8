import { describe, it, expect } from 'vitest';
import type { Actor, StaticAccessFlags } from './actor';
import { analyticsRouteRule } from '../analytics/analytics-access';
import { feesAndDiscountsRouteRule } from '../fees/fees-and-discounts-access';
import { routeAccess } from './route-access';
import { TRADE_IN_ONLY_BLOCKED_ROUTES } from './trade-in-only-mode';

/** The panel's composition (ui/shared/route-access.ts): access's policy with the contexts' rules. */
const canAccessRoute = routeAccess({ 'fees-and-discounts': feesAndDiscountsRouteRule, analytics: analyticsRouteRule });

// Focused examples next to the full grid of route-access.test.ts.

const salesManager: Actor = { role: 'dealer_sales_manager', isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false };
const dealerAdmin: Actor = { ...salesManager, role: 'dealer_admin' };
const noTrs = { isTrsEnabled: false } as const;
const analyticsOn: StaticAccessFlags = { enableAnalyticsDashboard: true };
const analyticsOff: StaticAccessFlags = { enableAnalyticsDashboard: false };

describe('fees and discounts route', () => {
  it('is closed to a sales manager when the dealership has not enabled manager fee discounts', () => {
    const flags = { ...noTrs, enableSalesManagerFeeDiscounts: false };
    expect(canAccessRoute('fees-and-discounts', salesManager, flags, analyticsOn)).toEqual({ allowed: false, reason: 'fees_forbidden' });
  });

  it('opens to a sales manager when the dealership enables manager fee discounts', () => {
    const flags = { ...noTrs, enableSalesManagerFeeDiscounts: true };
    expect(canAccessRoute('fees-and-discounts', salesManager, flags, analyticsOn)).toEqual({ allowed: true });
  });

  it('stays closed to a sales rep even when manager fee discounts are on', () => {
    const flags = { ...noTrs, enableSalesManagerFeeDiscounts: true };
    const rep: Actor = { ...salesManager, role: 'dealer_sales_rep' };
    expect(canAccessRoute('fees-and-discounts', rep, flags, analyticsOn)).toEqual({ allowed: false, reason: 'fees_forbidden' });
  });
});

describe('analytics route', () => {
  const flags = { ...noTrs, enableSalesManagerFeeDiscounts: false };

  it('opens to a dealer admin while the static flag is on', () => {
    expect(canAccessRoute('analytics', dealerAdmin, flags, analyticsOn)).toEqual({ allowed: true });
  });

  it('closes to everyone, super admins included, when the static flag is off', () => {
    const superAdmin: Actor = { ...dealerAdmin, isSuperAdmin: true };
    expect(canAccessRoute('analytics', superAdmin, flags, analyticsOff)).toEqual({ allowed: false, reason: 'analytics_disabled' });
    expect(canAccessRoute('analytics', dealerAdmin, flags, analyticsOff)).toEqual({ allowed: false, reason: 'analytics_disabled' });
  });

  it('opens to a sales manager only when flagged show_analytics_dashboard', () => {
    const flagged: Actor = { ...salesManager, showAnalyticsDashboard: true };
    expect(canAccessRoute('analytics', salesManager, flags, analyticsOn)).toEqual({ allowed: false, reason: 'analytics_disabled' });
    expect(canAccessRoute('analytics', flagged, flags, analyticsOn)).toEqual({ allowed: true });
  });
});

describe('trade-in-only (trs) main dealer pages', () => {
  it('are exactly the pages listed in guard step 3, and the designed administrator pages (activity)', () => {
    expect([...TRADE_IN_ONLY_BLOCKED_ROUTES].sort()).toEqual(
      [
        'customers-view',
        'payments',
        'price-profiles',
        'pricing-report',
        'aftermarket',
        'fees-and-discounts',
        'dealerships',
        'users',
        'analytics',
        'disclosure',
        'appointment',
        'add-order',
        'add-customer',
        'activity',
        'customer-duplicates',
        'inventory-imports',
        'inventory',
        'inventory-vehicle',
      ].sort(),
    );
  });
});
