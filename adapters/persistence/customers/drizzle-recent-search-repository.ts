import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { RecentSearchRepository } from '@dealer-panel/core/inventory/vehicle-repository';
import type { Db } from '../shared/database';
import { recentSearches } from '../inventory/schema';

/** How many searches a user keeps per dealership. */
export const RECENT_SEARCHES_KEPT = 10;

/** The longest key kept as written; a longer one is hashed (a unique index takes ~2,700 bytes at most; issue 29.7). */
const KEY_MAX = 500;

/** Parameters in key order, so the same search typed in another order is kept once. */
function keyOf(params: Readonly<Record<string, string>>): string {
  const key = JSON.stringify(Object.keys(params).sort().map((k) => [k, params[k]]));
  return key.length <= KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

export function drizzleRecentSearchRepository(db: Db): RecentSearchRepository {
  return {
    async record(userId, dealershipId, params, at) {
      await db.transaction(async (tx) => {
        await tx.insert(recentSearches).values({ userId, dealershipId, params: { ...params }, paramsKey: keyOf(params), searchedAt: at })
          .onConflictDoUpdate({ target: [recentSearches.userId, recentSearches.dealershipId, recentSearches.paramsKey], set: { searchedAt: at } });
        const kept = await tx.select({ id: recentSearches.id }).from(recentSearches)
          .where(and(eq(recentSearches.userId, userId), eq(recentSearches.dealershipId, dealershipId)))
          .orderBy(desc(recentSearches.searchedAt), desc(recentSearches.id)).limit(RECENT_SEARCHES_KEPT);
        await tx.delete(recentSearches).where(and(eq(recentSearches.userId, userId), eq(recentSearches.dealershipId, dealershipId),
          kept.length > 0 ? notInArray(recentSearches.id, kept.map((k) => k.id)) : inArray(recentSearches.id, [])));
      });
    },

    async latest(userId, dealershipId, limit) {
      const rows = await db.select({ params: recentSearches.params, searchedAt: recentSearches.searchedAt }).from(recentSearches)
        .where(and(eq(recentSearches.userId, userId), eq(recentSearches.dealershipId, dealershipId)))
        .orderBy(desc(recentSearches.searchedAt), desc(recentSearches.id)).limit(limit);
      return rows.map((r) => ({ params: Object.fromEntries(Object.entries(r.params).filter(([, v]) => typeof v === 'string')), searchedAt: r.searchedAt }));
    },
  };
}
