import { toArchiveReason } from '@dealer-panel/core/customers/archive-reasons';
import type { Order } from '@dealer-panel/core/orders/order';
import { APPOINTMENT_STATUSES, DEPOSIT_MODES, DEPOSIT_STATES, ORDER_STATUSES, PAYMENT_TYPES } from '@dealer-panel/core/shared/deal-states';
import { intList, narrow, narrowOrNull } from '../shared/column-narrowing';
import { stepColumns, toSteps } from './order-summary-columns';
import { orders } from './schema';

export const orderColumns = {
  id: orders.id, dealershipId: orders.dealershipId, customerId: orders.customerId, vehicleId: orders.vehicleId,
  paymentType: orders.paymentType, status: orders.status, ...stepColumns, awaiting: orders.awaiting, isArchived: orders.isArchived,
  archivedStatusChangedAt: orders.archivedStatusChangedAt, archivedStatusChangedBy: orders.archivedStatusChangedBy, archiveReason: orders.archiveReason,
  note: orders.note, campaign: orders.campaign, paymentIncludeTax: orders.paymentIncludeTax,
  financeDownPaymentCents: orders.financeDownPaymentCents, leaseDownPaymentCents: orders.leaseDownPaymentCents,
  accessoryIds: orders.accessoryIds, installAccessoryIds: orders.installAccessoryIds, protectionIds: orders.protectionIds, incentives: orders.incentives,
  proposedAppointment: orders.proposedAppointment, appointmentStatus: orders.appointmentStatus,
  depositStatus: orders.depositStatus, depositMode: orders.depositMode, depositAmountCents: orders.depositAmountCents,
  confirmedAt: orders.confirmedAt, confirmedBy: orders.confirmedBy, commissionNumber: orders.commissionNumber, linkToken: orders.linkToken, createdBy: orders.createdBy,
  createdAt: orders.createdAt, updatedAt: orders.updatedAt,
};

export type OrderRow = Pick<typeof orders.$inferSelect, keyof typeof orderColumns>;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id, dealershipId: row.dealershipId, customerId: row.customerId, vehicleId: row.vehicleId,
    paymentType: narrow(PAYMENT_TYPES, row.paymentType, 'cash'), status: narrow(ORDER_STATUSES, row.status, 'initial'),
    steps: toSteps(row), awaiting: row.awaiting === 'dealer' || row.awaiting === 'customer' ? row.awaiting : null,
    isArchived: row.isArchived, archivedStatusChangedAt: row.archivedStatusChangedAt, archivedStatusChangedBy: row.archivedStatusChangedBy,
    archiveReason: toArchiveReason(row.archiveReason),
    note: row.note, campaign: row.campaign, paymentIncludeTax: row.paymentIncludeTax,
    financeDownPaymentCents: row.financeDownPaymentCents, leaseDownPaymentCents: row.leaseDownPaymentCents,
    accessoryIds: intList(row.accessoryIds), installAccessoryIds: intList(row.installAccessoryIds), protectionIds: intList(row.protectionIds), incentives: intList(row.incentives),
    proposedAppointment: row.proposedAppointment, appointmentStatus: narrowOrNull(APPOINTMENT_STATUSES, row.appointmentStatus),
    depositStatus: narrowOrNull(DEPOSIT_STATES, row.depositStatus), depositMode: narrowOrNull(DEPOSIT_MODES, row.depositMode),
    depositAmountCents: row.depositAmountCents, confirmedAt: row.confirmedAt, confirmedBy: row.confirmedBy, commissionNumber: row.commissionNumber,
    linkToken: row.linkToken, createdBy: row.createdBy, createdAt: row.createdAt, updatedAt: row.updatedAt,
  };
}
