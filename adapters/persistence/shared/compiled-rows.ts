import { Column, SQL, Subquery, getTableName, is } from 'drizzle-orm';

/**
 * drizzle's row mapping, decided once per prepared statement instead of once per field of every row
 * (issue 12.8). drizzle's `mapResultRow` asks, for each field of each row, whether the field is a
 * column, an SQL expression or a subquery (`is()` walks the prototype chain) before decoding it: on
 * the customer list that was 18 % of the server's CPU for 10 rows of 80 fields. Here each field's
 * decoder, its place in the result and its nullability rule are worked out once; each row then only
 * decodes and places its values. The result is what `mapResultRow` gives (compiled-rows.prop.test.ts
 * compares the two on joined, nested and null rows).
 */
interface SelectedField { readonly path: readonly string[]; readonly field: unknown }
interface Decoder { mapFromDriverValue(value: unknown): unknown }
interface Step {
  readonly parents: readonly string[];
  readonly key: string;
  readonly decoder: Decoder;
  /** For a column directly under a joined object: the column's table, which decides whether a null makes the object null. */
  readonly nullTable: string | null;
}
type Row = readonly unknown[];
export type RowMapper = (rows: readonly Row[]) => Record<string, unknown>[];

/** An SQL expression's decoder (drizzle marks it internal). */
const decoderOfSql = (s: unknown): Decoder => (s as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as { sql: unknown }).sql);
}

export function compileRowMapper(fields: readonly SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined): RowMapper {
  const steps: Step[] = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1] ?? '',
    decoder: decoderOf(field),
    nullTable: joinsNotNullableMap !== undefined && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
  }));
  const mapRow = generatedMapRow(steps, joinsNotNullableMap);
  return (rows) => rows.map(mapRow);
}

type Tree = Map<string, number | Tree>;

/**
 * The row mapping as one generated function (issue 34.4: the loop over the steps, its path walks and
 * its per-row Map were 8 % of a list request's CPU): each value decoded into a local, then the result
 * written as one object literal, keys in the order of first appearance as before. A joined object
 * whose columns all come from one table is null when its first column is and the join may be null
 * (mapResultRow's rule: a column of another table in the object means it is never nulled).
 */
function generatedMapRow(steps: readonly Step[], joins: Record<string, boolean> | undefined): (row: Row) => Record<string, unknown> {
  const root: Tree = new Map();
  for (const [i, step] of steps.entries()) {
    let node = root;
    for (const p of step.parents) {
      let child = node.get(p);
      if (typeof child !== 'object') { child = new Map(); node.set(p, child); }
      node = child;
    }
    node.set(step.key, i);
  }
  // Per joined object: the index and table of its first column, or null when it holds columns of two tables.
  const nullable = new Map<string, { readonly first: number; readonly table: string } | null>();
  for (const [i, step] of steps.entries()) {
    if (step.nullTable === null) continue;
    const name = step.parents[0] ?? '';
    const seen = nullable.get(name);
    if (seen === undefined) nullable.set(name, { first: i, table: step.nullTable });
    else if (seen !== null && seen.table !== step.nullTable) nullable.set(name, null);
  }
  const literal = (tree: Tree, top: boolean): string => `{${[...tree].map(([key, child]) => {
    const value = typeof child === 'number' ? `v${child}` : literal(child, false);
    const rule = top && typeof child === 'object' && joins !== undefined ? nullable.get(key) : undefined;
    return `${JSON.stringify(key)}: ${rule === undefined || rule === null ? value : `v${rule.first} === null && !j[${JSON.stringify(rule.table)}] ? null : ${value}`}`;
  }).join(', ')}}`;
  const decode = steps.map((_, i) => `const v${i} = r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}]);`).join('\n');
  // Generated once per prepared statement from its own field list (keys and table names written as JSON strings)
  return new Function('d', 'j', `return function mapRow(r) {\n${decode}\nreturn ${literal(root, true)};\n};`)(steps.map((s) => s.decoder), joins ?? {}) as (row: Row) => Record<string, unknown>;
}

/** The parts of drizzle's prepared query (both drivers) that the mapping reads; internal to drizzle 0.45. */
interface PreparedInternals {
  fields?: readonly SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: RowMapper;
}

/**
 * Gives a prepared select query the compiled mapping. A query that is not a select with fields, or
 * already maps its own rows, is left as it is.
 */
export function withCompiledRows<T>(prepared: T): T {
  const q = prepared as PreparedInternals;
  if (Array.isArray(q.fields) && q.customResultMapper === undefined) {
    q.customResultMapper = compileRowMapper(q.fields, q.joinsNotNullableMap);
  }
  return prepared;
}
