import type { OrderSummary, VehicleSummary } from '@dealer-panel/core/customers/customer';
import { CONDITIONS, STOCK_STATUSES } from '@dealer-panel/core/inventory/vehicle';
import {
  APPOINTMENT_STATUSES, DEPOSIT_MODES, DEPOSIT_STATES, ORDER_STATUSES, PAYMENT_TYPES,
  type OrderStatus, type StepName, type StepStatuses,
} from '@dealer-panel/core/shared/deal-states';
import { narrow, narrowOrNull } from '../shared/column-narrowing';
import { vehicles } from '../inventory/schema';
import { orders } from './schema';

/** The column of each step's status. */
export const STEP_COLUMNS = {
  'customer-quote': orders.stepCustomerQuote,
  'saved-vehicles': orders.stepSavedVehicles,
  'build-and-price': orders.stepBuildAndPrice,
  'trade-in': orders.stepTradeIn,
  'credit-app': orders.stepCreditApp,
  'deposit': orders.stepDeposit,
  'appointment': orders.stepAppointment,
  'file-upload': orders.stepFileUpload,
} as const satisfies Record<StepName, unknown>;

export const stepColumns = {
  stepCustomerQuote: orders.stepCustomerQuote, stepSavedVehicles: orders.stepSavedVehicles,
  stepBuildAndPrice: orders.stepBuildAndPrice, stepTradeIn: orders.stepTradeIn, stepCreditApp: orders.stepCreditApp,
  stepDeposit: orders.stepDeposit, stepAppointment: orders.stepAppointment, stepFileUpload: orders.stepFileUpload,
};
type StepRow = { readonly [K in keyof typeof stepColumns]: string };

export function toSteps(row: StepRow): StepStatuses {
  const s = (v: string): OrderStatus => narrow(ORDER_STATUSES, v, 'initial');
  return {
    'customer-quote': s(row.stepCustomerQuote), 'saved-vehicles': s(row.stepSavedVehicles),
    'build-and-price': s(row.stepBuildAndPrice), 'trade-in': s(row.stepTradeIn), 'credit-app': s(row.stepCreditApp),
    'deposit': s(row.stepDeposit), 'appointment': s(row.stepAppointment), 'file-upload': s(row.stepFileUpload),
  };
}

/** The step columns to write for a set of step statuses. */
export function stepValues(steps: StepStatuses) {
  return {
    stepCustomerQuote: steps['customer-quote'], stepSavedVehicles: steps['saved-vehicles'],
    stepBuildAndPrice: steps['build-and-price'], stepTradeIn: steps['trade-in'], stepCreditApp: steps['credit-app'],
    stepDeposit: steps.deposit, stepAppointment: steps.appointment, stepFileUpload: steps['file-upload'],
  };
}

export const vehicleSummaryColumns = {
  vId: vehicles.id, vVin: vehicles.vin, vYear: vehicles.year, vMake: vehicles.make, vModel: vehicles.model,
  vTrim: vehicles.trim, vCondition: vehicles.condition, vStockNumber: vehicles.stockNumber,
  vStockStatus: vehicles.stockStatus, vPrice: vehicles.listingPriceCents, vImages: vehicles.images,
};
type VehicleSummaryRow = { readonly [K in keyof typeof vehicleSummaryColumns]: (typeof vehicleSummaryColumns)[K]['_']['data'] | null };
type Nullable<T> = { readonly [K in keyof T]: T[K] | null };

export function toVehicleSummary(row: VehicleSummaryRow): VehicleSummary | null {
  if (row.vId === null) return null;
  return {
    id: row.vId, vin: row.vVin ?? '', year: row.vYear ?? 0, make: row.vMake ?? '', model: row.vModel ?? '', trim: row.vTrim ?? '',
    condition: narrow(CONDITIONS, row.vCondition ?? '', 'Used'), stockNumber: row.vStockNumber ?? '',
    stockStatus: narrow(STOCK_STATUSES, row.vStockStatus ?? '', 'I'), listingPriceCents: row.vPrice ?? 0, images: row.vImages ?? [],
  };
}

export const orderSummaryColumns = {
  id: orders.id, customerId: orders.customerId, paymentType: orders.paymentType, status: orders.status,
  awaiting: orders.awaiting, isArchived: orders.isArchived, depositStatus: orders.depositStatus,
  depositMode: orders.depositMode, appointmentStatus: orders.appointmentStatus, createdAt: orders.createdAt,
  ...stepColumns, ...vehicleSummaryColumns,
};
export type OrderSummaryRow = StepRow & VehicleSummaryRow & Nullable<{ awaiting: string; depositStatus: string; depositMode: string; appointmentStatus: string }> & {
  readonly id: number; readonly customerId: number; readonly paymentType: string; readonly status: string;
  readonly isArchived: boolean; readonly createdAt: Date;
};

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: row.id,
    paymentType: narrow(PAYMENT_TYPES, row.paymentType, 'cash'),
    status: narrow(ORDER_STATUSES, row.status, 'initial'),
    awaiting: row.awaiting === 'dealer' || row.awaiting === 'customer' ? row.awaiting : null,
    isArchived: row.isArchived,
    vehicle: toVehicleSummary(row),
    steps: toSteps(row),
    depositStatus: narrowOrNull(DEPOSIT_STATES, row.depositStatus),
    depositMode: narrowOrNull(DEPOSIT_MODES, row.depositMode),
    appointmentStatus: narrowOrNull(APPOINTMENT_STATUSES, row.appointmentStatus),
    createdAt: row.createdAt,
  };
}

