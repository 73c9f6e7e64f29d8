import { sql } from 'drizzle-orm';
import { PRICE_CHANGE_SOURCES, type VehiclePriceChange } from '@dealer-panel/core/inventory/vehicle-record';
import type { Db } from '../shared/database';
import { narrow } from '../shared/column-narrowing';
import { rowsOf } from '../shared/execute-rows';

const dateOf = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const intOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * A vehicle's price changes from `offset`, newest first, and how many it has: the feeds' changes
 * (vehicle_price_changes) and the price profiles' (price_changes of a batch) merged in ONE ordered
 * query, so that a page past the first 50 is as cheap as the first (the vehicle's page used to read
 * 50 of each and merge them). On the same instant a feed's change comes first, then the newest id.
 */
export async function priceHistoryPage(db: Db, dealershipId: number, vehicleId: number, offset: number, limit: number): Promise<{ count: number; changes: VehiclePriceChange[] }> {
  const [counted, page] = await Promise.all([
    db.execute(sql`select (select count(*) from vehicle_price_changes where dealership_id = ${dealershipId} and vehicle_id = ${vehicleId})
      + (select count(*) from price_changes c join price_batches b on b.id = c.batch_id where b.dealership_id = ${dealershipId} and c.vehicle_id = ${vehicleId}) as n`),
    db.execute(sql`select at, before_cents, after_cents, source, import_id, profile_name from (
        select changed_at as at, old_price_cents as before_cents, new_price_cents as after_cents, source, import_id, null::text as profile_name, 0 as part, id as tie
          from vehicle_price_changes where dealership_id = ${dealershipId} and vehicle_id = ${vehicleId}
        union all
        select b.created_at, c.old_price_cents, c.new_price_cents, case when b.kind = 'undo' then 'price_profile_undo' else 'price_profile' end, null::integer, b.profile_name, 1, b.id::bigint
          from price_changes c join price_batches b on b.id = c.batch_id where b.dealership_id = ${dealershipId} and c.vehicle_id = ${vehicleId}
      ) h order by at desc, part, tie desc offset ${offset} limit ${limit}`),
  ]);
  const changes = rowsOf(page).map((r): VehiclePriceChange => {
    const source = narrow(PRICE_CHANGE_SOURCES, String(r['source']), 'upload');
    return {
      at: dateOf(r['at']), beforeCents: Number(r['before_cents']), afterCents: Number(r['after_cents']), source,
      importId: intOrNull(r['import_id']), profileName: r['profile_name'] === null || r['profile_name'] === undefined ? null : String(r['profile_name']),
    };
  });
  return { count: Number(rowsOf(counted)[0]?.['n'] ?? 0), changes };
}
