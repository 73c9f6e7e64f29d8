import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { LenderRecord, OrderForPricing } from '@dealer-panel/core/payments/pricing-inputs';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { customers } from '../customers/schema';
import { feesAndDiscounts, orderFeesAndDiscounts } from '../fees/schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';
import { incentives, lenderRates, lenderResiduals, lenders, orderPaymentTypes, paymentSettings } from './schema';

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

type RateJson = [method: string, termFrom: number, termTo: number, minCreditScore: number | null, rate: string];
type ResidualJson = [term: number, distanceAllowance: number | null, residual: string];
interface LenderJson { id: number; name: string; kind: string; active: boolean; rates: RateJson[]; residuals: ResidualJson[] }

export function lenderOfJson(l: LenderJson): LenderRecord {
  const rates = (method: string) => l.rates.filter((r) => r[0] === method).map(([, termFrom, termTo, minCreditScore, rate]) => ({ termFrom, termTo, minCreditScore, rate }));
  return {
    id: l.id, name: l.name, kind: l.kind === 'oem' ? 'oem' : 'bank', active: l.active, financeRates: rates('finance'), leaseRates: rates('lease'),
    residuals: l.residuals.map(([term, distanceAllowance, residual]) => ({ term, distanceAllowance, residual })),
  };
}

/** The record's lender, else the settings' one for its method (cash has none). */
const pricingLenderId = sql`coalesce(${orderPaymentTypes.lenderId}, case ${orderPaymentTypes.method}
  when 'finance' then ${paymentSettings.financeLenderId} when 'lease' then ${paymentSettings.leaseLenderId} end)`;

/**
 * What a price reads besides the payment type, order, vehicle and settings, as json sub-selects of
 * the same statement: one round trip. Numerics are read as text (json numbers would lose "6.990000").
 */
export const pricingExtras = {
  fees: sql<Record<string, unknown>[]>`(select coalesce(json_agg(${feesAndDiscounts}.* order by ${feesAndDiscounts.sortOrder}, ${feesAndDiscounts.id}), '[]'::json)
    from ${feesAndDiscounts} where ${feesAndDiscounts.dealershipId} = ${orders.dealershipId}
    and (${feesAndDiscounts.scope} = 'global' or ${feesAndDiscounts.orderId} = ${orders.id}))`,
  choices: sql<[number, boolean][]>`(select coalesce(json_agg(json_build_array(${orderFeesAndDiscounts.feeId}, ${orderFeesAndDiscounts.included})), '[]'::json)
    from ${orderFeesAndDiscounts} where ${orderFeesAndDiscounts.orderId} = ${orders.id})`,
  incentives: sql<Record<string, unknown>[]>`(select coalesce(json_agg(${incentives}.* order by ${incentives.id}), '[]'::json)
    from ${incentives} where ${incentives.dealershipId} = ${orders.dealershipId})`,
  lender: sql<LenderJson | null>`(select json_build_object('id', ${lenders.id}, 'name', ${lenders.name}, 'kind', ${lenders.kind}, 'active', ${lenders.active},
    'rates', (select coalesce(json_agg(json_build_array(${lenderRates.method}, ${lenderRates.termFrom}, ${lenderRates.termTo}, ${lenderRates.minCreditScore}, ${lenderRates.rate}::text)
      order by ${lenderRates.termFrom}, ${lenderRates.minCreditScore}, ${lenderRates.id}), '[]'::json) from ${lenderRates} where ${lenderRates.lenderId} = ${lenders.id}),
    'residuals', (select coalesce(json_agg(json_build_array(${lenderResiduals.term}, ${lenderResiduals.distanceAllowance}, ${lenderResiduals.residual}::text)
      order by ${lenderResiduals.term}, ${lenderResiduals.distanceAllowance}, ${lenderResiduals.id}), '[]'::json) from ${lenderResiduals} where ${lenderResiduals.lenderId} = ${lenders.id}))
    from ${lenders} where ${lenders.dealershipId} = ${orders.dealershipId} and ${lenders.id} = ${pricingLenderId})`,
};
