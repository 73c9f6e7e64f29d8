import { and, eq, sql } from 'drizzle-orm';
import type { PricingReads, PricingWanted } from '@dealer-panel/core/payments/payments-repository';
import type { OrderForPricing } from '@dealer-panel/core/payments/pricing-inputs';
import type { Db } from '../shared/database';
import { toFee } from '../fees/drizzle-fee-repository';
import { feesAndDiscounts } from '../fees/schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';
import { accessoryRecords, protectionPlanRecords } from './addon-records';
import { toPaymentType } from './payment-rows';
import { fromJson, orderForPricingColumns, pricingExtras, toOrderForPricing, vehicleForPricingColumns } from './pricing-read-sql';
import { orderPaymentTypes } from './schema';
import { withCompiledRows } from '../shared/compiled-rows';
import { storePricingInputs, type StorePricingCache } from './store-pricing-inputs';

/** Pricing's read of its deal, built and named once: no query building per call, and PostgreSQL plans it once a connection. */
export function prepareReadForPricing(db: Db) {
  return withCompiledRows(db.select({ pt: orderPaymentTypes, o: orderForPricingColumns, v: vehicleForPricingColumns, ...pricingExtras }).from(orderPaymentTypes)
    .innerJoin(orders, eq(orders.id, orderPaymentTypes.orderId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(and(eq(orderPaymentTypes.id, sql.placeholder('paymentTypeId')), eq(orders.dealershipId, sql.placeholder('dealershipId'))))
    .prepare('payments_read_for_pricing'));
}
export type ReadForPricing = ReturnType<typeof prepareReadForPricing>;

export async function orderForPricing(db: Db, dealershipId: number, orderId: number): Promise<OrderForPricing | null> {
  const [row] = await db.select({ o: orderForPricingColumns, v: vehicleForPricingColumns }).from(orders).leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(and(eq(orders.dealershipId, dealershipId), eq(orders.id, orderId)));
  return row ? toOrderForPricing(row.o, row.v) : null;
}

/**
 * Everything one price reads (PaymentsRepository.pricingReads): the deal in one statement, the
 * store's inputs from its cache (read alongside on a miss), the add-ons the body or the order lists.
 */
export async function pricingReads(
  db: Db, readForPricing: ReadForPricing, stores: StorePricingCache, dealershipId: number, paymentTypeId: number, wanted: PricingWanted,
): Promise<PricingReads | null> {
  // Body ids are known now: their add-ons are read alongside; the order's once it is read.
  const addOns = (accessoryIds: readonly number[], protectionIds: readonly number[]) => Promise.all([
    accessoryRecords(db, dealershipId, accessoryIds), protectionPlanRecords(db, dealershipId, protectionIds),
  ]);
  const early = wanted.accessoryIds !== null && wanted.protectionIds !== null ? addOns(wanted.accessoryIds, wanted.protectionIds) : null;
  const [[row], store] = await Promise.all([readForPricing.execute({ paymentTypeId, dealershipId }), stores.get(dealershipId, () => storePricingInputs(db, dealershipId))]);
  if (!row) { await early; return null; }
  const order = toOrderForPricing(row.o, row.v);
  const record = toPaymentType(row.pt);
  const [accessoryRows, plans] = await (early ?? addOns(wanted.accessoryIds ?? order.accessoryIds, wanted.protectionIds ?? order.protectionIds));
  const { settings } = store;
  // The record's lender, else the settings' one for its method (cash has none); only the store's own.
  const lenderId = record.lenderId ?? (record.method === 'finance' ? settings.financeLenderId : record.method === 'lease' ? settings.leaseLenderId : null);
  const orderFees = row.fees.map((f) => toFee(fromJson(feesAndDiscounts, f)));
  return {
    record, order, settings,
    fees: orderFees.length === 0 ? store.globalFees : [...store.globalFees, ...orderFees].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id),
    choices: row.choices.map(([feeId, included]) => ({ orderId: order.id, feeId, included })),
    incentives: store.incentives,
    lender: lenderId === null ? null : (store.lenders.get(lenderId) ?? null),
    accessories: accessoryRows, plans,
  };
}
