import type { CustomerBody, CustomerFilterDataResponse, CustomerListItemBody } from '../../../../adapters/http/contract/customers/customers';
import { STEP_NAMES } from '@dealer-panel/core/shared/deal-states';
import type { CustomerPage } from '../list/customer-list-state';

/** A customer of the Ontario store as the API answers it, for tests; override what a test is about. */
export function aCustomer(overrides: Partial<CustomerBody> = {}): CustomerBody {
  return {
    id: 12, first_name: 'Sophie', last_name: 'Gagné', full_name: 'Sophie Gagné', email: 'sophie.gagne@example.org',
    phone: '4165550101', address_line_1: '12 King St W', address_line_2: '', city: 'Toronto', province: 'ON', postal_code: 'M5H 1A1',
    note: '', language: 'en_CA', lead_type: 'website', archive_status: 'Active', assigned_dealer: 6,
    assigned_dealer_details: { id: 6, full_name: 'Emily Chen' }, awaiting: null, invitation_shared_at: null, invitation_share_type: null,
    archive_reason: null, archived_at: null, archived_by: null, archived_by_details: null,
    current_order: null, active_orders_count: 0, archived_orders_count: 0, created: '2026-03-05T14:00:00.000Z', updated: '2026-03-05T14:00:00.000Z',
    ...overrides,
  };
}

/** A row of the list: a customer, and the deal that met the deal filters (none by default). */
export function aListRow(overrides: Partial<CustomerListItemBody> = {}): CustomerListItemBody {
  return { ...aCustomer(), matching_order: null, ...overrides };
}

/** A page of the list holding `ids`, out of `count` customers (exactly counted unless `capped`). */
export function aPage(ids: readonly number[], current = 1, count = ids.length, capped = false): CustomerPage {
  return {
    count, count_capped: capped, current, last: capped ? Math.ceil((count + 1) / 10) : Math.max(1, Math.ceil(count / 10)), limit: 10,
    results: ids.map((id) => aListRow({ id, full_name: `Customer ${id}` })),
  };
}

export const FILTER_DATA: CustomerFilterDataResponse = {
  sales_reps: [{ id: 6, full_name: 'Emily Chen' }], lead_types: ['website', 'walk_in'], archive_statuses: ['Active', 'Lost', 'Sold'],
  awaiting: ['all', 'dealer', 'customer', 'none'], payment_types: ['cash', 'finance', 'lease'], order_management_statuses: ['pending'],
  step_filters: { trade_in_step: ['initial', 'awaiting-dealer'] }, steps: [...STEP_NAMES],
  awaiting_dealer_steps: ['trade-in', 'credit-app'], awaiting_customer_steps: ['credit-app'], appointment: ['confirmed', 'none'],
  deposit: ['confirmed', 'none'], deposit_modes: ['hold', 'capture'], conditions: ['New', 'Used'], stock_statuses: ['I', 'S'],
  makes: ['Honda', 'Toyota'], models: [{ make: 'Honda', model: 'Civic' }, { make: 'Toyota', model: 'RAV4' }], years: [2024, 2025], orderings: ['-created'],
};
