import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { VehicleSearchQuery } from '@dealer-panel/core/inventory/vehicle-repository';
import { containsPattern } from '../shared/column-narrowing';
import { vehicles } from './schema';

const lowerIn = (column: typeof vehicles.make | typeof vehicles.model | typeof vehicles.trim | typeof vehicles.exteriorColor, values: readonly string[]): SQL =>
  inArray(sql`lower(${column})`, values.map((v) => v.toLowerCase()));

const paymentColumn = { cash: vehicles.listingPriceCents, finance: vehicles.financePaymentCents, lease: vehicles.leasePaymentCents } as const;

/**
 * One word of the search, found anywhere in the search text. A word of three characters or more is
 * `like '%word%'`, which the trigram index serves. A shorter one ("37" of "model 37") has no trigram:
 * asked of the index, it made the index return every vehicle of every store to be rechecked (126 ms
 * for "model 37" at 100,000 vehicles); `strpos` is the same test, made on the rows the other
 * conditions read.
 */
function searchWord(token: string): SQL {
  return token.length >= 3 ? sql`${vehicles.searchText} like ${containsPattern(token)}` : sql`strpos(${vehicles.searchText}, ${token}) > 0`;
}

export function vehicleSearchWhere(dealershipId: number, q: VehicleSearchQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    eq(vehicles.dealershipId, dealershipId),
    inArray(vehicles.stockStatus, [...q.stockStatus]),
    q.make ? lowerIn(vehicles.make, q.make) : undefined,
    q.model ? lowerIn(vehicles.model, q.model) : undefined,
    q.trim ? lowerIn(vehicles.trim, q.trim) : undefined,
    q.exteriorColor ? lowerIn(vehicles.exteriorColor, q.exteriorColor) : undefined,
    q.year ? inArray(vehicles.year, [...q.year]) : undefined,
    q.yearMin === null ? undefined : gte(vehicles.year, q.yearMin),
    q.yearMax === null ? undefined : lte(vehicles.year, q.yearMax),
    q.condition ? inArray(vehicles.condition, [...q.condition]) : undefined,
    q.bodyType ? inArray(vehicles.bodyType, [...q.bodyType]) : undefined,
    q.fuelType ? inArray(vehicles.fuelType, [...q.fuelType]) : undefined,
    q.priceMinCents === null ? undefined : gte(vehicles.listingPriceCents, q.priceMinCents),
    q.priceMaxCents === null ? undefined : lte(vehicles.listingPriceCents, q.priceMaxCents),
    q.odometerMax === null ? undefined : lte(vehicles.odometer, q.odometerMax),
    ...q.search.map(searchWord),
  ];
  if (q.payment !== null) {
    const column = paymentColumn[q.payment.type];
    parts.push(sql`${column} is not null`);
    if (q.payment.minCents !== null) parts.push(gte(column, q.payment.minCents));
    if (q.payment.maxCents !== null) parts.push(lte(column, q.payment.maxCents));
  }
  return and(...parts);
}

export function vehicleSearchOrder(q: VehicleSearchQuery): SQL[] {
  const dir = q.ordering.descending ? desc : asc;
  const key = {
    arrival_date: [dir(vehicles.arrivalDate)],
    price: [dir(vehicles.listingPriceCents)],
    year: [dir(vehicles.year)],
    odometer: [dir(vehicles.odometer)],
    make: [dir(sql`lower(${vehicles.make})`), dir(sql`lower(${vehicles.model})`)],
    created: [dir(vehicles.createdAt)],
  }[q.ordering.field];
  return [...key, dir(vehicles.id)];
}
