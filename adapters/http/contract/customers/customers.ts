import * as t from 'io-ts';
import { ARCHIVE_STATUSES, LEAD_TYPES, SHARE_TYPES } from '@dealer-panel/core/customers/customer';
import { ARCHIVE_REASONS } from '@dealer-panel/core/customers/archive-reasons';
import { CONDITIONS, STOCK_STATUSES } from '@dealer-panel/core/inventory/vehicle';
import { APPOINTMENT_STATUSES, DEPOSIT_MODES, DEPOSIT_STATES, ORDER_STATUSES, PAYMENT_TYPES, STEP_NAMES } from '@dealer-panel/core/shared/deal-states';
import { Id, listOf, Locale, MoneyText, Nullable, Paged, ProblemBody } from '../common';
import { oneOf } from '../enums';

/** Money is a decimal string in dollars ("35999.00", common.ts MoneyText), never a float; dates are ISO 8601 strings. */

export const AwaitingCodec = oneOf(['dealer', 'customer'] as const);
export const StepBody = t.type({ name: oneOf(STEP_NAMES), status: oneOf(ORDER_STATUSES) });
export const VehicleSummaryBody = t.type({
  id: t.number, vin: t.string, year: t.number, make: t.string, model: t.string, trim: t.string,
  condition: oneOf(CONDITIONS), stock_number: t.string, stock_status: oneOf(STOCK_STATUSES), listing_price: MoneyText,
  images: t.array(t.string),
});
export const OrderSummaryBody = t.type({
  id: t.number, payment_type: oneOf(PAYMENT_TYPES), status: oneOf(ORDER_STATUSES), awaiting: Nullable(AwaitingCodec),
  is_archived: t.boolean, vehicle: Nullable(VehicleSummaryBody), steps: t.array(StepBody),
  deposit_status: Nullable(oneOf(DEPOSIT_STATES)), deposit_mode: Nullable(oneOf(DEPOSIT_MODES)),
  appointment_status: Nullable(oneOf(APPOINTMENT_STATUSES)), created: t.string,
});
export type OrderSummaryBody = t.TypeOf<typeof OrderSummaryBody>;
export const PersonBody = t.type({ id: t.number, full_name: t.string });

/** A customer as the list and the record show it. */
export const CustomerBody = t.intersection([t.type({
  id: t.number, first_name: t.string, last_name: t.string, full_name: t.string, email: t.string,
  phone: t.string, // 10 digits, or empty; the interface formats it
  address_line_1: t.string, address_line_2: t.string, city: t.string, province: t.string, postal_code: t.string,
  note: t.string, language: Locale, lead_type: oneOf(LEAD_TYPES), archive_status: oneOf(ARCHIVE_STATUSES),
  assigned_dealer: Nullable(t.number), assigned_dealer_details: Nullable(PersonBody), awaiting: Nullable(AwaitingCodec),
  invitation_shared_at: Nullable(t.string), invitation_share_type: Nullable(oneOf(SHARE_TYPES)),
  /** While Lost or Sold: why (static data's archive_reasons), when and by whom; null when Active. */
  archive_reason: Nullable(oneOf(ARCHIVE_REASONS)), archived_at: Nullable(t.string), archived_by: Nullable(t.number), archived_by_details: Nullable(PersonBody),
  current_order: Nullable(OrderSummaryBody), active_orders_count: t.number, archived_orders_count: t.number,
  created: t.string, updated: t.string,
}), t.partial({
  /** Issue 30.4 (the record and the list's rows): the latest e-mail to the address bounced; the number replied STOP. */
  email_bounced: t.boolean, phone_opted_out: t.boolean,
})]);
export type CustomerBody = t.TypeOf<typeof CustomerBody>;
/** A list row: the customer and, when deal filters are set, the deal that met them (null otherwise). */
export const CustomerListItemBody = t.intersection([CustomerBody, t.type({ matching_order: Nullable(OrderSummaryBody) })]);
export type CustomerListItemBody = t.TypeOf<typeof CustomerListItemBody>;
/**
 * The list page. `count` is exact while `count_capped` is false; when true there are MORE than
 * `count` matches (10,000 counted, shown "10,000+") and `last` is the last page known to exist.
 */
