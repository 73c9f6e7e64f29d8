import * as t from 'io-ts';
import {
  ACCESSORY_CATEGORIES, ADDON_PAYMENT_TYPES, DURATION_TYPES, PLAN_CATEGORIES, PLAN_KINDS, QUESTION_FIELD_TYPES, VEHICLE_CONDITIONS,
} from '@dealer-panel/core/addons/addon';
import { Id, MoneyText, Nullable } from '../common';
import { oneOf } from '../enums';

/** A served file: its URL under /api/media/{id}/ and what it is. */
export const MediaBody = t.type({ id: t.string, url: t.string });
export type MediaBody = t.TypeOf<typeof MediaBody>;

/** Dealer accessory (spec 002 section 3), money as decimal strings. */
export const AccessoryBody = t.type({
  id: t.number, dealership: t.number, type: t.literal('accessory'), active: t.boolean, category: oneOf(ACCESSORY_CATEGORIES),
  title_en: t.string, title_fr: t.string, description_en: t.string, description_fr: t.string, sku: t.string, price: MoneyText,
  installation_charge_override: Nullable(MoneyText), pre_installed: t.boolean, vehicle_types: t.array(t.string),
  image_media: Nullable(MediaBody), files: t.type({ img: Nullable(t.string), pdf: t.null }),
});
export type AccessoryBody = t.TypeOf<typeof AccessoryBody>;

/** The whitelisted writable fields of an accessory; anything else in a body is ignored. */
export const AccessoryRequest = t.partial({
  active: t.boolean, category: t.string, description_en: t.string, description_fr: t.string, installation_charge_override: Nullable(t.string),
  pre_installed: t.boolean, price: t.string, sku: t.string, title_en: t.string, title_fr: t.string, vehicle_types: t.array(t.string),
});

export const PlanPriceBody = t.type({
  id: t.number, plan: t.number, term: t.number, distance: Nullable(t.number), price: MoneyText,
  min_vehicle_price: Nullable(MoneyText), max_vehicle_price: Nullable(MoneyText),
});
export const PlanPriceRow = t.partial({
  term: t.number, distance: Nullable(t.number), price: t.string, min_vehicle_price: Nullable(t.string), max_vehicle_price: Nullable(t.string),
});
export const PlanPriceRequest = t.intersection([PlanPriceRow, t.partial({ plan: Id })]);

const TaxFlags = { gst: t.boolean, hst: t.boolean, pst: t.boolean, qst: t.boolean };
export const ProvinceTaxBody = t.type({ province_code: t.string, ...TaxFlags });

/** `kind`: service_contract or gap, null = other (a US state's rule on the plan's tax follows it; not in the spec). */
export const ProtectionPlanBody = t.type({
  id: t.number, dealership: t.number, type: Nullable(t.number), active: t.boolean, category: oneOf(PLAN_CATEGORIES), kind: Nullable(oneOf(PLAN_KINDS)),
  name: t.string, name_fr: t.string, description: t.string, description_fr: t.string,
  payment_type: t.array(t.string), vehicle_condition: t.array(t.string), vehicle_types: t.array(t.string),
  pdf_url: t.string, pdf_url_fr: t.string, video_url: t.string, video_url_fr: t.string, ...TaxFlags,
  use_pen_for_localized_prices: t.boolean, pen_coverage: t.string, pen_product_for_coverage: Nullable(t.number), product_code: t.string,
  duration_type: oneOf(DURATION_TYPES), custom_duration_label_en: t.string, custom_duration_label_fr: t.string,
  prices_set: t.boolean, prices: t.array(PlanPriceBody), province_taxes: t.array(ProvinceTaxBody),
  image_media: Nullable(MediaBody), pdf_media: Nullable(MediaBody), files: t.type({ img: Nullable(t.string), pdf: Nullable(t.string) }),
});
export type ProtectionPlanBody = t.TypeOf<typeof ProtectionPlanBody>;

