import { and, desc, eq, inArray } from 'drizzle-orm';
import { PRICE_HISTORY_LIMIT, type VehicleImportChange, type VehicleRecordReader } from '@dealer-panel/core/inventory/vehicle-record';
import { isClosedDeal, ORDER_STATUSES, type OrderStatus } from '@dealer-panel/core/shared/deal-states';
import { customers } from '../customers/schema';
import { orders } from '../orders/schema';
import type { Db } from '../shared/database';
import { vehicleImportRows, vehicleImports, vehicles } from './schema';
import { priceHistoryPage } from './vehicle-price-history-sql';
import { toVehicle, vehicleColumns } from './vehicle-columns';
import { fullName } from '@dealer-panel/core/shared/person-name';

const IMPORT_OUTCOMES = ['added', 'updated', 'made_unavailable'] as const;
const isStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

/** The vehicle's page: the vehicle, its cost and dates, the deals holding it and the imports that changed it, all of one store. */
export function drizzleVehicleRecordReader(db: Db): VehicleRecordReader {
  return {
    async record(dealershipId, vehicleId) {
      const [row] = await db.select({ ...vehicleColumns, costCents: vehicles.costCents, priceChangedAt: vehicles.priceChangedAt, leftFeedAt: vehicles.leftFeedAt })
        .from(vehicles).where(and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.id, vehicleId)));
      if (!row) return null;
      const [deals, imports, history] = await Promise.all([
        db.select({
          id: orders.id, customerId: orders.customerId, firstName: customers.firstName, lastName: customers.lastName, status: orders.status,
          isArchived: orders.isArchived, confirmedAt: orders.confirmedAt, createdAt: orders.createdAt,
        }).from(orders).innerJoin(customers, eq(customers.id, orders.customerId))
          .where(and(eq(orders.dealershipId, dealershipId), eq(orders.vehicleId, vehicleId))).orderBy(desc(orders.createdAt), desc(orders.id)).limit(100),
        db.select({ importId: vehicleImports.id, at: vehicleImports.createdAt, outcome: vehicleImportRows.outcome })
          .from(vehicleImportRows).innerJoin(vehicleImports, eq(vehicleImports.id, vehicleImportRows.importId))
          .where(and(eq(vehicleImports.dealershipId, dealershipId), eq(vehicleImportRows.vehicleId, vehicleId), eq(vehicleImports.dryRun, false),
            inArray(vehicleImportRows.outcome, [...IMPORT_OUTCOMES])))
          .orderBy(desc(vehicleImports.id)).limit(20),
        priceHistoryPage(db, dealershipId, vehicleId, 0, PRICE_HISTORY_LIMIT),
      ]);
      return {
        vehicle: toVehicle(row), costCents: row.costCents, priceChangedAt: row.priceChangedAt, leftFeedAt: row.leftFeedAt,
        deals: deals.map((d) => ({
          id: d.id, customerId: d.customerId, customerName: fullName(d), status: d.status, isArchived: d.isArchived,
          open: !d.isArchived && isStatus(d.status) && !isClosedDeal({ status: d.status, confirmedAt: d.confirmedAt }), createdAt: d.createdAt,
        })),
        imports: imports.map((i): VehicleImportChange => ({ importId: i.importId, at: i.at, outcome: i.outcome as VehicleImportChange['outcome'] })),
        priceHistory: history.changes, priceHistoryCount: history.count,
      };
    },
    async priceHistory(dealershipId, vehicleId, offset, limit) {
      const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.id, vehicleId)));
      return row === undefined ? null : priceHistoryPage(db, dealershipId, vehicleId, offset, limit);
    },
  };
}
