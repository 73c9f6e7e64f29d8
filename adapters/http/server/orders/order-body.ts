import type { Dealership } from '@dealer-panel/core/access/dealership';
import type { OrderView } from '@dealer-panel/core/orders/order';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import type { OrderCreateInput } from '@dealer-panel/core/orders/order-form';
import type { OrderBody, OrderCreateRequest } from '../../contract/orders/orders';
import { personBody, stepsBody } from '../customers/customer-body';
import { vehicleBody } from '../inventory/vehicle-body';
import { fullName } from '@dealer-panel/core/shared/person-name';

export function orderBody(o: OrderView, d: Dealership): OrderBody {
  const hasDeposit = o.depositStatus !== null || o.depositMode !== null || o.depositAmountCents !== null;
  return {
    id: o.id, customer: o.customerId,
    customer_details: { id: o.customer.id, full_name: fullName(o.customer), email: o.customer.email },
    payment_type: o.paymentType, status: o.status, awaiting: o.awaiting, steps: stepsBody(o.steps), is_archived: o.isArchived,
    archived_status_changed_at: o.archivedStatusChangedAt?.toISOString() ?? null, archived_status_changed_by: o.archivedStatusChangedBy,
    archived_status_changed_by_details: o.archivedBy ? personBody(o.archivedBy) : null, archive_reason: o.archiveReason, note: o.note, campaign: o.campaign,
    payment_include_tax: o.paymentIncludeTax, finance_down_payment: formatMoney(o.financeDownPaymentCents),
    lease_down_payment: formatMoney(o.leaseDownPaymentCents), accessory_ids: [...o.accessoryIds],
    install_accessory_ids: [...o.installAccessoryIds], protection_ids: [...o.protectionIds],
    incentives: [...o.incentives], proposed_appointment: o.proposedAppointment?.toISOString() ?? null, appointment_status: o.appointmentStatus,
    deposit: hasDeposit ? { status: o.depositStatus, mode: o.depositMode, amount: o.depositAmountCents === null ? null : formatMoney(o.depositAmountCents) } : null,
    confirmed_at: o.confirmedAt?.toISOString() ?? null, commission_number: o.commissionNumber, trade_in: null, available_trade_in: null, current_offer: null,
    vehicle: o.vehicle ? vehicleBody(o.vehicle, d) : null, created: o.createdAt.toISOString(), updated: o.updatedAt.toISOString(),
  };
}

/** The fields that were sent (exactOptionalPropertyTypes: absent, never undefined). */
export const defined = <T extends object>(o: { readonly [K in keyof T]-?: T[K] | undefined }): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** A decoded POST order/ body as core's input (the server's route and the CLI's create-order). */
export function orderCreateInput(b: OrderCreateRequest): OrderCreateInput {
  return defined<OrderCreateInput>({
    customer: b.customer, vehicle: b.vehicle, paymentType: b.payment_type, financeDownPayment: b.finance_down_payment,
    leaseDownPayment: b.lease_down_payment, paymentIncludeTax: b.payment_include_tax, campaign: b.campaign, allowDuplicate: b.allow_duplicate,
  });
}
