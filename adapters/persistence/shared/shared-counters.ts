import { sql } from 'drizzle-orm';
import type { RateCounter } from '@dealer-panel/core/shared/ports/shared-counters';
import type { Db } from './database';

/**
 * Rate-limit counters in PostgreSQL (table rate_limit_hits): one upsert per hit, atomic, so every
 * process on the database counts the same door together. Expired rows are swept now and then.
 */
export function drizzleRateCounter(db: Db): RateCounter {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const result = await db.execute(sql`
        insert into rate_limit_hits (key, count, expires_at) values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limit_hits.expires_at <= now() then 1 else rate_limit_hits.count + 1 end,
          expires_at = case when rate_limit_hits.expires_at <= now() then now() + ${windowMs} * interval '1 millisecond' else rate_limit_hits.expires_at end
        returning count, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::integer as ttl`);
      const rows = (result as unknown as { rows?: { count: number; ttl: number }[] }).rows ?? (result as unknown as { count: number; ttl: number }[]);
      hits += 1;
      if (hits % 500 === 0) await db.execute(sql`delete from rate_limit_hits where expires_at < now() - interval '1 hour'`);
      return { current: Number(rows[0]?.count ?? 1), ttlMs: Number(rows[0]?.ttl ?? windowMs) };
    },
  };
}
