import { and, eq, sql } from 'drizzle-orm';
import { defaultPaymentSettings } from '@dealer-panel/core/payments/payment-settings';
import type { PricingReads, PricingWanted } from '@dealer-panel/core/payments/payments-repository';
import type { OrderForPricing } from '@dealer-panel/core/payments/pricing-inputs';
import type { Db } from '../shared/database';
import { toFee } from '../fees/drizzle-fee-repository';
import { feesAndDiscounts } from '../fees/schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';
import { accessoryRecords, protectionPlanRecords } from './addon-records';
import { toIncentive, toPaymentType, toSettings } from './payment-rows';
import {
  fromJson, lenderOfJson, orderForPricingColumns, pricingExtras, toOrderForPricing, vehicleForPricingColumns,
} from './pricing-read-sql';
import { incentives, orderPaymentTypes, paymentSettings } from './schema';
import { withCompiledRows } from '../shared/compiled-rows';

/** Pricing's read, built and named once: no query building per call, and PostgreSQL plans it once a connection. */
export function prepareReadForPricing(db: Db) {
  return withCompiledRows(db.select({ pt: orderPaymentTypes, o: orderForPricingColumns, v: vehicleForPricingColumns, ps: paymentSettings, ...pricingExtras }).from(orderPaymentTypes)
    .innerJoin(orders, eq(orders.id, orderPaymentTypes.orderId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(paymentSettings, eq(paymentSettings.dealershipId, orders.dealershipId))
    .where(and(eq(orderPaymentTypes.id, sql.placeholder('paymentTypeId')), eq(orders.dealershipId, sql.placeholder('dealershipId'))))
    .prepare('payments_read_for_pricing'));
}
export type ReadForPricing = ReturnType<typeof prepareReadForPricing>;

export async function orderForPricing(db: Db, dealershipId: number, orderId: number): Promise<OrderForPricing | null> {
  const [row] = await db.select({ o: orderForPricingColumns, v: vehicleForPricingColumns }).from(orders).leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(and(eq(orders.dealershipId, dealershipId), eq(orders.id, orderId)));
  return row ? toOrderForPricing(row.o, row.v) : null;
}

/** Everything one price reads (PaymentsRepository.pricingReads), in one round trip besides the add-ons. */
export async function pricingReads(
  db: Db, readForPricing: ReadForPricing, dealershipId: number, paymentTypeId: number, wanted: PricingWanted,
): Promise<PricingReads | null> {
  // Body ids are known now: their add-ons are read alongside; the order's once it is read.
  const addOns = (accessoryIds: readonly number[], protectionIds: readonly number[]) => Promise.all([
    accessoryRecords(db, dealershipId, accessoryIds), protectionPlanRecords(db, dealershipId, protectionIds),
  ]);
  const early = wanted.accessoryIds !== null && wanted.protectionIds !== null ? addOns(wanted.accessoryIds, wanted.protectionIds) : null;
  const [row] = await readForPricing.execute({ paymentTypeId, dealershipId });
  if (!row) { await early; return null; }
  const order = toOrderForPricing(row.o, row.v);
  const [accessoryRows, plans] = await (early ?? addOns(wanted.accessoryIds ?? order.accessoryIds, wanted.protectionIds ?? order.protectionIds));
  return {
    record: toPaymentType(row.pt), order, settings: row.ps ? toSettings(row.ps) : defaultPaymentSettings(dealershipId),
    fees: row.fees.map((f) => toFee(fromJson(feesAndDiscounts, f))),
    choices: row.choices.map(([feeId, included]) => ({ orderId: order.id, feeId, included })),
    incentives: row.incentives.map((i) => toIncentive(fromJson(incentives, i))),
    lender: row.lender === null ? null : lenderOfJson(row.lender),
    accessories: accessoryRows, plans,
  };
}
