import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../shared/database';
import { rowsOf } from '../shared/execute-rows';

/**
 * Every table that holds a customer's rows (issue 18 item 4): found by every foreign key to
 * customers, and through orders and trade-ins to the rows that follow them. A new table with a
 * customer_id or an order_id belongs here (tests/api/customer-merge.test.ts checks the list
 * against the database's own foreign keys).
 */

/** Tables whose customer_id a merge changes. */
export const MOVED_TABLES = ['orders', 'deposits', 'credit_applications', 'trade_ins', 'staff_notifications'] as const;

/** Tables whose rows follow a deal or a trade-in (unchanged by a merge; counted and checked for the undo). */
export const FOLLOWING_TABLES: readonly { readonly table: string; readonly key: string; readonly via: 'orders' | 'trade_ins'; readonly column: string }[] = [
  { table: 'order_timeline', key: 'id::text', via: 'orders', column: 'order_id' },
  { table: 'deal_documents', key: 'id::text', via: 'orders', column: 'order_id' },
  { table: 'quote_flows', key: 'id::text', via: 'orders', column: 'order_id' },
  { table: 'quotes', key: 'id::text', via: 'orders', column: 'order_id' },
  { table: 'order_payment_types', key: 'id::text', via: 'orders', column: 'order_id' },
  { table: 'fees_and_discounts', key: 'id::text', via: 'orders', column: 'order_id' },
  { table: 'order_fees_and_discounts', key: "order_id::text || ':' || fee_id::text", via: 'orders', column: 'order_id' },
  { table: 'reserve_it_fields', key: "order_id::text || ':' || name", via: 'orders', column: 'order_id' },
  { table: 'trade_in_estimates', key: 'id::text', via: 'trade_ins', column: 'trade_in_id' },
  { table: 'trade_in_offers', key: 'id::text', via: 'trade_ins', column: 'trade_in_id' },
  { table: 'trade_in_pictures', key: 'id::text', via: 'trade_ins', column: 'trade_in_id' },
  { table: 'trade_in_gallery_links', key: 'id::text', via: 'trade_ins', column: 'trade_in_id' },
  { table: 'dms_pushes', key: 'id::text', via: 'orders', column: 'order_id' },
  { table: 'dms_sync', key: 'order_id::text', via: 'orders', column: 'order_id' },
  { table: 'credit_drafts', key: 'order_id::text', via: 'orders', column: 'order_id' },
];

export type Footprint = Record<string, string[]>;

/** The keys of every row belonging to the customer, per table (each list sorted; every table present). */
export async function footprintOf(db: Db, customerId: number): Promise<Footprint> {
  const parts: SQL[] = [
    ...MOVED_TABLES.map((t) => sql`select ${t}::text as t, id::text as k from ${sql.raw(t)} where customer_id = ${customerId}`),
    ...FOLLOWING_TABLES.map((f) => sql`select ${f.table}::text as t, ${sql.raw(f.key)} as k from ${sql.raw(f.table)}
      where ${sql.raw(f.column)} in (select id from ${sql.raw(f.via)} where customer_id = ${customerId})`),
  ];
  const result = await db.execute(sql.join(parts, sql` union all `));
  const out: Footprint = Object.fromEntries([...MOVED_TABLES, ...FOLLOWING_TABLES.map((f) => f.table)].map((t) => [t, [] as string[]]));
  for (const row of rowsOf(result)) out[String(row['t'])]?.push(String(row['k']));
  for (const keys of Object.values(out)) keys.sort();
  return out;
}

/** Same tables, same keys. */
export function sameFootprint(a: Readonly<Record<string, readonly string[]>>, b: Readonly<Record<string, readonly string[]>>): boolean {
  const tables = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const t of tables) {
    const x = a[t] ?? [];
    const y = b[t] ?? [];
    if (x.length !== y.length || x.some((k, i) => k !== y[i])) return false;
  }
  return true;
}
