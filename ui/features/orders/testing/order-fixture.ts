import type { OrderSummaryBody } from '../../../../adapters/http/contract/customers/customers';
import { INITIAL_STEPS, STEP_NAMES } from '@dealer-panel/core/shared/deal-states';

/** A deal as the customers list and record summarise it (no step begun), for tests; override what a test is about. */
export function anOrder(overrides: Partial<OrderSummaryBody> = {}): OrderSummaryBody {
  return {
    id: 31, payment_type: 'finance', status: 'pending', awaiting: 'dealer', is_archived: false,
    vehicle: {
      id: 501, vin: '2T3W1RFVXRW123456', year: 2024, make: 'Toyota', model: 'RAV4', trim: 'XLE', condition: 'New',
      stock_number: 'T4512', stock_status: 'I', listing_price: '38999.00', images: [],
    },
    steps: STEP_NAMES.map((name) => ({ name, status: INITIAL_STEPS[name] })),
    deposit_status: null, deposit_mode: null, appointment_status: null, created: '2026-03-06T10:00:00.000Z',
    ...overrides,
  };
}
