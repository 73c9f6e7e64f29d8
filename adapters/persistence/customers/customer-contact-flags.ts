import { sql, type SQLWrapper } from 'drizzle-orm';
import type { CustomerView } from '@dealer-panel/core/customers/customer';
import type { Db } from '../shared/database';
import { withCompiledRows } from '../shared/compiled-rows';
import { customers } from './schema';

/**
 * Whether each customer's e-mail bounced (the latest e-mail to their current address failed for
 * good) and whether their number opted out (message_opt_outs holds it in E.164: +1 and the ten
 * digits the customer row keeps). One query for a page or a record (issue 30.4), never one per customer;
 * built and named once per database, the ids one array parameter (issue 34.4: no query building per request).
 */
/** The two flags as SQL over a customer's columns (its table's, or a subquery's that selects them): one definition for the record and the page. */
export function contactFlagFields(c: { readonly id: SQLWrapper; readonly dealershipId: SQLWrapper; readonly phone: SQLWrapper; readonly email: SQLWrapper }) {
  return {
    optedOut: sql<boolean>`exists (select 1 from message_opt_outs o where length(${c.phone}) = 10 and o.phone = '+1' || ${c.phone})`,
    bounced: sql<boolean>`coalesce((select m.state = 'failed' from outbound_messages m
      where m.customer_id = ${c.id} and m.dealership_id = ${c.dealershipId} and m.channel = 'email' and ${c.email} <> '' and lower(m."to") = lower(${c.email})
      order by m.created_at desc, m.id desc limit 1), false)`,
  };
}

/** The flags as a customer view carries them. */
export const toContactFlags = (r: { readonly optedOut: unknown; readonly bounced: unknown }) => ({ emailBounced: r.bounced === true, phoneOptedOut: r.optedOut === true });

/**
 * The record's flags (the page's come with its rows, customer-reads.ts). The customers table goes by
 * `c` in SQL written here: drizzle leaves the table's name off columns in a one-table select, and
 * inside the sub-selects a bare "id" would be the message's.
 */
function flagsQuery(db: Db) {
  const c = { id: sql<number>`c.id`, dealershipId: sql`c.dealership_id`, phone: sql`c.phone`, email: sql`c.email` };
  return withCompiledRows(db.select({ id: c.id, ...contactFlagFields(c) })
    .from(sql`${customers} c`).where(sql`c.id = any(${sql.placeholder('ids')}::int[])`).prepare('customer_contact_flags'));
}
const prepared = new WeakMap<Db, ReturnType<typeof flagsQuery>>();

/** The views given, which the caller has just made, with their flags set in place (a copy of each would cost the list's CPU, issue 34.4). */
export async function withContactFlags<T extends CustomerView>(db: Db, views: T[]): Promise<T[]> {
  if (views.length === 0) return views;
  let query = prepared.get(db);
  if (query === undefined) { query = flagsQuery(db); prepared.set(db, query); }
  const rows = await query.execute({ ids: views.map((v) => v.id) });
  const flags = new Map(rows.map((r) => [r.id, toContactFlags(r)]));
  for (const v of views) (v as { contactFlags?: CustomerView['contactFlags'] }).contactFlags = flags.get(v.id) ?? { emailBounced: false, phoneOptedOut: false };
  return views;
}
