import * as t from 'io-ts';
import { APPOINTMENT_STATUSES, DEPOSIT_MODES, DEPOSIT_STATES, ORDER_STATUSES, PAYMENT_TYPES, STEP_NAMES } from '@dealer-panel/core/shared/deal-states';
import { Id, IdList, MoneyText, Nullable, ProblemBody } from '../common';
import { AwaitingCodec, PersonBody, StepBody } from '../customers/customers';
import { oneOf } from '../enums';
import { ARCHIVE_REASONS } from '@dealer-panel/core/customers/archive-reasons';
import { VehicleBody } from '../inventory/inventory';

/** A deal (spec 001 section 3): money as decimal strings, dates as ISO 8601. */
export const OrderBody = t.type({
  id: t.number, customer: t.number, customer_details: t.type({ id: t.number, full_name: t.string, email: t.string }),
  payment_type: oneOf(PAYMENT_TYPES), status: oneOf(ORDER_STATUSES), awaiting: Nullable(AwaitingCodec), steps: t.array(StepBody),
  is_archived: t.boolean, archived_status_changed_at: Nullable(t.string), archived_status_changed_by: Nullable(t.number),
  archived_status_changed_by_details: Nullable(PersonBody), archive_reason: Nullable(oneOf(ARCHIVE_REASONS)), note: t.string, campaign: Nullable(t.string),
  payment_include_tax: t.boolean, finance_down_payment: MoneyText, lease_down_payment: MoneyText,
  accessory_ids: t.array(t.number), install_accessory_ids: t.array(t.number), protection_ids: t.array(t.number), incentives: t.array(t.number),
  proposed_appointment: Nullable(t.string), appointment_status: Nullable(oneOf(APPOINTMENT_STATUSES)),
  deposit: Nullable(t.type({ status: Nullable(oneOf(DEPOSIT_STATES)), mode: Nullable(oneOf(DEPOSIT_MODES)), amount: Nullable(MoneyText) })),
  confirmed_at: Nullable(t.string), commission_number: Nullable(t.string), trade_in: t.null, available_trade_in: t.null, current_offer: t.null,
  vehicle: Nullable(VehicleBody), created: t.string, updated: t.string,
});
export type OrderBody = t.TypeOf<typeof OrderBody>;

/** GET order/: DRF-style page (spec: count, next, previous, results), next and previous as URLs. */
export const OrderListResponse = t.type({ count: t.number, next: Nullable(t.string), previous: Nullable(t.string), results: t.array(OrderBody) });

/**
 * Create: the writable fields of spec 001 section 3, plus campaign and allow_duplicate (after the
 * duplicate-deal warning); money as decimal strings. Anything else is ignored.
 */
export const OrderCreateRequest = t.partial({
  customer: Id, vehicle: Id, payment_type: t.string, finance_down_payment: t.string, lease_down_payment: t.string,
  payment_include_tax: t.boolean, campaign: Nullable(t.string), allow_duplicate: t.boolean,
});
export type OrderCreateRequest = t.TypeOf<typeof OrderCreateRequest>;

/** Update (PUT and PATCH): the writable fields plus note; `vehicle` is accepted and dropped. */
export const OrderUpdateRequest = t.partial({
  accessory_ids: IdList, install_accessory_ids: IdList, customer: Id, incentives: IdList, payment_include_tax: t.boolean,
  payment_type: t.string, proposed_appointment: Nullable(t.string), protection_ids: IdList, note: t.string,
});
export type OrderUpdateRequest = t.TypeOf<typeof OrderUpdateRequest>;

export const OrderArchiveRequest = t.intersection([t.type({ archivedStatus: t.boolean }), t.partial({ id: Id, archive_reason: Nullable(t.string) })]);
export const SendOrderLinkResponse = t.type({ detail: t.string, sent_to: t.string });
export const CommissionNumberRequest = t.type({ commission_number: t.string });
export const CommissionNumberValidResponse = t.type({ valid: t.literal(true), commission_number: t.string });
export const EasyLinksResponse = t.type({ order_link: t.string, steps: t.array(t.type({ name: oneOf(STEP_NAMES), url: t.string })) });

/** 409 duplicate_order: the customer's active deals for the same vehicle (stock number or VIN), to link to. */
export const DuplicateOrderProblem = t.intersection([
  ProblemBody,
  t.type({ duplicates: t.array(t.type({ id: t.number, vehicle: t.string, stock_number: t.string, created: t.string })) }),
]);
export type DuplicateOrderProblem = t.TypeOf<typeof DuplicateOrderProblem>;
export type EasyLinksBody = t.TypeOf<typeof EasyLinksResponse>;