export const ProtectionPlanRequest = t.partial({
  active: t.boolean, category: t.string, kind: Nullable(t.string), name: t.string, name_fr: t.string, description: t.string, description_fr: t.string, type: Nullable(t.number),
  payment_type: t.array(t.string), vehicle_condition: t.array(t.string), vehicle_types: t.array(t.string),
  pdf_url: t.string, pdf_url_fr: t.string, video_url: t.string, video_url_fr: t.string, ...TaxFlags,
  use_pen_for_localized_prices: t.boolean, pen_coverage: t.string, pen_product_for_coverage: Nullable(t.number), product_code: t.string,
  duration_type: t.string, custom_duration_label_en: t.string, custom_duration_label_fr: t.string,
  prices: t.array(PlanPriceRow), province_taxes: t.array(t.partial({ province_code: t.string, ...TaxFlags })),
});

export const PlanTypeBody = t.type({ id: t.number, name: t.string, name_fr: t.string });
export const PlanTypeRequest = t.partial({ name: t.string, name_fr: t.string });
export const PenProductBody = t.type({ id: t.number, name: t.string, provider: t.string, product_code: t.string, coverages: t.array(t.string) });
export const PenProductRequest = t.partial({ name: t.string, provider: t.string, product_code: t.string, coverages: t.array(t.string) });
const Choice = t.type({ en: t.string, fr: t.string });
export const QuestionBody = t.type({ id: t.number, question_en: t.string, question_fr: t.string, field_type: oneOf(QUESTION_FIELD_TYPES), choices: t.array(Choice), order: t.number, active: t.boolean });
export const QuestionRequest = t.partial({ question_en: t.string, question_fr: t.string, field_type: t.string, choices: t.array(Choice), order: t.number, active: t.boolean });

const Page = <C extends t.Mixed>(item: C) => t.type({ count: t.number, next: Nullable(t.string), previous: Nullable(t.string), results: t.array(item) });
export const AccessoryListResponse = Page(AccessoryBody);
export const ProtectionPlanListResponse = Page(ProtectionPlanBody);
export const PlanPriceListResponse = t.type({ results: t.array(PlanPriceBody) });
export const PlanTypeListResponse = t.type({ results: t.array(PlanTypeBody) });
export const PenProductListResponse = t.type({ results: t.array(PenProductBody) });
export const QuestionListResponse = t.type({ results: t.array(QuestionBody) });

// ---- Customer side ----

/** An accessory as a customer sees it: no dealer-only fields; price null when pricing is locked. */
export const CustomerAccessoryBody = t.type({
  id: t.number, type: t.literal('accessory'), category: oneOf(ACCESSORY_CATEGORIES), title_en: t.string, title_fr: t.string,
  description_en: t.string, description_fr: t.string, sku: t.string, price: Nullable(MoneyText), installation_charge_override: Nullable(MoneyText),
  pre_installed: t.boolean, vehicle_types: t.array(t.string), files: t.type({ img: Nullable(t.string), pdf: t.null }),
});
export const CustomerAccessoryListResponse = t.type({
  count: t.number, next: Nullable(t.string), previous: Nullable(t.string), pricing_locked: t.boolean,
  results: t.array(CustomerAccessoryBody), pre_installed: t.array(CustomerAccessoryBody),
});
export const CustomerQuestionListResponse = t.type({ results: t.array(QuestionBody) });

