import * as t from 'io-ts';
import { paymentMethods } from '@dealer-panel/core/payments/engine/deal';
import { paymentFrequencies } from '@dealer-panel/core/payments/engine/frequency';
import { FLOW_STATUSES } from '@dealer-panel/core/quotes/quote';
import { Id, IdList, MoneyInput, MoneyText, Nullable } from '../common';
import { oneOf } from '../enums';

const NumberText = t.union([t.number, t.string]);
/** YYYY-MM-DD. */
const DateText = t.string;

/** A quote's payment details (spec 002 section 3) as sent: every key optional; money as decimal text. */
const DetailFields = {
  term: Nullable(NumberText), down_payment: Nullable(MoneyInput), trade_in_credit: Nullable(MoneyInput), trade_in_owing: Nullable(MoneyInput),
  distance_allowance: Nullable(NumberText), payment_frequency: t.string, include_tax: t.boolean, postal_code: Nullable(t.string),
  accessories: Nullable(IdList), install_accessories_ids: Nullable(IdList), protections: Nullable(IdList), options_code_list: Nullable(t.array(t.string)),
  options_price: Nullable(MoneyInput),
};

/** PATCH praq/{id}/ (partial) and the designed create: the details, `inventory` (a vehicle id), `method`, `quote_expiry`, `order` (must be the flow's). */
export const QuoteRequest = t.partial({ ...DetailFields, inventory: Id, order: Id, method: t.string, quote_expiry: Nullable(DateText) });
export type QuoteRequest = t.TypeOf<typeof QuoteRequest>;

/** difference/: the details to compare with (nothing stored); an empty body compares the quote as it is. */
export const DifferenceRequest = QuoteRequest;

export const FlowExpiryRequest = t.type({ quote_expiry: Nullable(DateText) });
export const SubmitQuotesRequest = t.intersection([t.type({ praq_flow: Id }), t.partial({ message: Nullable(t.string) })]);
export const PrimaryQuoteRequest = t.type({ quote: Id });
/** The customer's add-ons on a quote (designed): accessory and protection plan ids. */
export const CustomerAddonsRequest = t.partial({ accessories: IdList, protections: IdList });

export const QuoteVehicleBody = t.type({
  id: t.number, year: t.number, make: t.string, model: t.string, trim: t.string, stock_number: t.string, stock_status: t.string,
  listing_price: MoneyText, image: Nullable(t.string),
});

/** A quote (praq): vehicle, method, payment details, the engine's price, expiry; `applied`: the customer's primary quote. */
export const QuoteResponse = t.type({
  id: t.number, praq_flow: t.number, order: t.number, inventory: t.number, vehicle: QuoteVehicleBody, method: oneOf(paymentMethods),
  term: Nullable(t.number), down_payment: MoneyText, trade_in_credit: MoneyText, trade_in_owing: MoneyText, distance_allowance: Nullable(t.number),
  payment_frequency: oneOf(paymentFrequencies), include_tax: t.boolean, postal_code: Nullable(t.string), accessories: t.array(t.number),
  install_accessories_ids: t.array(t.number), protections: t.array(t.number), options_code_list: t.array(t.string), options_price: MoneyText,
  payment: MoneyText, selling_price: MoneyText, total_taxes: MoneyText, apr: Nullable(t.string), number_of_payments: Nullable(t.number),
  applied: t.boolean, touched: t.boolean, quote_expiry: Nullable(DateText), updated: t.string,
});
export type QuoteResponse = t.TypeOf<typeof QuoteResponse>;

/** A flow's quotes with the summary fields of spec 001 section 3; `today` is the server's day the expiries are read against. */
export const FlowQuotesResponse = t.type({
  id: t.number, order: t.number, status: oneOf(FLOW_STATUSES), quote_expiry: Nullable(DateText), primary_quote: Nullable(t.number),
  message: Nullable(t.string), submitted_at: Nullable(t.string), results: t.array(QuoteResponse), count: t.number,
  quotes_with_available_vehicle_count: t.number, has_identical_quotes: t.boolean, has_quotes_touched: t.boolean,
  has_quotes_expire_date_set: t.boolean, is_max_number_of_quotes_reached: t.boolean, max_number_of_quotes: t.number, today: DateText,
});
export type FlowQuotesResponse = t.TypeOf<typeof FlowQuotesResponse>;

/** difference/: the quote's payment with the details asked for, the reference quote's (the primary, else the flow's first other), their difference. */
export const DifferenceResponse = t.type({
  quote: t.number, payment: MoneyText, reference_quote: Nullable(t.number), reference_payment: Nullable(MoneyText), difference: Nullable(MoneyText),
});
export type DifferenceResponse = t.TypeOf<typeof DifferenceResponse>;
