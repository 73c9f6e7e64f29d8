import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { OrderForPricing } from '@dealer-panel/core/payments/pricing-inputs';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { customers } from '../customers/schema';
import { feesAndDiscounts, orderFeesAndDiscounts } from '../fees/schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';

// The columns and sub-selects of pricing's one-round-trip read, and how its json comes back as records.

type OrderRow = typeof orders.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;

/** The columns of an order and its vehicle a price reads (fewer columns: less to send and decode per price). */
export const orderForPricingColumns = {
  id: orders.id, paymentType: orders.paymentType, optionsPriceCents: orders.optionsPriceCents, accessoryIds: orders.accessoryIds,
  installAccessoryIds: orders.installAccessoryIds, protectionIds: orders.protectionIds, incentives: orders.incentives,
  // The buyer's postal code decides the province of the taxes (issue 10.3); blank is none.
  customerPostalCode: sql<string | null>`(select nullif(trim(${customers.postalCode}), '') from ${customers} where ${customers.id} = ${orders.customerId})`,
};
type OrderForPricingRow = Pick<OrderRow, Exclude<keyof typeof orderForPricingColumns, 'customerPostalCode'>> & { readonly customerPostalCode: string | null };
export const vehicleForPricingColumns = {
  id: vehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model, condition: vehicles.condition, stockStatus: vehicles.stockStatus,
  bodyType: vehicles.bodyType, listingPriceCents: vehicles.listingPriceCents, msrpCents: vehicles.msrpCents, costCents: vehicles.costCents,
};

export function toOrderForPricing(o: OrderForPricingRow, v: Pick<VehicleRow, keyof typeof vehicleForPricingColumns> | null): OrderForPricing {
  return {
    id: o.id, paymentType: (['cash', 'finance', 'lease'].includes(o.paymentType) ? o.paymentType : 'finance') as PaymentMethod,
    vehicle: v === null ? null : {
      id: v.id, year: v.year, make: v.make, model: v.model, condition: v.condition, stockStatus: v.stockStatus, bodyType: v.bodyType,
      priceCents: v.listingPriceCents, msrpCents: v.msrpCents, costCents: v.costCents,
    },
    optionsPriceCents: o.optionsPriceCents, accessoryIds: o.accessoryIds, installAccessoryIds: o.installAccessoryIds,
    protectionIds: o.protectionIds, incentiveIds: o.incentives, customerPostalCode: o.customerPostalCode,
  };
}

/** A row of `table` as `row_to_json` writes it (column names), decoded as drizzle decodes the driver's values. */
export function fromJson<T extends Table>(table: T, json: Readonly<Record<string, unknown>>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * What a price reads of its deal besides the payment type, order and vehicle, as json sub-selects of
 * the same statement: one round trip. The store's own inputs (settings, global fees, incentives,
 * lenders) come from its cache (store-pricing-inputs.ts); here only the deal's fees (custom ones on
 * this order) and its fee choices.
 */
export const pricingExtras = {
  fees: sql<Record<string, unknown>[]>`(select coalesce(json_agg(${feesAndDiscounts}.* order by ${feesAndDiscounts.sortOrder}, ${feesAndDiscounts.id}), '[]'::json)
    from ${feesAndDiscounts} where ${feesAndDiscounts.dealershipId} = ${orders.dealershipId}
    and ${feesAndDiscounts.scope} <> 'global' and ${feesAndDiscounts.orderId} = ${orders.id})`,
  choices: sql<[number, boolean][]>`(select coalesce(json_agg(json_build_array(${orderFeesAndDiscounts.feeId}, ${orderFeesAndDiscounts.included})), '[]'::json)
    from ${orderFeesAndDiscounts} where ${orderFeesAndDiscounts.orderId} = ${orders.id})`,
};
