import type { CustomerFilterDataResponse } from '../../../../adapters/http/contract/customers/customers';
import { ARCHIVE_STATUSES, LEAD_TYPES } from '@dealer-panel/core/customers/customer';
import { ARCHIVE_REASONS } from '@dealer-panel/core/customers/archive-reasons';
import { STEP_FILTER_PARAMS } from '@dealer-panel/core/customers/customer-list-query';
import { CONDITIONS, STOCK_STATUSES } from '@dealer-panel/core/inventory/vehicle';
import {
  APPOINTMENT_STATUSES, DEPOSIT_MODES, DEPOSIT_STATES, ORDER_STATUSES, PAYMENT_TYPES, STEP_NAMES, STEP_STATUSES,
} from '@dealer-panel/core/shared/deal-states';

/** The multi-valued filters of GET customer/ (spec 001 section 3), in the order the panel shows them. */
export const FILTER_KEYS = [
  'archive_status', 'archive_reason', 'sales_rep', 'lead_type',
  'payment_type', 'order_management_status', 'awaiting_dealer', 'awaiting_customer',
  'make', 'model', 'year', 'condition', 'stock_status',
  'build_and_price_step', 'trade_in_step', 'credit_application_step', 'deposit_step', 'deposit', 'deposit_mode', 'appointment_step', 'appointment',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The panel's sections. */
export const FILTER_GROUPS: readonly { readonly name: string; readonly keys: readonly FilterKey[] }[] = [
  { name: 'customer', keys: ['archive_status', 'archive_reason', 'sales_rep', 'lead_type'] },
  { name: 'deal', keys: ['payment_type', 'order_management_status', 'awaiting_dealer', 'awaiting_customer'] },
  { name: 'vehicle', keys: ['make', 'model', 'year', 'condition', 'stock_status'] },
  { name: 'steps', keys: ['build_and_price_step', 'trade_in_step', 'credit_application_step', 'deposit_step', 'deposit', 'deposit_mode', 'appointment_step', 'appointment'] },
];

/** The values a filter may take when they are fixed; null for the open ones (reps, makes, models, years). */
const FIXED: Readonly<Partial<Record<FilterKey, readonly string[]>>> = {
  archive_status: [...ARCHIVE_STATUSES, 'all'],
  archive_reason: ARCHIVE_REASONS,
  lead_type: LEAD_TYPES,
  payment_type: PAYMENT_TYPES,
  order_management_status: ORDER_STATUSES,
  awaiting_dealer: STEP_NAMES,
  awaiting_customer: STEP_NAMES,
  condition: CONDITIONS,
  stock_status: STOCK_STATUSES,
  appointment: [...APPOINTMENT_STATUSES, 'none'],
  deposit: [...DEPOSIT_STATES, 'none'],
  deposit_mode: DEPOSIT_MODES,
  ...Object.fromEntries(Object.entries(STEP_FILTER_PARAMS).map(([param, step]) => [param, STEP_STATUSES[step]])),
};

/** Whether a value read from a URL can be sent for this filter. */
export function knownFilterValues(key: FilterKey, value: string): boolean {
  const fixed = FIXED[key];
  if (fixed) return fixed.includes(value);
  if (key === 'sales_rep') return value === 'none' || /^[1-9]\d{0,9}$/.test(value);
  if (key === 'year') return /^(19|20|21)\d{2}$/.test(value);
  return value.length <= 60 && !value.includes(',');
}

/**
 * The choices of a filter, from customer_list_filter_data/. Models follow the makes chosen (all
 * models when none is); `sales_rep` adds "none" (customers without a rep).
 */
export function filterChoices(key: FilterKey, data: CustomerFilterDataResponse, chosenMakes: readonly string[]): readonly string[] {
  switch (key) {
    case 'archive_status': return data.archive_statuses;
    case 'sales_rep': return [...data.sales_reps.map((rep) => String(rep.id)), 'none'];
    case 'lead_type': return data.lead_types;
    case 'payment_type': return data.payment_types;
    case 'order_management_status': return data.order_management_statuses;
    case 'awaiting_dealer': return data.awaiting_dealer_steps;
    case 'awaiting_customer': return data.awaiting_customer_steps;
    case 'make': return data.makes;
    case 'model': {
      const makes = chosenMakes.map((make) => make.toLowerCase());
      return [...new Set(data.models.filter((m) => makes.length === 0 || makes.includes(m.make.toLowerCase())).map((m) => m.model))];
    }
    case 'year': return data.years.map(String);
    case 'condition': return data.conditions;
    case 'stock_status': return data.stock_statuses;
    case 'appointment': return data.appointment;
    case 'deposit': return data.deposit;
    case 'deposit_mode': return data.deposit_modes;
    default: return data.step_filters[key] ?? FIXED[key] ?? [];
  }
}

/**
 * The locale key of a filter value's label, or null when the value is shown as it is (makes,
 * models, years) or by a name from the data (reps).
 */
export function choiceLabelKey(key: FilterKey, value: string): string | null {
  switch (key) {
    case 'archive_status': return `customers.archive_status.${value}`;
    case 'archive_reason': return `archive_reasons.${value}`;
    case 'lead_type': return `customers.lead_type.${value}`;
    case 'payment_type': return `orders.payment_type.${value}`;
    case 'awaiting_dealer':
    case 'awaiting_customer': return `orders.steps.${value}`;
    case 'condition': return `orders.condition.${value}`;
    case 'stock_status': return `orders.stock_status.${value}`;
    case 'appointment': return `orders.appointment.${value}`;
    case 'deposit': return `orders.deposit.${value}`;
    case 'deposit_mode': return `orders.deposit_mode.${value}`;
    case 'sales_rep':
    case 'make':
    case 'model':
    case 'year': return null;
    default: return `orders.status.${value}`;
  }
}
