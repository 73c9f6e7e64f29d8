import * as t from 'io-ts';
import { DEPOSIT_MODES, DEPOSIT_STATES } from '@dealer-panel/core/shared/deal-states';
import { PAYMENT_STATUSES } from '@dealer-panel/core/deposits/deposit';
import { Id, Nullable } from '../common';

const keys = <K extends string>(values: readonly K[]) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>);
const Mode = keys(DEPOSIT_MODES);

/** A refund or transfer reason on a deposit: an id of the reasons list, or the dealer's own words for "other". */
export const DepositReasonBody = t.type({ reason_id: Nullable(t.number), other: Nullable(t.string) });

/** A deal's deposit (spec 001 section 3); money in cents; `paid_cents` is what it holds now. */
export const DepositBody = t.type({
  id: t.number,
  order_id: t.number,
  customer_id: t.number,
  state: keys(DEPOSIT_STATES),
  payment_status: keys(PAYMENT_STATUSES),
  mode: Mode,
  currency: t.keyof({ CAD: null, USD: null }),
  amount_cents: t.number,
  captured_cents: t.number,
  refunded_cents: t.number,
  transferred_out_cents: t.number,
  paid_cents: t.number,
  paid_outside: t.boolean,
  /** While a hold is open: when it ends (the countdown on the deal). */
  hold_expires_at: Nullable(t.string),
  refund_reason: Nullable(DepositReasonBody),
  transfer_reason: Nullable(DepositReasonBody),
  transferred_to_deposit_id: Nullable(t.number),
  transferred_from_deposit_id: Nullable(t.number),
  decline_code: Nullable(t.string),
  created: t.string,
  updated: t.string,
});
export type DepositBody = t.TypeOf<typeof DepositBody>;

export const OrderDepositResponse = t.type({ order_id: t.number, deposit: Nullable(DepositBody) });

/** refund_deposit/: a reason id, or "other" text; `amount_cents` (designed: the spec shows no amount) defaults to everything the deposit holds. */
export const RefundDepositRequest = t.partial({ refund_reason_id: Nullable(Id), other_refund_reason: Nullable(t.string), amount_cents: t.number });
export type RefundDepositRequest = t.TypeOf<typeof RefundDepositRequest>;

export const TransferDepositRequest = t.intersection([
  t.type({ transferred_order_id: Id }),
  t.partial({ transfer_reason_id: Nullable(Id), other_transfer_reason: Nullable(t.string) }),
]);
export type TransferDepositRequest = t.TypeOf<typeof TransferDepositRequest>;

export const NamedReasonBody = t.type({ id: t.number, name: t.string, name_fr: t.string });
export const ReasonsResponse = t.type({ results: t.array(NamedReasonBody) });

export const TransferableOrderBody = t.type({ id: t.number, vehicle: Nullable(t.string), exterior_colour_name: Nullable(t.string), interior_colour_name: Nullable(t.string) });
export const TransferableOrdersResponse = t.type({ results: t.array(TransferableOrderBody) });

export const TransferNoteResponse = t.type({
  note: Nullable(t.string),
  transfers: t.array(t.type({ from_order_id: t.number, to_order_id: t.number, amount_cents: t.number, at: t.string })),
});

export const ResendReceiptResponse = t.type({ detail: t.literal('sent'), sent_to: t.string });

export const CustomDepositCreateRequest = t.intersection([t.type({ order: Id, amount_cents: t.number }), t.partial({ mode: Mode })]);
export type CustomDepositCreateRequest = t.TypeOf<typeof CustomDepositCreateRequest>;
export const CustomDepositUpdateRequest = t.intersection([t.type({ amount_cents: t.number }), t.partial({ mode: Mode })]);
export type CustomDepositUpdateRequest = t.TypeOf<typeof CustomDepositUpdateRequest>;

export const ReserveItSaveRequest = t.type({ name: t.string, value: t.string });
export const ReserveItRemoveRequest = t.type({ name: t.string });
export const ReserveItFieldsResponse = t.type({ fields: t.array(t.type({ name: t.string, value: t.string })) });

/**
 * A card processor's event, as Stripe posts it to our webhook (signed: the Stripe-Signature header
 * over the raw body). Only what the endpoint reads is named: the event, its connected account, the
 * PaymentIntent or Charge it is about.
 */
export const StripeEventBody = t.intersection([
  t.type({ id: t.string, type: t.string, data: t.type({ object: t.UnknownRecord }) }),
  t.partial({ account: t.string, created: t.number, livemode: t.boolean }),
]);
/** `reconciled`: the payment's deposits were compared with the processor; `ignored`: not an event we act on; `unknown`: no deposit of ours. */
export const WebhookAnswer = t.type({ received: t.literal(true), outcome: t.keyof({ reconciled: null, ignored: null, unknown: null }) });
