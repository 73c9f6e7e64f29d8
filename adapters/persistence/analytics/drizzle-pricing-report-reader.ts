import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PricingReportQuery, PricingReportReader, PricingReportRow, ReportOrderField } from '@dealer-panel/core/analytics/pricing-report';
import type { Condition, StockStatus } from '@dealer-panel/core/inventory/vehicle';
import { users } from '../access/schema';
import { vehicles as V } from '../inventory/schema';
import type { Db } from '../shared/database';
import { dayBefore } from './days-in-stock-sql';
import { priceBatches as B, priceChanges as C } from './price-schema';
import { fullName } from '@dealer-panel/core/shared/person-name';

const likeText = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);


function whereOf(dealershipId: number, q: PricingReportQuery, today: string): SQL | undefined {
  const search = q.search.trim();
  return and(
    eq(V.dealershipId, dealershipId), ne(V.stockStatus, 'S'),
    q.make === null ? undefined : sql`lower(${V.make}) = lower(${q.make})`,
    q.model === null ? undefined : sql`lower(${V.model}) = lower(${q.model})`,
    q.condition === null ? undefined : eq(V.condition, q.condition),
    q.yearMin === null ? undefined : gte(V.year, q.yearMin),
    q.yearMax === null ? undefined : lte(V.year, q.yearMax),
    q.daysMin === null ? undefined : sql`${V.arrivalDate} <= ${dayBefore(today, q.daysMin)}`,
    q.daysMax === null ? undefined : sql`${V.arrivalDate} >= ${dayBefore(today, q.daysMax)}`,
    search === '' ? undefined : or(ilike(V.stockNumber, `${likeText(search)}%`), ilike(V.vin, `${likeText(search)}%`), ilike(V.searchText, `%${likeText(search.toLowerCase())}%`)),
  );
}

const ORDER_COLUMNS: Record<ReportOrderField, SQL> = {
  price: sql`${V.listingPriceCents}`, cost: sql`${V.costCents}`, days: sql`${V.arrivalDate}`, last_change: sql`${V.priceChangedAt}`,
  year: sql`${V.year}`, make: sql`lower(${V.make})`, stock_number: sql`${V.stockNumber}`,
};

function orderOf(q: PricingReportQuery): SQL[] {
  const { field, descending } = q.ordering;
  // Days in stock grow as the arrival date goes back: ascending days is descending dates.
  const down = field === 'days' ? !descending : descending;
  const column = ORDER_COLUMNS[field];
  const nulls = field === 'cost' || field === 'last_change' ? sql` nulls last` : sql``;
  return [sql`${column} ${down ? sql`desc` : sql`asc`}${nulls}`, down ? sql`${V.id} desc` : sql`${V.id} asc`];
}

const columns = {
  vehicleId: V.id, stockNumber: V.stockNumber, vin: V.vin, year: V.year, make: V.make, model: V.model, trim: V.trim, condition: V.condition,
  stockStatus: V.stockStatus, listingPriceCents: V.listingPriceCents, msrpCents: V.msrpCents, costCents: V.costCents, arrivalDate: V.arrivalDate,
};

/** The page's last changes, one query for the page (the newest change of each vehicle). */
async function lastChanges(db: Db, ids: readonly number[]): Promise<Map<number, PricingReportRow['lastChange']>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectDistinctOn([C.vehicleId], { vehicleId: C.vehicleId, oldCents: C.oldPriceCents, newCents: C.newPriceCents, at: B.createdAt })
    .from(C).innerJoin(B, eq(B.id, C.batchId)).where(inArray(C.vehicleId, [...ids])).orderBy(C.vehicleId, desc(C.id));
  return new Map(rows.map((r) => [r.vehicleId, { at: r.at, oldCents: r.oldCents, newCents: r.newCents }]));
}

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };
const toRow = (r: Row, last: PricingReportRow['lastChange']): PricingReportRow => ({
  ...r, condition: (r.condition === 'New' ? 'New' : 'Used') as Condition, stockStatus: r.stockStatus as StockStatus, lastChange: last,
});

/**
 * The pricing report on drizzle: filters, order, count and page in SQL. Every order has its index
 * (dealership, column, id; cost and last change one each way, nulls last): migration 0025.
 */
export function drizzlePricingReportReader(db: Db): PricingReportReader {
  return {
    async page(dealershipId, query, today, limit) {
      const where = whereOf(dealershipId, query, today);
      const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(V).where(where);
      const rows = await db.select(columns).from(V).where(where).orderBy(...orderOf(query)).limit(limit).offset((query.page - 1) * limit);
      const last = await lastChanges(db, rows.map((r) => r.vehicleId));
      return { count: total?.n ?? 0, rows: rows.map((r) => toRow(r as Row, last.get(r.vehicleId) ?? null)) };
    },
    async exportRows(dealershipId, query, today, cap) {
      const rows = await db.select(columns).from(V).where(whereOf(dealershipId, query, today)).orderBy(...orderOf(query)).limit(cap);
      const last = new Map<number, PricingReportRow['lastChange']>();
      for (let i = 0; i < rows.length; i += 5000) {
        for (const [k, v] of await lastChanges(db, rows.slice(i, i + 5000).map((r) => r.vehicleId))) last.set(k, v);
      }
      return rows.map((r) => toRow(r as Row, last.get(r.vehicleId) ?? null));
    },
    async history(dealershipId, vehicleId) {
      const [vehicle] = await db.select({ id: V.id }).from(V).where(and(eq(V.id, vehicleId), eq(V.dealershipId, dealershipId)));
      if (!vehicle) return null;
      const rows = await db.select({
        at: B.createdAt, kind: B.kind, batchId: B.id, profileName: B.profileName, oldCents: C.oldPriceCents, newCents: C.newPriceCents,
        firstName: users.firstName, lastName: users.lastName,
      }).from(C).innerJoin(B, eq(B.id, C.batchId)).leftJoin(users, eq(users.id, B.createdBy))
        .where(eq(C.vehicleId, vehicleId)).orderBy(desc(C.id), asc(B.id)).limit(200);
      return rows.map((r) => ({
        at: r.at, kind: r.kind === 'undo' ? 'undo' as const : 'apply' as const, batchId: r.batchId, profileName: r.profileName,
        oldCents: r.oldCents, newCents: r.newCents, by: r.firstName === null ? null : fullName({ firstName: r.firstName, lastName: r.lastName ?? '' }),
      }));
    },
  };
}
