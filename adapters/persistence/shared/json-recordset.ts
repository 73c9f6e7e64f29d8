import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { rowsOf } from './execute-rows';

/**
 * Many rows in one statement through ONE parameter: the rows as a JSON array, opened on the database
 * side by `jsonb_to_recordset` (issue 31.6). drizzle's multi-row `insert … values` binds a parameter
 * per cell (500 vehicles: 12,500) and builds each one through its SQL tree: on the 10,000-vehicle
 * import that building took longer than the database's work. Here the rows are stringified once and
 * the statement is the same whatever their number. Values as drizzle's insert takes them (a Date for
 * a timestamp, an array or object for a jsonb column, a string for a date).
 */

type Executor = Pick<Db, 'execute'>;
type Keys<T extends PgTable> = readonly (keyof T['$inferInsert'] & string)[];

/** The SQL type a column's JSON is read as (a serial is an integer once it exists). */
function typeOf(sqlType: string): string {
  if (sqlType === 'serial') return 'integer';
  if (sqlType === 'bigserial') return 'bigint';
  return sqlType;
}

function columnsOf<T extends PgTable>(table: T, keys: Keys<T>) {
  const all = getTableColumns(table) as Record<string, { readonly name: string; getSQLType(): string }>;
  return keys.map((key) => {
    const column = all[key];
    if (column === undefined) throw new Error(`no column ${key}`);
    return { key, name: column.name, type: typeOf(column.getSQLType()) };
  });
}

const jsonValue = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value ?? null);

/**
 * `jsonb_to_recordset($1::jsonb) as <alias>(col type, …)`: the rows' `keys` under their column names,
 * plus `extra` columns (name → SQL type) taken from each row's own key of the same name.
 */
export function jsonRecordset<T extends PgTable>(table: T, keys: Keys<T>, rows: readonly Readonly<Record<string, unknown>>[], alias: string, extra: Readonly<Record<string, string>> = {}): SQL {
  const columns = columnsOf(table, keys);
  const extras = Object.entries(extra);
  const json = JSON.stringify(rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const c of columns) out[c.name] = jsonValue(row[c.key]);
    for (const [name] of extras) out[name] = jsonValue(row[name]);
    return out;
  }));
  const definitions = [...columns.map((c) => `"${c.name}" ${c.type}`), ...extras.map(([name, type]) => `"${name}" ${type}`)].join(', ');
  return sql`jsonb_to_recordset(${json}::jsonb) as ${sql.raw(`${alias}(${definitions})`)}`;
}

/** The column names of `keys`, quoted and comma-separated, each prefixed by `alias.` when given. */
export function columnList<T extends PgTable>(table: T, keys: Keys<T>, alias?: string): SQL {
  return sql.raw(columnsOf(table, keys).map((c) => `${alias === undefined ? '' : `${alias}.`}"${c.name}"`).join(', '));
}

/** `"col" = alias."col", …` for an UPDATE … FROM the recordset `alias`. */
export function assignments<T extends PgTable>(table: T, keys: Keys<T>, alias: string): SQL {
  return sql.raw(columnsOf(table, keys).map((c) => `"${c.name}" = ${alias}."${c.name}"`).join(', '));
}

/** `insert into table (keys) select keys from jsonb_to_recordset(…)` (`returning` the given columns' names); nothing when no rows. */
export async function insertJsonRows<T extends PgTable>(db: Executor, table: T, keys: Keys<T>, rows: readonly Readonly<Record<string, unknown>>[], returning?: SQL): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const result = await db.execute(sql`insert into ${table} (${columnList(table, keys)}) select ${columnList(table, keys, 'x')} from ${jsonRecordset(table, keys, rows, 'x')}${returning === undefined ? sql`` : sql` returning ${returning}`}`);
  return rowsOf(result);
}
