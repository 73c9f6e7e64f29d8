import * as t from 'io-ts';
import { PENCIL_SOURCES } from '@dealer-panel/core/payments/desking/pencil';
import { SOLVE_FOR } from '@dealer-panel/core/payments/desking/target-payment';
import { listOf, MoneyInput, MoneyText, Nullable } from '../common';
import { oneOf } from '../enums';
import { PricingResponse } from './payments';

/**
 * The desking grid, target payment and pencils of a finance or lease payment type (issue 18.1),
 * designed by this project. `deal` is the worksheet's pricing body as it stands (POST pricing/'s
 * keys, its errors answered at those keys); money is decimal text in dollars ("35999.00").
 */
const TermValue = t.union([t.number, t.string]);
const Errors = t.record(t.string, t.array(t.string));

export const DeskingGridRequest = t.intersection([
  t.type({ terms: listOf(TermValue, 8), down_payments: listOf(MoneyInput, 8) }),
  t.partial({ deal: t.UnknownRecord, lender_ids: Nullable(listOf(t.number, 4)) }),
]);
export type DeskingGridRequest = t.TypeOf<typeof DeskingGridRequest>;

/**
 * Front gross (docs/payments.md "Front gross"): the vehicle's price less the store's discounts,
 * the vehicle's cost (null: not known) and their difference (null with the cost). Only in the
 * answers of sales managers, admins, the organization roles and super admins; a sales rep's answer
 * has no such key (nor any cost).
 */
export const FrontGrossBody = t.type({ vehicle_selling_price: MoneyText, vehicle_cost: Nullable(MoneyText), front_gross: Nullable(MoneyText) });
export type FrontGrossBody = t.TypeOf<typeof FrontGrossBody>;

/** The deal as it stands: its term, down payment, payment and selling price (and its gross, for managers and admins). */
export const DeskCurrentBody = t.intersection([
  t.type({
    method: oneOf(['finance', 'lease'] as const), payment_frequency: Nullable(t.string), term: Nullable(t.number), down_payment: MoneyText,
    payment: MoneyText, selling_price: MoneyText, vehicle_price: MoneyText,
  }),
  t.partial({ gross: FrontGrossBody }),
]);

export const GridCellBody = t.type({ term: t.number, down_payment: MoneyText, payment: Nullable(MoneyText), errors: Nullable(Errors) });
const LenderRef = t.type({ id: t.number, name: t.string });
/** `lenders`: the dealership's active lenders a grid may be asked for (`lender_ids`), by name. */
export const DeskingGridResponse = t.type({
  current: DeskCurrentBody, terms: t.array(t.number), down_payments: t.array(MoneyText),
  tables: t.array(t.type({ lender: Nullable(LenderRef), rows: t.array(t.array(GridCellBody)) })),
  lenders: t.array(LenderRef),
});
export type DeskingGridResponse = t.TypeOf<typeof DeskingGridResponse>;

export const DeskingTargetRequest = t.intersection([
  t.type({ target_payment: MoneyInput, solve_for: t.string }),
  t.partial({ deal: t.UnknownRecord, terms: Nullable(listOf(TermValue, 8)), lender_id: Nullable(t.number) }),
]);
export type DeskingTargetRequest = t.TypeOf<typeof DeskingTargetRequest>;

/**
 * The solved value (the one asked for; the others null), its payment priced again, and how close it
 * came; with a selling price, `solved_gross` is the front gross at that price (managers and admins only).
 */
export const DeskingTargetResponse = t.intersection([
  t.type({
    current: DeskCurrentBody, target_payment: MoneyText, solve_for: oneOf(SOLVE_FOR),
    down_payment: Nullable(MoneyText), term: Nullable(t.number), selling_price: Nullable(MoneyText),
    payment: MoneyText, outcome: oneOf(['exact', 'nearest', 'not_reachable'] as const),
  }),
  t.partial({ solved_gross: FrontGrossBody }),
]);
export type DeskingTargetResponse = t.TypeOf<typeof DeskingTargetResponse>;

export const DeskingApplyRequest = t.intersection([
  t.type({ source: oneOf(['grid', 'target'] as const) }),
  t.partial({ deal: t.UnknownRecord, term: t.number, down_payment: MoneyInput }),
]);
export type DeskingApplyRequest = t.TypeOf<typeof DeskingApplyRequest>;

/** A pencil: who changed the deal, when, what, the payment before and after, and the details priced. */
export const PencilBody = t.type({
  id: t.number, at: t.string, user: Nullable(t.type({ id: t.number, name: Nullable(t.string) })), source: oneOf(PENCIL_SOURCES),
  changed: t.array(t.string), old_payment: Nullable(MoneyText), new_payment: MoneyText,
  details: t.type({
    term: Nullable(t.number), down_payment: MoneyText, payment_frequency: t.string, rate: Nullable(t.string), trade_in_credit: MoneyText,
    trade_in_owing: MoneyText, include_tax: t.boolean,
  }),
});
export type PencilBody = t.TypeOf<typeof PencilBody>;
export const PencilListResponse = t.type({ results: t.array(PencilBody) });
export type PencilListResponse = t.TypeOf<typeof PencilListResponse>;

export { PricingResponse };
