import { sql } from 'drizzle-orm';
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
function flagsQuery(db: Db) {
  return withCompiledRows(db.select({
    id: customers.id,
    optedOut: sql<boolean>`exists (select 1 from message_opt_outs o where length(${customers.phone}) = 10 and o.phone = '+1' || ${customers.phone})`,
    bounced: sql<boolean>`coalesce((select m.state = 'failed' from outbound_messages m
      where m.customer_id = ${customers.id} and m.dealership_id = ${customers.dealershipId} and m.channel = 'email' and ${customers.email} <> '' and lower(m."to") = lower(${customers.email})
      order by m.created_at desc, m.id desc limit 1), false)`,
  }).from(customers).where(sql`${customers.id} = any(${sql.placeholder('ids')}::int[])`).prepare('customer_contact_flags'));
}
const prepared = new WeakMap<Db, ReturnType<typeof flagsQuery>>();

/** The views given, which the caller has just made, with their flags set in place (a copy of each would cost the list's CPU, issue 34.4). */
export async function withContactFlags<T extends CustomerView>(db: Db, views: T[]): Promise<T[]> {
  if (views.length === 0) return views;
  let query = prepared.get(db);
  if (query === undefined) { query = flagsQuery(db); prepared.set(db, query); }
  const rows = await query.execute({ ids: views.map((v) => v.id) });
  const flags = new Map(rows.map((r) => [r.id, { emailBounced: r.bounced === true, phoneOptedOut: r.optedOut === true }]));
  for (const v of views) (v as { contactFlags?: CustomerView['contactFlags'] }).contactFlags = flags.get(v.id) ?? { emailBounced: false, phoneOptedOut: false };
  return views;
}
