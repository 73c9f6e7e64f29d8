import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { FEED_FORMATS, type InventoryFeed } from '@dealer-panel/core/inventory/feeds/inventory-feed';
import type { InventoryFeedRepository, InventoryPages } from '@dealer-panel/core/inventory/feeds/inventory-feed-repository';
import type { Db } from '../shared/database';
import { narrow } from '../shared/column-narrowing';
import { inventoryFeeds } from './feed-schema';
import { vehicles } from './schema';
import { toVehicle, vehicleColumns } from './vehicle-columns';

type Row = typeof inventoryFeeds.$inferSelect;

const toFeed = (r: Row): InventoryFeed => ({
  id: r.id, dealershipId: r.dealershipId, label: r.label, format: narrow(FEED_FORMATS, r.format, 'google_vehicle_listings'), tokenHint: r.tokenHint,
  createdAt: r.createdAt, createdBy: r.createdBy, revokedAt: r.revokedAt, lastFetchedAt: r.lastFetchedAt, fetchCount: r.fetchCount,
});

export function drizzleInventoryFeeds(db: Db): InventoryFeedRepository {
  const mine = (dealershipId: number) => eq(inventoryFeeds.dealershipId, dealershipId);
  return {
    async list(dealershipId) {
      return (await db.select().from(inventoryFeeds).where(mine(dealershipId)).orderBy(desc(inventoryFeeds.id))).map(toFeed);
    },
    async countActive(dealershipId) {
      const [r] = await db.select({ n: count() }).from(inventoryFeeds).where(and(mine(dealershipId), isNull(inventoryFeeds.revokedAt)));
      return r?.n ?? 0;
    },
    async create(f) {
      const [row] = await db.insert(inventoryFeeds).values({
        dealershipId: f.dealershipId, label: f.label, format: f.format, tokenHash: f.tokenHash, tokenHint: f.tokenHint, createdBy: f.createdBy, createdAt: f.at,
      }).returning();
      if (row === undefined) throw new Error('inventory feed not inserted');
      return toFeed(row);
    },
    async revoke(dealershipId, id, at) {
      // Revoked once: a second revoke keeps the first time.
      const [row] = await db.update(inventoryFeeds).set({ revokedAt: sql`coalesce(${inventoryFeeds.revokedAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(mine(dealershipId), eq(inventoryFeeds.id, id))).returning();
      return row === undefined ? null : toFeed(row);
    },
    async byTokenHash(hash) {
      const [row] = await db.select().from(inventoryFeeds).where(and(eq(inventoryFeeds.tokenHash, hash), isNull(inventoryFeeds.revokedAt)));
      return row === undefined ? null : toFeed(row);
    },
    async fetched(id, at) {
      await db.update(inventoryFeeds).set({ lastFetchedAt: at, fetchCount: sql`${inventoryFeeds.fetchCount} + 1` }).where(eq(inventoryFeeds.id, id));
    },
  };
}

export function drizzleInventoryPages(db: Db): InventoryPages {
  return {
    async page(dealershipId, statuses, afterId, limit) {
      const rows = await db.select(vehicleColumns).from(vehicles)
        .where(and(eq(vehicles.dealershipId, dealershipId), gt(vehicles.id, afterId), statuses === null ? undefined : inArray(vehicles.stockStatus, [...statuses])))
        .orderBy(asc(vehicles.id)).limit(limit);
      return rows.map(toVehicle);
    },
  };
}
