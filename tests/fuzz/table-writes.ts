import { sql } from 'drizzle-orm';
import type { Db } from '../../adapters/persistence/shared/database';

/** Tables a refused request may write: sessions (last use), codes (tries), the audit log, the outbox. */
export const MAY_CHANGE_ON_REFUSAL = new Set(['sessions', 'one_time_codes', 'audit_log', 'outbound_messages', 'remembered_devices', 'recent_searches']);

/** Where the counters live; not itself watched. */
const COUNTERS = 'fuzz_table_writes';

const rowsOf = <R>(result: unknown): R[] => (result as { rows?: R[] }).rows ?? (result as R[]);

/**
 * The database's tables a refused request must leave alone, each given a trigger that counts the rows
 * written to it: every row inserted or deleted, and every row updated to something else (a row updated
 * to what it was is no write, as a checksum of the rows would not see one either). A write rolled back
 * rolls its count back with it. Reading the counters after a request costs one small query, where a
 * checksum of every row of ~80 tables cost three times the request itself (session 20: 24 s of
 * checksums against 8 s of requests in one fuzz shard).
 */
export async function watchGuardedTables(db: Db): Promise<string[]> {
  const listed = await db.execute(sql.raw("select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'"));
  const tables = rowsOf<{ table_name: string }>(listed).map((r) => r.table_name)
    .filter((n) => !MAY_CHANGE_ON_REFUSAL.has(n) && !n.startsWith('__drizzle') && n !== COUNTERS).sort();
  await db.execute(sql.raw(`create table if not exists ${COUNTERS} (table_name text primary key, n bigint not null)`));
  await db.execute(sql.raw(`create or replace function ${COUNTERS}_count() returns trigger language plpgsql as $$
    begin
      insert into ${COUNTERS} (table_name, n) values (tg_table_name, 1) on conflict (table_name) do update set n = ${COUNTERS}.n + 1;
      return null;
    end $$`));
  for (const name of tables) {
    await db.execute(sql.raw(`create trigger ${COUNTERS}_rows after insert or delete on "${name}" for each row execute function ${COUNTERS}_count()`));
    await db.execute(sql.raw(`create trigger ${COUNTERS}_changed after update on "${name}" for each row when (old::text is distinct from new::text) execute function ${COUNTERS}_count()`));
  }
  return tables;
}

/** Takes the triggers and the counters away again: a closed test database goes back to a pool (pglite-template.ts). */
export async function unwatchTables(db: Db, tables: readonly string[]): Promise<void> {
  for (const name of tables) {
    await db.execute(sql.raw(`drop trigger if exists ${COUNTERS}_rows on "${name}"`));
    await db.execute(sql.raw(`drop trigger if exists ${COUNTERS}_changed on "${name}"`));
  }
  await db.execute(sql.raw(`drop function if exists ${COUNTERS}_count() cascade`));
  await db.execute(sql.raw(`drop table if exists ${COUNTERS}`));
}

/** The rows written so far per watched table (`name=count`), joined by `|`: equal before and after a request when it wrote nothing. */
export async function writesOf(db: Db): Promise<string> {
  const rows = await db.execute(sql.raw(`select coalesce(string_agg(table_name || '=' || n, '|' order by table_name), '') as writes from ${COUNTERS}`));
  return String(rowsOf<{ writes: string }>(rows)[0]?.writes ?? '');
}

/** The tables whose count differs between two readings of writesOf. */
export const changedTables = (before: string, after: string): string => {
  const was = new Set(before.split('|'));
  return after.split('|').filter((part) => part !== '' && !was.has(part)).map((part) => part.split('=')[0]).join(', ');
};
