import type { UserBody } from '../../../adapters/http/contract/access/access';
import { roleDefaults } from '@dealer-panel/core/access/permissions';

/** A signed-in dealer admin of an Ontario store, for tests; override what a test is about (permissions follow the role's defaults unless given). */
export function aUser(overrides: Partial<UserBody> = {}): UserBody {
  return {
    id: 7,
    email: 'admin@demo.dealer.test',
    first_name: 'Alex',
    last_name: 'Martin',
    full_name: 'Alex Martin',
    phone: '416-555-0100',
    role: 'dealer_admin',
    language: 'en_CA',
    is_super_admin: false,
    is_dealer_vw_corporate: false,
    source: 'password',
    dealership: { id: 1, name: 'Lakeshore Motors', city: 'Toronto', province_code: 'ON', country: 'CA', default_language: 'en_CA' },
    avatar: null,
    invitation_sent_at: null,
    last_activity: null,
    fully_authenticated: true,
    show_analytics_dashboard: false,
    dealer_notifications: {
      customer_creates_account: true, customer_submits_trade_in: true, customer_submits_credit_app: true,
      customer_paid_deposit: true, customer_submits_appointment: true, customer_opens_tokenized_link: true,
    },
    dealership_flags: { is_trs_enabled: false, use_activix_crm: false, enable_sales_manager_fee_discounts: false },
    permissions: roleDefaults(overrides.role === undefined ? 'dealer_admin' : overrides.role),
    ...overrides,
  };
}

export function trsFlags(overrides: Partial<UserBody['dealership_flags']> = {}): UserBody['dealership_flags'] {
  return { is_trs_enabled: true, use_activix_crm: false, enable_sales_manager_fee_discounts: false, ...overrides };
}
