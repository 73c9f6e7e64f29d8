import { and, eq } from 'drizzle-orm';
import type { Db } from '../shared/database';
import { dealerships } from '../access/schema';
import { vehicles } from '../inventory/schema';

// What the add-on use cases read of other contexts' tables.

/** The customer-side view of a dealership: whether it exists and requires customers to log in. */
export async function publicDealership(db: Db, id: number): Promise<{ readonly id: number; readonly compulsoryLogin: boolean } | null> {
  const [row] = await db.select({ id: dealerships.id, compulsoryLogin: dealerships.compulsoryLogin }).from(dealerships).where(eq(dealerships.id, id));
  return row ? { id: row.id, compulsoryLogin: row.compulsoryLogin } : null;
}

/** A vehicle of the dealership: its price (cents), condition and body type, for plan pricing. */
export async function vehicleForAddons(
  db: Db, dealershipId: number, id: number,
): Promise<{ readonly priceCents: number; readonly condition: string; readonly bodyType: string } | null> {
  const [row] = await db.select({ priceCents: vehicles.listingPriceCents, condition: vehicles.condition, bodyType: vehicles.bodyType }).from(vehicles)
    .where(and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.id, id)));
  return row ?? null;
}
