import { describe, expect, it } from 'vitest';
import type { PlanPrice } from './addon';
import { canEditAddons, canViewAddons, isPricingLocked, pickPlanPrice } from './addon-rules';

const row = (id: number, term: number, priceCents: number, extra: Partial<PlanPrice> = {}): PlanPrice =>
  ({ id, planId: 1, term, distance: null, priceCents, minVehiclePriceCents: null, maxVehiclePriceCents: null, ...extra });

describe('pickPlanPrice', () => {
  const prices = [
    row(1, 12, 59_500), row(2, 36, 149_500, { distance: 60_000 }), row(3, 36, 179_500),
    row(4, 36, 249_500, { minVehiclePriceCents: 5_000_000 }), row(5, 36, 219_500, { minVehiclePriceCents: 5_000_000, maxVehiclePriceCents: 6_000_000 }),
  ];
  it('takes the term\'s row, the shortest distance first, without a band when no price is known', () => {
    expect(pickPlanPrice(prices, { term: 36, vehiclePriceCents: null })?.id).toBe(2);
  });
  it('takes the narrowest band that holds the vehicle price', () => {
    expect(pickPlanPrice(prices, { term: 36, vehiclePriceCents: 5_500_000 })?.id).toBe(5);
    expect(pickPlanPrice(prices, { term: 36, vehiclePriceCents: 7_000_000 })?.id).toBe(4);
    expect(pickPlanPrice(prices, { term: 36, vehiclePriceCents: 3_000_000 })?.id).toBe(2);
  });
  it('falls back to 12 months when the term is unknown or has no row, and to null when nothing fits', () => {
    expect(pickPlanPrice(prices, { term: null, vehiclePriceCents: null })?.id).toBe(1);
    expect(pickPlanPrice(prices, { term: 84, vehiclePriceCents: 3_000_000 })?.id).toBe(1);
    expect(pickPlanPrice([row(9, 24, 1)], { term: 36, vehiclePriceCents: null })).toBeNull();
  });
});

describe('isPricingLocked', () => {
  it.each([
    [false, true, null, true], [true, true, null, false], [false, false, null, false],
    [false, true, 'autotrader', false], [false, true, 'AutoTrader_CA', false], [false, true, 'kijiji', true],
  ])('logged in %s, compulsory %s, channel %s → locked %s', (loggedIn, compulsoryLogin, channel, locked) => {
    expect(isPricingLocked({ loggedIn, compulsoryLogin, channel })).toBe(locked);
  });
});

describe('add-on access', () => {
  const actor = (role: Parameters<typeof canViewAddons>[0]['role'], isCorporate = false) => ({ role, isSuperAdmin: false, isCorporate, showAnalyticsDashboard: false });
  it('blocks the sales floor and users with no role; corporate users only look', () => {
    expect(canViewAddons(actor('dealer_sales_rep'))).toBe(false);
    expect(canViewAddons(actor('dealer_sales_manager'))).toBe(false);
    expect(canViewAddons(actor(null))).toBe(false);
    expect(canEditAddons(actor('dealer_admin'))).toBe(true);
    expect(canEditAddons(actor('organization_assistant'))).toBe(true);
    expect(canViewAddons(actor('dealer_admin', true))).toBe(true);
    expect(canEditAddons(actor('dealer_admin', true))).toBe(false);
    expect(canEditAddons({ role: null, isSuperAdmin: true, isCorporate: false, showAnalyticsDashboard: false })).toBe(true);
  });
});
