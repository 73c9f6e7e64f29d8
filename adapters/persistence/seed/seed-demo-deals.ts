import { and, count, eq, inArray } from 'drizzle-orm';
import { digitsOf } from '@dealer-panel/core/shared/search-text';
import { vehicleSearchText } from '@dealer-panel/core/inventory/vehicle-search-text';
import { refreshCustomerAwaiting } from '../customers/customer-awaiting';
import { derivedColumns } from '../customers/customer-columns';
import type { Db } from '../shared/database';
import { stepValues } from '../orders/order-summary-columns';
import { dealerships, memberships, organizations } from '../access/schema';
import { customers } from '../customers/schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';
import { appSettings } from '../shared/schema';
import { demoDeals } from './demo-deals';
import { demoPrequal } from './demo-prequal';
import { DEMO_ORGANIZATION, STORES } from './demo-stores';
import { demoVehicles } from './demo-vehicles';
import { backfillDealTimeline } from '../orders/timeline-backfill';

/** Its own marker: a data directory seeded before deals existed gets them at the next start. */
export const DEMO_DEALS_MARKER = 'demo_seed_deals';

export interface SeedDealsResult {
  readonly seeded: boolean;
  readonly vehicles: number;
  readonly orders: number;
  /** Customers whose search text and phone digits were filled in (rows from before issue 5). */
  readonly backfilled: number;
}

const BATCH = 200;

/**
 * The demo inventory and deals, after seedDemo: at least 600 vehicles over the three stores and
 * deals for most customers, in one transaction. Idempotent (its marker, taken first, serializes
 * two servers starting together); does nothing without the demo organization.
 */
export async function seedDemoDeals(db: Db, options: { readonly now: Date; readonly token: () => string }): Promise<SeedDealsResult> {
  const backfilled = await backfillSearchKeys(db);
  const result = await db.transaction(async (tx) => {
    const [org] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
    if (!org) return null;
    const [marker] = await tx.insert(appSettings).values({ key: DEMO_DEALS_MARKER, value: options.now.toISOString() }).onConflictDoNothing().returning({ key: appSettings.key });
    if (!marker) return null;
    let vehicleCount = 0;
    let orderCount = 0;
    for (const store of STORES) {
      const [d] = await tx.select({ id: dealerships.id }).from(dealerships).where(and(eq(dealerships.organizationId, org.id), eq(dealerships.name, store.name)));
      if (!d) continue;
      const rows = demoVehicles(store, options.now).map((v) => ({ ...v, dealershipId: d.id, searchText: vehicleSearchText(v), createdAt: options.now, updatedAt: options.now }));
      const inserted: { id: number; condition: string; stockStatus: string; listingPriceCents: number }[] = [];
      for (let i = 0; i < rows.length; i += BATCH) {
        inserted.push(...await tx.insert(vehicles).values(rows.slice(i, i + BATCH))
          .returning({ id: vehicles.id, condition: vehicles.condition, stockStatus: vehicles.stockStatus, listingPriceCents: vehicles.listingPriceCents }));
      }
      const people = await tx.select({ id: customers.id, createdAt: customers.createdAt, archiveStatus: customers.archiveStatus, leadType: customers.leadType, salesRepId: customers.salesRepId })
        .from(customers).where(eq(customers.dealershipId, d.id)).orderBy(customers.createdAt, customers.id);
      const [manager] = await tx.select({ id: memberships.userId }).from(memberships)
        .where(and(eq(memberships.dealershipId, d.id), inArray(memberships.role, ['dealer_sales_manager', 'dealer_admin', 'organization_admin']))).limit(1);
      const deals = demoDeals(store.key, people, inserted, manager?.id ?? people.find((p) => p.salesRepId !== null)?.salesRepId ?? 0, options.now);
      const dealRows = deals.map(({ steps, ...deal }) => ({ ...deal, ...stepValues(steps), dealershipId: d.id, linkToken: options.token() }));
      for (let i = 0; i < dealRows.length; i += BATCH) await tx.insert(orders).values(dealRows.slice(i, i + BATCH));
      await refreshCustomerAwaiting(tx, people.map((p) => p.id));
      for (const { customerId, prequal } of demoPrequal(store.key, deals, options.now)) {
        await tx.update(customers).set({ prequal: prequal as unknown as Record<string, unknown> }).where(eq(customers.id, customerId));
      }
      vehicleCount += inserted.length;
      orderCount += dealRows.length;
    }
    await backfillDealTimeline(tx);
    return { vehicles: vehicleCount, orders: orderCount };
  });
  if (result) return { seeded: true, ...result, backfilled };
  const [[v], [o]] = await Promise.all([db.select({ n: count() }).from(vehicles), db.select({ n: count() }).from(orders)]);
  return { seeded: false, vehicles: v?.n ?? 0, orders: o?.n ?? 0, backfilled };
}

/** Customers written before the search column existed: fold their search text and keep phones as digits. */
async function backfillSearchKeys(db: Db): Promise<number> {
  const rows = await db.select({
    id: customers.id, firstName: customers.firstName, lastName: customers.lastName, email: customers.email, phone: customers.phone,
    addressLine1: customers.addressLine1, addressLine2: customers.addressLine2, city: customers.city, postalCode: customers.postalCode,
  }).from(customers).where(eq(customers.searchText, ''));
  for (const row of rows) {
    const phone = digitsOf(row.phone);
    await db.update(customers).set({ phone, ...derivedColumns({ ...row, phone }) }).where(eq(customers.id, row.id));
  }
  return rows.length;
}
