import * as t from 'io-ts';
import { OFFER_STATES } from '@dealer-panel/core/trade-ins/offer';
import { PICTURE_SLOTS, TRANSMISSIONS, YES_NO_FIELDS } from '@dealer-panel/core/trade-ins/trade-in';
import { CONDITIONS } from '@dealer-panel/core/trade-ins/condition';
import { VALUATION_ERRORS, VALUATION_VENDORS } from '@dealer-panel/core/trade-ins/valuation';
import { MoneyText, Nullable, Paged } from '../common';

const keys = <K extends string>(values: readonly K[]) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>);
const yesNo = <C extends t.Mixed>(codec: C) => Object.fromEntries(YES_NO_FIELDS.map((f) => [f, codec])) as Record<(typeof YES_NO_FIELDS)[number], C>;
/** Money on the wire: a decimal string in dollars ("12500.00"), common.ts MoneyText. */
const Money = MoneyText;
const NumberOrText = t.union([t.number, t.string]);

export const Vendor = keys(VALUATION_VENDORS);
export const OfferStatus = keys(OFFER_STATES);
export const EtiStatus = t.keyof({ awaiting_provider: null, awaiting_dealer: null, estimate_applied: null });

/** PUT …/trade_in/: the record's writable fields (values are checked per field by core: 400 `vehicle.vin`…). */
export const TradeInRequest = t.intersection([
  t.type({
    vehicle: t.intersection([
      t.type({ year: NumberOrText, make: t.string, model: t.string, odometer: NumberOrText }),
      t.partial({ trim: Nullable(t.string), color: Nullable(t.string), transmission: Nullable(t.string), vin: Nullable(t.string) }),
    ]),
  }),
  t.partial({
    condition: Nullable(t.string),
    answers: t.record(t.string, t.union([t.string, t.boolean, t.array(t.string)])),
    finance_amount_due: Nullable(NumberOrText),
    lease_amount_due: Nullable(NumberOrText),
    payments_left: Nullable(NumberOrText),
    residual_value: Nullable(NumberOrText),
    ...yesNo(Nullable(t.boolean)),
  }),
], 'TradeInRequest');
export type TradeInRequest = t.TypeOf<typeof TradeInRequest>;

/** An offer as sent (tradein_offer/, make_offer/): amount, the dealer's comments, the last day (default 7 days on). */
export const MakeOfferRequest = t.intersection([
  t.type({ dealer_offer: NumberOrText }),
  t.partial({ dealer_comments: Nullable(t.string), offer_expiry_date: Nullable(t.string) }),
], 'MakeOfferRequest');
export type MakeOfferRequest = t.TypeOf<typeof MakeOfferRequest>;

/** The customer's answer to the current offer, recorded by the dealer. */
export const OfferAnswerRequest = t.intersection([
  t.type({ answer: t.keyof({ accepted: null, declined: null }) }),
  t.partial({ decline_comments: Nullable(t.string) }),
], 'OfferAnswerRequest');
export type OfferAnswerRequest = t.TypeOf<typeof OfferAnswerRequest>;

/** What the dealer and the customer both read of an offer. */
const offerSeenByBoth = {
  id: t.number,
  dealer_offer: Money,
  dealer_comments: t.string,
  /** awaiting, accepted, declined, expired — an awaiting offer past its day reads expired. */
  status: OfferStatus,
  offer_expiry_date: t.string,
  created_at: t.string,
  answered_at: Nullable(t.string),
};

export const OfferBody = t.type({ ...offerSeenByBoth, decline_comments: t.string, is_expired: t.boolean });
export type OfferBody = t.TypeOf<typeof OfferBody>;

/** A vendor's estimate (spec 001 "Trade-in estimate (ETI)"), or its failure with the spec's error code. */
export const EstimateBody = t.type({
  trade_in_id: t.number,
  vendor: Vendor,
  ok: t.boolean,
  cat_id: Nullable(t.string),
  etiID: Nullable(t.string),
  value: Nullable(Money),
  range_min: Nullable(Money),
  range_max: Nullable(Money),
  creation_date: t.string,
  /** The store's own trade-in system's estimate (static data trade_in_system). */
  is_eti: t.boolean,
  status: EtiStatus,
  error: Nullable(t.type({ code: keys(VALUATION_ERRORS), reason: Nullable(t.string) })),
  current_offer: Nullable(t.type({ status: OfferStatus })),
  vehicle: t.type({ year: t.number, make: t.string, model: t.string, trim: t.string }),
});
export type EstimateBody = t.TypeOf<typeof EstimateBody>;

