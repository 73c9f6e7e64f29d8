import * as t from 'io-ts';
import { MoneyText, Nullable, Paged } from '../common';

/**
 * Price profiles and the pricing report (issue 17 items 4 and 5), designed by the project: money
 * as decimal dollars ("27595.00"), percents as decimal text ("2.5"), criteria null when unset.
 */
export const PriceRuleBody = t.type({
  make: Nullable(t.string), model: Nullable(t.string), year_min: Nullable(t.number), year_max: Nullable(t.number),
  condition: Nullable(t.string), days_min: Nullable(t.number), days_max: Nullable(t.number),
  base: t.string, adjustment: t.string, value: t.string, floor: Nullable(t.string), ceiling: Nullable(t.string),
});
export const PriceProfileBody = t.type({ id: t.number, name: t.string, rules: t.array(PriceRuleBody), updated: t.string });
export type PriceProfileBody = t.TypeOf<typeof PriceProfileBody>;
export const PriceProfileListResponse = t.array(PriceProfileBody);

/** What a client sends (POST and PUT): the whole profile; the server names every wrong field (rules.0.value…). */
export const PriceProfileRequest = t.partial({ name: t.string, rules: t.array(t.partial(PriceRuleBody.props)) });
export type PriceProfileRequest = t.TypeOf<typeof PriceProfileRequest>;

export const PreviewRequest = t.partial({ page: t.number });
export const PreviewRowBody = t.type({
  vehicle: t.type({ id: t.number, stock_number: t.string, year: t.number, make: t.string, model: t.string, trim: t.string, condition: t.string }),
  days_in_stock: t.number, rule: t.number, old_price: MoneyText, new_price: MoneyText,
});
export type PreviewRowBody = t.TypeOf<typeof PreviewRowBody>;
export const PreviewResponse = Paged(PreviewRowBody);
export type PreviewResponse = t.TypeOf<typeof PreviewResponse>;

export const PriceBatchBody = t.type({
  id: t.number, kind: t.keyof({ apply: null, undo: null }), profile: Nullable(t.number), profile_name: t.string, undoes: Nullable(t.number),
  vehicles: t.number, created_by: Nullable(t.string), created: t.string, undone: Nullable(t.string),
});
export type PriceBatchBody = t.TypeOf<typeof PriceBatchBody>;
export const PriceBatchListResponse = Paged(PriceBatchBody);
export type PriceBatchListResponse = t.TypeOf<typeof PriceBatchListResponse>;

const Payment = Nullable(t.type({ payment: MoneyText, term: t.number, frequency: t.string, rate: t.string }));
export const PricingReportRowBody = t.type({
  id: t.number, stock_number: t.string, vin: t.string, year: t.number, make: t.string, model: t.string, trim: t.string, condition: t.string,
  stock_status: t.string, price: MoneyText, msrp: Nullable(MoneyText), cost: Nullable(MoneyText), arrival_date: t.string, days_in_stock: t.number,
  last_change: Nullable(t.type({ at: t.string, old_price: MoneyText, new_price: MoneyText })),
  finance: Payment, lease: Payment,
});
export type PricingReportRowBody = t.TypeOf<typeof PricingReportRowBody>;
export const PricingReportResponse = Paged(PricingReportRowBody);
export type PricingReportResponse = t.TypeOf<typeof PricingReportResponse>;

export const PriceHistoryResponse = t.array(t.type({
  at: t.string, kind: t.keyof({ apply: null, undo: null }), batch: t.number, profile_name: t.string, old_price: MoneyText, new_price: MoneyText, by: Nullable(t.string),
}));
export type PriceHistoryResponse = t.TypeOf<typeof PriceHistoryResponse>;
