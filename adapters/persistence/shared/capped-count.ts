import { count, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * The capped, cached count of a list (the customer list since issue 12, the inventory list since
 * session 20): `select count(*) from (select 1 from <table> where … limit <countLimit>)`, so the
 * database stops reading at the limit, and kept in the server's ListCountCache (list-count-cache.ts) per list, dealership,
 * filters and limit (page and ordering left out: paging or re-sorting one view does not recount).
 */

/** The cache key of a list's count: which list, whose, up to how many, under which filters. */
export function listCountKey(list: string, dealershipId: number, countLimit: number, filters: { readonly page: number; readonly ordering: unknown }): string {
  return JSON.stringify([list, dealershipId, countLimit, { ...filters, page: 0, ordering: null }]);
}

/** The rows of `table` meeting `where`, counted up to `limit` (a value, or a placeholder of a prepared statement). */
export function countUpTo(db: Db, table: PgTable, where: SQL | undefined, limit: number | Placeholder) {
  const matching = db.select({ one: sql`1` }).from(table).where(where).limit(limit).as('matching');
  return db.select({ n: count() }).from(matching);
}