export const CustomerListResponse = t.intersection([Paged(CustomerListItemBody), t.type({ count_capped: t.boolean })]);
export type CustomerListResponse = t.TypeOf<typeof CustomerListResponse>;

/** Create and update: the writable fields (spec 001 section 3) plus email_confirmation and allow_duplicate; anything else is ignored. */
export const CustomerWriteRequest = t.partial({
  first_name: t.string, last_name: t.string, email: t.string, email_confirmation: t.string, phone: t.string,
  address_line_1: t.string, address_line_2: t.string, city: t.string, province: t.string, postal_code: t.string,
  note: t.string, assigned_dealer: Nullable(Id), allow_duplicate: t.boolean,
});
export type CustomerWriteRequest = t.TypeOf<typeof CustomerWriteRequest>;

/** 409 duplicate_customer: the customers with the same e-mail or phone, to link to. */
export const DuplicateCustomerProblem = t.intersection([
  ProblemBody,
  t.type({ duplicates: t.array(t.type({ id: t.number, full_name: t.string, matched_on: t.array(oneOf(['email', 'phone'] as const)) })) }),
]);
export type DuplicateCustomerProblem = t.TypeOf<typeof DuplicateCustomerProblem>;

/** The spec's {id_list, status}, and the reason (one for all) when archiving: optional, so a client of the spec keeps working. */
export const ArchiveStatusRequest = t.intersection([t.type({ id_list: listOf(Id, 1_000), status: t.string }), t.partial({ archive_reason: Nullable(t.string) })]);
export const ArchiveStatusResponse = t.type({ updated: t.number, status: oneOf(ARCHIVE_STATUSES), archive_reason: Nullable(oneOf(ARCHIVE_REASONS)) });
export const TrackLinkSharedRequest = t.type({ share_type: t.string });
export const TrackLinkSharedResponse = t.type({ url: t.string, share_type: oneOf(SHARE_TYPES), shared_at: t.string });
export const InvitationLinkResponse = t.type({ url: t.string });

export const PrequalOfferBody = t.type({ lender: t.string, payment_type: oneOf(['finance', 'lease'] as const), term: t.number, rate: t.string, max_amount: MoneyText });
export const PrequalResponse = t.type({
  pre_qual_detail: Nullable(t.type({ status: oneOf(['approved', 'declined', 'pending'] as const), checked_at: t.string, pre_qual_offers: t.array(PrequalOfferBody) })),
});

export const CustomerFilterDataResponse = t.type({
  sales_reps: t.array(PersonBody), lead_types: t.array(t.string), archive_statuses: t.array(t.string), awaiting: t.array(t.string),
  payment_types: t.array(t.string), order_management_statuses: t.array(t.string), step_filters: t.record(t.string, t.array(t.string)),
  steps: t.array(t.string), awaiting_dealer_steps: t.array(t.string), awaiting_customer_steps: t.array(t.string), appointment: t.array(t.string), deposit: t.array(t.string), deposit_modes: t.array(t.string),
  conditions: t.array(t.string), stock_statuses: t.array(t.string), makes: t.array(t.string),
  models: t.array(t.type({ make: t.string, model: t.string })), years: t.array(t.number), orderings: t.array(t.string),
});
export type CustomerFilterDataResponse = t.TypeOf<typeof CustomerFilterDataResponse>;

/** A customer link resolved (public, designed): the minimum to greet the customer; no contact details, prices or ids. */
export const CustomerLinkResponse = t.type({
  kind: oneOf(['invitation', 'deal'] as const), dealership_name: t.string, dealership_city: t.string, customer_first_name: t.string, language: Locale,
  vehicle: Nullable(t.type({ year: t.number, make: t.string, model: t.string, trim: t.string, image: Nullable(t.string) })),
  /** A deal link's deal (the customer app's next call is tasks/{order}/ with the token); null for an invitation. */
  order: Nullable(t.number),
});
export type CustomerLinkResponse = t.TypeOf<typeof CustomerLinkResponse>;
