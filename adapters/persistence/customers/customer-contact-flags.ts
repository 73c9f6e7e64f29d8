import { sql } from 'drizzle-orm';
import type { CustomerView } from '@dealer-panel/core/customers/customer';
import type { Db } from '../shared/database';
import { rowsOf } from '../shared/execute-rows';

/**
 * Whether each customer's e-mail bounced (the latest e-mail to their current address failed for
 * good) and whether their number opted out (message_opt_outs holds it in E.164: +1 and the ten
 * digits the customer row keeps). One query for a page or a record (issue 30.4), never one per customer.
 */
export async function withContactFlags<T extends CustomerView>(db: Db, views: readonly T[]): Promise<T[]> {
  if (views.length === 0) return [];
  const ids = sql.join(views.map((v) => sql`${v.id}`), sql`, `);
  const rows = rowsOf(await db.execute(sql`
    select c.id,
      exists (select 1 from message_opt_outs o where length(c.phone) = 10 and o.phone = '+1' || c.phone) as opted_out,
      coalesce((select m.state = 'failed' from outbound_messages m
        where m.customer_id = c.id and m.dealership_id = c.dealership_id and m.channel = 'email' and c.email <> '' and lower(m."to") = lower(c.email)
        order by m.created_at desc, m.id desc limit 1), false) as bounced
    from customers c where c.id in (${ids})`));
  const flags = new Map(rows.map((r) => [Number(r['id']), { emailBounced: r['bounced'] === true, phoneOptedOut: r['opted_out'] === true }]));
  return views.map((v) => ({ ...v, contactFlags: flags.get(v.id) ?? { emailBounced: false, phoneOptedOut: false } }));
}
