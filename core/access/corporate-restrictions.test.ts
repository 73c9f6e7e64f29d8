import { describe, it, expect } from 'vitest';
import type { Actor } from './actor';
import { CORPORATE_RESTRICTED_ACTIONS, can } from './corporate-restrictions';

const dealerAdmin: Actor = { role: 'dealer_admin', isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false };

describe('corporate restrictions', () => {
  it('are the fourteen rights of spec 000 section 6', () => {
    expect(CORPORATE_RESTRICTED_ACTIONS).toEqual([
      'login_as_customer',
      'send_invitation_link',
      'add_order',
      'create_customer',
      'edit_notification_settings',
      'edit_customer',
      'assign_dealer_representative',
      'edit_pricing_worksheet',
      'edit_order_note',
      'vehicle_data_sync',
      'make_trade_in_offer',
      'confirm_appointment',
      'approve_credit_application',
      'create_dealer',
    ]);
  });

  it.each(CORPORATE_RESTRICTED_ACTIONS)('%s: allowed to a dealer admin, denied once corporate', (action) => {
    expect(can(dealerAdmin, action)).toBe(true);
    expect(can({ ...dealerAdmin, isCorporate: true }, action)).toBe(false);
  });

  it.each(CORPORATE_RESTRICTED_ACTIONS)('%s: denied to a corporate super admin', (action) => {
    expect(can({ ...dealerAdmin, isSuperAdmin: true, isCorporate: true }, action)).toBe(false);
  });

  it.each(CORPORATE_RESTRICTED_ACTIONS)('%s: denied with no role unless super admin', (action) => {
    expect(can({ ...dealerAdmin, role: null }, action)).toBe(false);
    expect(can({ ...dealerAdmin, role: null, isSuperAdmin: true }, action)).toBe(true);
  });

  it('leaves a non-corporate sales rep every one of these rights', () => {
    const rep: Actor = { ...dealerAdmin, role: 'dealer_sales_rep' };
    expect(CORPORATE_RESTRICTED_ACTIONS.filter((action) => !can(rep, action))).toEqual([]);
  });
});
