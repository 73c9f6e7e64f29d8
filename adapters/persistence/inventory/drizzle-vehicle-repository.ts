import { and, count, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { VehicleRepository } from '@dealer-panel/core/inventory/vehicle-repository';
import type { Db } from '../shared/database';
import { countUpTo, listCountKey } from '../shared/capped-count';
import { noListCountCache, type ListCountCache } from '../shared/list-count-cache';
import { vehicles } from './schema';
import { vehicleColumns, toVehicle } from './vehicle-columns';
import { vehicleSearchOrder, vehicleSearchWhere } from './vehicle-search-sql';

const lowerIn = (column: typeof vehicles.make | typeof vehicles.model, values: readonly string[] | null) =>
  values === null ? undefined : inArray(sql`lower(${column})`, values.map((v) => v.toLowerCase()));
const byText = (a: string, b: string) => a.localeCompare(b, 'en');

/** `counts`: the list's count cache (one per server, forgotten on writes, see ports.ts); none by default. */
export function drizzleVehicleRepository(db: Db, counts: ListCountCache = noListCountCache): VehicleRepository {
  const mine = (dealershipId: number) => eq(vehicles.dealershipId, dealershipId);
  return {
    async byId(dealershipId, id) {
      const [row] = await db.select(vehicleColumns).from(vehicles).where(and(mine(dealershipId), eq(vehicles.id, id)));
      return row ? toVehicle(row) : null;
    },

    // The count stops at `countLimit` and is cached as the customer list's (shared/capped-count.ts).
    async search(dealershipId, query, pageSize, countLimit) {
      const where = vehicleSearchWhere(dealershipId, query);
      const [counted, rows] = await Promise.all([
        counts.count(listCountKey('vehicles', dealershipId, countLimit, query), async () => Number((await countUpTo(db, vehicles, where, countLimit))[0]?.n ?? 0)),
        db.select(vehicleColumns).from(vehicles).where(where).orderBy(...vehicleSearchOrder(query)).limit(pageSize).offset((query.page - 1) * pageSize),
      ]);
      return { count: counted, items: rows.map(toVehicle) };
    },

    async models(dealershipId, filter) {
      const rows = await db.select({ make: vehicles.make, model: vehicles.model, count: count() }).from(vehicles)
        .where(and(mine(dealershipId), lowerIn(vehicles.make, filter.makes),
          filter.conditions === null ? undefined : inArray(vehicles.condition, [...filter.conditions]),
          filter.stockStatuses === null ? undefined : inArray(vehicles.stockStatus, [...filter.stockStatuses])))
        .groupBy(vehicles.make, vehicles.model);
      return rows.sort((a, b) => byText(a.make, b.make) || byText(a.model, b.model));
    },

    async trims(dealershipId, filter) {
      const rows = await db.selectDistinct({ make: vehicles.make, model: vehicles.model, trim: vehicles.trim }).from(vehicles)
        .where(and(mine(dealershipId), lowerIn(vehicles.make, filter.makes), lowerIn(vehicles.model, filter.models)));
      return rows.filter((r) => r.trim !== '').sort((a, b) => byText(a.make, b.make) || byText(a.model, b.model) || byText(a.trim, b.trim));
    },

    async filterData(dealershipId) {
      const distinct = async <K extends 'make' | 'bodyType' | 'fuelType' | 'exteriorColor' | 'condition' | 'stockStatus'>(key: K) =>
        (await db.selectDistinct({ v: vehicles[key] }).from(vehicles).where(mine(dealershipId))).map((r) => r.v).filter((v) => v !== '').sort(byText);
      const [makes, bodyTypes, fuelTypes, exteriorColors, conditions, stockStatuses, models, years, ranges] = await Promise.all([
        distinct('make'), distinct('bodyType'), distinct('fuelType'), distinct('exteriorColor'), distinct('condition'), distinct('stockStatus'),
        db.selectDistinct({ make: vehicles.make, model: vehicles.model }).from(vehicles).where(mine(dealershipId)),
        db.selectDistinct({ year: vehicles.year }).from(vehicles).where(mine(dealershipId)),
        db.select({ pMin: min(vehicles.listingPriceCents), pMax: max(vehicles.listingPriceCents), oMin: min(vehicles.odometer), oMax: max(vehicles.odometer) }).from(vehicles).where(mine(dealershipId)),
      ]);
      const r = ranges[0];
      return {
        makes, bodyTypes, fuelTypes, exteriorColors, conditions, stockStatuses,
        models: models.sort((a, b) => byText(a.make, b.make) || byText(a.model, b.model)),
        years: years.map((y) => y.year).sort((a, b) => b - a),
        price: r?.pMin == null || r.pMax == null ? null : { min: r.pMin, max: r.pMax },
        odometer: r?.oMin == null || r.oMax == null ? null : { min: r.oMin, max: r.oMax },
      };
    },

    async paymentRanges(dealershipId, stockStatuses) {
      const [r] = await db.select({
        cMin: min(vehicles.listingPriceCents), cMax: max(vehicles.listingPriceCents),
        fMin: min(vehicles.financePaymentCents), fMax: max(vehicles.financePaymentCents),
        lMin: min(vehicles.leasePaymentCents), lMax: max(vehicles.leasePaymentCents),
      }).from(vehicles).where(and(mine(dealershipId), inArray(vehicles.stockStatus, [...stockStatuses])));
      const range = (a: number | null | undefined, b: number | null | undefined) => (a == null || b == null ? null : { min: a, max: b });
      return { cash: range(r?.cMin, r?.cMax), finance: range(r?.fMin, r?.fMax), lease: range(r?.lMin, r?.lMax) };
    },
  };
}
