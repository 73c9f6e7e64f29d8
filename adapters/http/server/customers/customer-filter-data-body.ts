import type { CustomerFilterData } from '@dealer-panel/core/customers/list-customers';
import type { CustomerFilterDataResponse } from '../../contract/customers/customers';
import { personBody } from './customer-body';

export function customerFilterDataBody(d: CustomerFilterData): CustomerFilterDataResponse {
  return {
    sales_reps: d.salesReps.map(personBody), lead_types: [...d.leadTypes], archive_statuses: [...d.archiveStatuses],
    awaiting: [...d.awaiting], payment_types: [...d.paymentTypes], order_management_statuses: [...d.orderStatuses],
    step_filters: Object.fromEntries(Object.entries(d.stepFilters).map(([k, v]) => [k, [...v]])), steps: [...d.steps],
    awaiting_dealer_steps: [...d.awaitingDealerSteps], awaiting_customer_steps: [...d.awaitingCustomerSteps],
    appointment: [...d.appointment], deposit: [...d.deposit], deposit_modes: [...d.depositModes], conditions: [...d.conditions],
    stock_statuses: [...d.stockStatuses], makes: [...d.makes], models: d.models.map((m) => ({ ...m })), years: [...d.years],
    orderings: [...d.orderings],
  };
}