export const TradeInBody = t.type({
  id: t.number,
  customer_id: t.number,
  order_id: Nullable(t.number),
  vehicle: t.type({
    year: t.number, make: t.string, model: t.string, trim: t.string, color: t.string, transmission: Nullable(keys(TRANSMISSIONS)),
    odometer: t.number, odometer_unit: t.keyof({ km: null, mi: null }), vin: Nullable(t.string),
    vin_decoded: Nullable(t.type({
      make: Nullable(t.string), country: Nullable(t.string), model_year: Nullable(t.number),
      /** Whether position 9 is the check digit: false only for a VIN from a region that does not require it (Europe…). */
      check_digit_valid: t.boolean,
      /** Year or make written beside the VIN that the VIN contradicts (a flag, never a refusal), with what the VIN says. */
      mismatches: t.array(t.type({ field: t.keyof({ year: null, make: null }), expected: t.array(t.string) })),
    })),
  }),
  condition: keys(CONDITIONS),
  answers: t.record(t.string, t.union([t.string, t.boolean, t.array(t.string)])),
  finance_amount_due: Money,
  lease_amount_due: Money,
  payments_left: Nullable(t.number),
  residual_value: Nullable(Money),
  ...yesNo(t.boolean),
  images: t.type(Object.fromEntries(PICTURE_SLOTS.map((s) => [s, Nullable(t.number)])) as Record<(typeof PICTURE_SLOTS)[number], t.UnionC<[t.NumberC, t.NullC]>>),
  estimated_low: Nullable(Money),
  estimated_high: Nullable(Money),
  ico_amount: Nullable(Money),
  ico_id: Nullable(t.string),
  ico_range: Nullable(t.type({ min: Money, max: Money })),
  estimates: t.array(EstimateBody),
  eti_status: EtiStatus,
  current_offer: Nullable(OfferBody),
  past_offers: t.array(OfferBody),
  offer_expiry_date: Nullable(t.string),
  order_step_status: Nullable(t.string),
  created_at: t.string,
  updated_at: t.string,
});
export type TradeInBody = t.TypeOf<typeof TradeInBody>;

/** A deal's (or a customer's own) trade-in: null until one is saved; what this user may do; the store's unit and vendors. */
export const TradeInResponse = t.type({
  customer_id: t.number,
  order_id: Nullable(t.number),
  odometer_unit: t.keyof({ km: null, mi: null }),
  trade_in_system: t.string,
  vendors: t.array(Vendor),
  may_edit: t.boolean,
  may_make_offer: t.boolean,
  trade_in: Nullable(TradeInBody),
  /** The store's questionnaire: the answers (`answers`, by question id) are checked against it. */
  questions: t.readonlyArray(t.recursion<QuestionBody>('TradeInQuestions', () => QuestionBody)),
});
export type TradeInResponse = t.TypeOf<typeof TradeInResponse>;

export const RefreshEtiResponse = t.type({ results: t.array(EstimateBody) });
export type RefreshEtiResponse = t.TypeOf<typeof RefreshEtiResponse>;

export const AvailableTradeInsResponse = Paged(TradeInBody);
export type AvailableTradeInsResponse = t.TypeOf<typeof AvailableTradeInsResponse>;

/** The customer's answer to the dealer's offer (the shop): accepted or declined, with words when declining. */
export const CustomerOfferAnswerRequest = OfferAnswerRequest;

/** The dealer's offer as the customer sees it: the amount, the dealer's words, the last day, where it stands. */
export const CustomerOfferBody = t.type(offerSeenByBoth);
export type CustomerOfferBody = t.TypeOf<typeof CustomerOfferBody>;