/** The price row picked for the deal. */
export const PickedPriceBody = t.type({ id: t.number, term: t.number, distance: Nullable(t.number), price: MoneyText });
export const CustomerPlanBody = t.type({
  id: t.number, type: Nullable(t.number), category: oneOf(PLAN_CATEGORIES), name: t.string, name_fr: t.string, description: t.string, description_fr: t.string,
  payment_type: t.array(oneOf(ADDON_PAYMENT_TYPES)), vehicle_condition: t.array(oneOf(VEHICLE_CONDITIONS)), vehicle_types: t.array(t.string),
  pdf_url: t.string, pdf_url_fr: t.string, video_url: t.string, video_url_fr: t.string, ...TaxFlags, province_taxes: t.array(ProvinceTaxBody),
  duration_type: oneOf(DURATION_TYPES), custom_duration_label_en: t.string, custom_duration_label_fr: t.string,
  pricing_locked: t.boolean, prices_set: t.boolean, prices: t.array(t.type({ id: t.number, term: t.number, distance: Nullable(t.number), price: MoneyText })),
  price: Nullable(PickedPriceBody), files: t.type({ img: Nullable(t.string), pdf: Nullable(t.string) }),
});
export const CustomerPlanListResponse = t.type({ count: t.number, next: Nullable(t.string), previous: Nullable(t.string), pricing_locked: t.boolean, results: t.array(CustomerPlanBody) });
export const PrepareDataRequest = t.partial({ vehicle: Id, payment: t.string, term: t.number, total_purchase_price: t.string, rate: t.string });
export const PrepareDataResponse = t.type({ ready: t.literal(true), pricing_locked: t.boolean, results: t.array(CustomerPlanBody) });
export const FallbackPriceRequest = t.intersection([
  t.type({ plan: Id, price: t.string }),
  t.partial({ term: t.number, vehicle: Id, reason: t.string }),
]);
export const FallbackPriceResponse = t.type({ detail: t.literal('logged') });

/** GET order/{id}/addons/: the active optional accessories and active plans that fit the deal's vehicle (any staff of the dealership). */
export const OrderAddonsResponse = t.type({ accessories: t.array(AccessoryBody), protection_plans: t.array(ProtectionPlanBody) });
export type OrderAddonsResponse = t.TypeOf<typeof OrderAddonsResponse>;
export type CustomerAccessoryListResponse = t.TypeOf<typeof CustomerAccessoryListResponse>;
export type PrepareDataResponse = t.TypeOf<typeof PrepareDataResponse>;
export type CustomerAccessoryBody = t.TypeOf<typeof CustomerAccessoryBody>;
export type CustomerPlanBody = t.TypeOf<typeof CustomerPlanBody>;

/** One add-on as the customer weighs it on their deal: the deal's payment with it and without it, by the engine. */
const Weighed = { selected: t.boolean, payment_with: Nullable(MoneyText), payment_without: Nullable(MoneyText) };
export const DealAccessoryBody = t.type({
  id: t.number, category: oneOf(ACCESSORY_CATEGORIES), title_en: t.string, title_fr: t.string, description_en: t.string, description_fr: t.string,
  price: MoneyText, img: Nullable(t.string), ...Weighed,
});
export const DealPlanBody = t.type({
  id: t.number, category: oneOf(PLAN_CATEGORIES), name: t.string, name_fr: t.string, description: t.string, description_fr: t.string,
  img: Nullable(t.string), pdf: Nullable(t.string), ...Weighed,
});
/** GET/PUT /api/customer/deal/{id}/addons/: what the store offers the customer's deal, and their pick. */
export const DealAddonsResponse = t.type({
  order: t.number, payment_type: oneOf(ADDON_PAYMENT_TYPES), payment: Nullable(MoneyText),
  pricing_locked: t.boolean, locked_reason: Nullable(t.keyof({ deal_confirmed: null, deal_archived: null })),
  accessories: t.array(DealAccessoryBody), protection_plans: t.array(DealPlanBody),
});
export const DealAddonsRequest = t.type({ accessories: t.array(Id), protections: t.array(Id) });
export type DealAddonsResponse = t.TypeOf<typeof DealAddonsResponse>;
export type DealAddonsRequest = t.TypeOf<typeof DealAddonsRequest>;
export type DealAccessoryBody = t.TypeOf<typeof DealAccessoryBody>;
export type DealPlanBody = t.TypeOf<typeof DealPlanBody>;
