import * as t from 'io-ts';
import { FEE_KINDS, FEE_SCOPES, FEE_PAYMENT_METHODS } from '@dealer-panel/core/fees/fee-or-discount';
import { Id, MoneyInput, MoneyText, Nullable } from '../common';
import { oneOf } from '../enums';

/**
 * Fees and discounts (spec 002 section 3): money as decimal strings in dollars ("499.00"),
 * booleans strictly booleans. Every field a kind and scope carries is in the answer.
 */
const commonFields = {
  id: t.number, name: t.string, name_fr: t.string, amount: MoneyText, taxability: t.boolean, include_by_default: t.boolean,
  is_cash: t.boolean, is_finance: t.boolean, is_lease: t.boolean,
  applicable_new: t.boolean, applicable_used: t.boolean, applicable_cpo: t.boolean,
};
const globalFields = {
  is_demo: t.boolean, is_in_stock: t.boolean, is_pending: t.boolean, is_in_transit: t.boolean, is_virtual: t.boolean, is_as_is: t.boolean,
  vehicle_types: t.array(t.string), marketscan_type: Nullable(t.string),
  /** Open deals (not archived, not completed) that carry the row: the delete confirmation says it. */
  open_orders_count: t.number,
};
const feeOnlyFields = { cap_cost: t.boolean, residualize: t.boolean, tax_in_cap: t.boolean };
const globalFeeOnlyFields = { selectable_by_customer: t.boolean, type: Nullable(t.string), description_en: t.string, description_fr: t.string };

export const GlobalDiscountBody = t.type({ ...commonFields, ...globalFields });
export const GlobalFeeBody = t.type({ ...commonFields, ...globalFields, ...feeOnlyFields, ...globalFeeOnlyFields });
export const CustomDiscountBody = t.type({ ...commonFields, order: Nullable(t.number) });
export const CustomFeeBody = t.type({ ...commonFields, ...feeOnlyFields, marketscan_type: Nullable(t.string), order: Nullable(t.number) });
export type GlobalFeeBody = t.TypeOf<typeof GlobalFeeBody>;
export type CustomFeeBody = t.TypeOf<typeof CustomFeeBody>;

/** What a client may send: every field optional (POST and PUT need name and amount; PATCH what changes). */
const writable = <P extends t.Props>(props: P) => t.partial(props);
const commonInput = {
  name: t.string, name_fr: t.string, amount: MoneyInput, taxability: t.boolean, include_by_default: t.boolean,
  is_cash: t.boolean, is_finance: t.boolean, is_lease: t.boolean, applicable_new: t.boolean, applicable_used: t.boolean, applicable_cpo: t.boolean,
};
const globalInput = {
  is_demo: t.boolean, is_in_stock: t.boolean, is_pending: t.boolean, is_in_transit: t.boolean, is_virtual: t.boolean, is_as_is: t.boolean,
  vehicle_types: t.array(t.string), marketscan_type: Nullable(t.string),
};
export const GlobalDiscountRequest = writable({ ...commonInput, ...globalInput });
export const GlobalFeeRequest = writable({ ...commonInput, ...globalInput, ...feeOnlyFields, ...globalFeeOnlyFields });
export const CustomDiscountRequest = writable({ ...commonInput, order: Id });
export const CustomFeeRequest = writable({ ...commonInput, ...feeOnlyFields, marketscan_type: Nullable(t.string), order: Id });
export type AnyFeeRequest = t.TypeOf<typeof GlobalFeeRequest> & t.TypeOf<typeof CustomFeeRequest>;

export const GlobalDiscountListResponse = t.array(GlobalDiscountBody);
export const GlobalFeeListResponse = t.array(GlobalFeeBody);
export const CustomDiscountListResponse = t.array(CustomDiscountBody);
export const CustomFeeListResponse = t.array(CustomFeeBody);

export const AddToOrderRequest = t.type({ order_id: Id });
export const OrderFeeIncludedRequest = t.type({ included: t.boolean });

/** One row of a deal's fees and discounts (the worksheet): the rule of core/fees/applicable-fees.ts. */
export const OrderFeeLineBody = t.type({
  id: t.number, kind: oneOf(FEE_KINDS), scope: oneOf(FEE_SCOPES), name: t.string, name_fr: t.string, amount: MoneyText,
  taxability: t.boolean, is_cash: t.boolean, is_finance: t.boolean, is_lease: t.boolean,
  cap_cost: t.boolean, residualize: t.boolean, tax_in_cap: t.boolean, include_by_default: t.boolean,
  included: t.boolean, applicable: t.boolean, source: oneOf(['default', 'added', 'custom', 'available'] as const),
});
export type OrderFeeLineBody = t.TypeOf<typeof OrderFeeLineBody>;
export const OrderFeesResponse = t.type({
  order: t.number, method: oneOf(FEE_PAYMENT_METHODS),
  /** Cents-exact sums of the rows that are included and applicable, as the pricing engine adds them. */
  fees_total: MoneyText, discounts_total: MoneyText,
  results: t.array(OrderFeeLineBody),
});
export type OrderFeesResponse = t.TypeOf<typeof OrderFeesResponse>;