/** The customer's trade-in as they wrote it (no vendors' estimates, no staff notes): the vehicle, answers, amounts owing. */
export const CustomerTradeInBody = t.type({
  id: t.number,
  vehicle: t.type({
    year: t.number, make: t.string, model: t.string, trim: t.string, color: t.string, transmission: Nullable(keys(TRANSMISSIONS)),
    odometer: t.number, odometer_unit: t.keyof({ km: null, mi: null }), vin: Nullable(t.string),
  }),
  condition: keys(CONDITIONS),
  answers: t.record(t.string, t.union([t.string, t.boolean, t.array(t.string)])),
  finance_amount_due: Money,
  lease_amount_due: Money,
  payments_left: Nullable(t.number),
  residual_value: Nullable(Money),
  ...yesNo(t.boolean),
  updated_at: t.string,
});
export type CustomerTradeInBody = t.TypeOf<typeof CustomerTradeInBody>;

/**
 * GET/PUT /api/customer/trade_in/{id}/ (designed): the deal's trade-in for its customer, null until
 * submitted; `may_edit` false while an offer awaits their answer or once accepted; the current offer
 * (the newest the dealer made) and the deal's trade-in step.
 */
export const CustomerTradeInResponse = t.type({
  order: t.number,
  odometer_unit: t.keyof({ km: null, mi: null }),
  country: t.keyof({ CA: null, US: null }),
  may_edit: t.boolean,
  step: t.string,
  trade_in: Nullable(CustomerTradeInBody),
  offer: Nullable(CustomerOfferBody),
  /** The store's questionnaire: a child question is asked when its parent's answer equals its parent_answer. */
  questions: t.readonlyArray(t.recursion<QuestionBody>('TradeInQuestions', () => QuestionBody)),
});
export type CustomerTradeInResponse = t.TypeOf<typeof CustomerTradeInResponse>;

/** One option of a select or checkboxes question: `value` is what answers hold (made from the English label when not sent). */
export const QuestionOptionBody = t.type({ value: t.string, label: t.string, label_fr: t.string });

/** A trade-in question with the questions it opens (spec 001 "Trade-in question"), each level in its order. */
export interface QuestionBody {
  readonly id: number;
  readonly parent: number | null;
  readonly question: string;
  readonly question_fr: string;
  readonly description: string;
  readonly description_fr: string;
  readonly field_type: 'yes_no' | 'text' | 'number' | 'select' | 'checkboxes';
  readonly order: number;
  readonly parent_answer: string | null;
  readonly required: boolean;
  readonly checkboxes: readonly t.TypeOf<typeof QuestionOptionBody>[];
  readonly children: readonly QuestionBody[];
}
export const QuestionBody: t.Type<QuestionBody> = t.recursion('TradeInQuestion', () => t.type({
  id: t.number,
  parent: Nullable(t.number),
  question: t.string,
  question_fr: t.string,
  description: t.string,
  description_fr: t.string,
  field_type: t.keyof({ yes_no: null, text: null, number: null, select: null, checkboxes: null }),
  order: t.number,
  parent_answer: Nullable(t.string),
  required: t.boolean,
  checkboxes: t.readonlyArray(QuestionOptionBody),
  children: t.readonlyArray(QuestionBody),
}));

/** GET dealer-trade-in-questions/: the store's questionnaire as a tree. */
export const QuestionTreeResponse = t.type({ results: t.array(QuestionBody) });
export type QuestionTreeResponse = t.TypeOf<typeof QuestionTreeResponse>;

/** POST (every field), PUT (every field) and PATCH (the fields sent) of a question; values are checked per field by core. */
export const QuestionRequest = t.partial({
  question: t.string,
  question_fr: t.string,
  description: Nullable(t.string),
  description_fr: Nullable(t.string),
  field_type: t.string,
  required: t.boolean,
  /** POST only: the question it sits under (null: a root question). */
  parent: Nullable(t.number),
  parent_answer: Nullable(t.string),
  checkboxes: t.array(t.intersection([t.type({ label: t.string, label_fr: t.string }), t.partial({ value: Nullable(t.string) })])),
});
export type QuestionRequest = t.TypeOf<typeof QuestionRequest>;

/** POST reorder/: the children of `parent` (null or absent: the root questions), every one, in their new order. */
export const QuestionReorderRequest = t.intersection([t.type({ ids: t.array(t.number) }), t.partial({ parent: Nullable(t.number) })]);
export type QuestionReorderRequest = t.TypeOf<typeof QuestionReorderRequest>;

export const QuestionDeleteResponse = t.type({ removed: t.number });
