import type { CustomerView, OrderSummary, PersonName, VehicleSummary } from '@dealer-panel/core/customers/customer';
import type { CustomerListItem, Prequal } from '@dealer-panel/core/customers/customer-repository';
import { STEP_NAMES, type StepStatuses } from '@dealer-panel/core/shared/deal-states';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import type * as t from 'io-ts';
import type { CustomerBody, CustomerListItemBody, OrderSummaryBody, PrequalResponse, VehicleSummaryBody } from '../../contract/customers/customers';
import { fullName } from '@dealer-panel/core/shared/person-name';

export const personBody = (p: PersonName) => ({ id: p.id, full_name: fullName(p) });

export function stepsBody(steps: StepStatuses) {
  return STEP_NAMES.map((name) => ({ name, status: steps[name] }));
}

export function vehicleSummaryBody(v: VehicleSummary): t.TypeOf<typeof VehicleSummaryBody> {
  return {
    id: v.id, vin: v.vin, year: v.year, make: v.make, model: v.model, trim: v.trim, condition: v.condition,
    stock_number: v.stockNumber, stock_status: v.stockStatus, listing_price: formatMoney(v.listingPriceCents), images: [...v.images],
  };
}

export function orderSummaryBody(o: OrderSummary): OrderSummaryBody {
  return {
    id: o.id, payment_type: o.paymentType, status: o.status, awaiting: o.awaiting, is_archived: o.isArchived,
    vehicle: o.vehicle ? vehicleSummaryBody(o.vehicle) : null, steps: stepsBody(o.steps),
    deposit_status: o.depositStatus, deposit_mode: o.depositMode, appointment_status: o.appointmentStatus,
    created: o.createdAt.toISOString(),
  };
}

export function customerBody(c: CustomerView): CustomerBody {
  return {
    id: c.id, first_name: c.firstName, last_name: c.lastName, full_name: fullName(c),
    email: c.email, phone: c.phone, address_line_1: c.addressLine1, address_line_2: c.addressLine2, city: c.city,
    province: c.provinceCode, postal_code: c.postalCode, note: c.note, language: c.language, lead_type: c.leadType,
    archive_status: c.archiveStatus, assigned_dealer: c.salesRepId, assigned_dealer_details: c.salesRep ? personBody(c.salesRep) : null,
    awaiting: c.awaiting, invitation_shared_at: c.invitationSharedAt?.toISOString() ?? null, invitation_share_type: c.invitationShareType,
    archive_reason: c.archiveReason, archived_at: c.archivedAt?.toISOString() ?? null, archived_by: c.archivedBy?.id ?? null,
    archived_by_details: c.archivedBy ? personBody(c.archivedBy) : null,
    current_order: c.currentOrder ? orderSummaryBody(c.currentOrder) : null, active_orders_count: c.activeOrders,
    archived_orders_count: c.archivedOrders, created: c.createdAt.toISOString(), updated: c.updatedAt.toISOString(),
    ...(c.contactFlags === undefined ? {} : { email_bounced: c.contactFlags.emailBounced, phone_opted_out: c.contactFlags.phoneOptedOut }),
  };
}

/** Rates go out as percent strings ("6.99"), amounts as dollars ("35000.00"). */
export function rateText(basisPoints: number): string {
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

export function prequalBody(p: Prequal | null): t.TypeOf<typeof PrequalResponse> {
  if (p === null) return { pre_qual_detail: null };
  return {
    pre_qual_detail: {
      status: p.status, checked_at: p.checkedAt.toISOString(),
      pre_qual_offers: p.offers.map((o) => ({ lender: o.lender, payment_type: o.paymentType, term: o.termMonths, rate: rateText(o.rateBasisPoints), max_amount: formatMoney(o.maxAmountCents) })),
    },
  };
}

/** A row of the list page: the customer plus the deal that met the deal filters. */
export function customerListItemBody(c: CustomerListItem): CustomerListItemBody {
  // Completed in place: a spread would copy each row's fields once more (issue 34.4).
  const body = customerBody(c) as { -readonly [K in keyof CustomerListItemBody]: CustomerListItemBody[K] };
  body.matching_order = c.matchingOrder ? orderSummaryBody(c.matchingOrder) : null;
  return body;
}
