import type { OrderBody } from '../../../../../adapters/http/contract/orders/orders';
import type { IncentiveBody, PaymentTypeBody, PaymentTypesResponse } from '../../../../../adapters/http/contract/payments/payments';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { aVehicle } from '../../../../shared/testing/vehicle-fixture';

/** A deal as GET order/{id}/ answers it: the fixture's Civic, financed. */
export function anOrderBody(overrides: Partial<OrderBody> = {}): OrderBody {
  return {
    id: 41, customer: 12, customer_details: { id: 12, full_name: 'Dana Roy', email: 'dana@example.test' },
    payment_type: 'finance', status: 'pending', awaiting: null, steps: [], is_archived: false, archived_status_changed_at: null,
    archived_status_changed_by: null, archived_status_changed_by_details: null, archive_reason: null, note: '', campaign: null, payment_include_tax: true,
    finance_down_payment: '0.00', lease_down_payment: '0.00', accessory_ids: [3], install_accessory_ids: [], protection_ids: [], incentives: [9],
    proposed_appointment: null, appointment_status: null, deposit: null, confirmed_at: null, commission_number: null, trade_in: null,
    available_trade_in: null, current_offer: null, vehicle: aVehicle(), created: '2026-11-01T10:00:00Z', updated: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const IDS: Readonly<Record<PaymentMethod, number>> = { cash: 701, finance: 702, lease: 703 };

/** One of the order's payment type records. */
export function aPaymentType(method: PaymentMethod, overrides: Partial<PaymentTypeBody> = {}): PaymentTypeBody {
  return {
    id: IDS[method], order: 41, method, is_active: method === 'finance', include_tax: true,
    term: method === 'cash' ? null : method === 'lease' ? 36 : 60, rate: null, payment_frequency: 'monthly', credit_score: null,
    down_payment: '1000.00', distance_allowance: method === 'lease' ? 20000 : null, trade_in_type: 'none', trade_in_credit: '0.00',
    trade_in_owing: '0.00', postal_code: null, lender: null, enabled_frequencies: method === 'cash' ? [] : ['monthly', 'biweekly'],
    total_purchase_price: null, payment: null, priced_at: null,
    ...overrides,
  };
}

const defaults = { lender: null, term: 60, down_payment: '0.00', payment_frequency: 'monthly' } as const;

export function paymentTypes(records: readonly PaymentTypeBody[] = [aPaymentType('cash'), aPaymentType('finance'), aPaymentType('lease')]): PaymentTypesResponse {
  return {
    results: [...records],
    defaults: { finance: defaults, lease: { ...defaults, term: 36, distance_allowance: 20000 }, oem: defaults },
    lease_rate_calculation_method: 'apr',
  };
}

export function anIncentive(overrides: Partial<IncentiveBody> = {}): IncentiveBody {
  return {
    id: 9, name: 'Spring bonus', name_fr: 'Prime du printemps', amount: '750.00', before_tax: false, is_cash: true, is_finance: true,
    is_lease: false, is_conditional: false, applicable_new: true, applicable_used: false, make: null, model: null, year_from: null,
    year_to: null, starts_on: null, ends_on: null, active: true,
    ...overrides,
  };
}
