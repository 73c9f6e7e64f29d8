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
  const mapRow = (row: Row): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    // Per joined object: the table of its first column when that value was null (the object may be
    // null), false once it cannot be — exactly mapResultRow's rule.
    let nullify: Map<string, string | false> | null = null;
    for (let i = 0; i < steps.length; i += 1) {
      const step = steps[i] as Step;
      let node = result;
      for (const p of step.parents) {
        if (!(p in node)) node[p] = {};
        node = node[p] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = raw === null ? null : step.decoder.mapFromDriverValue(raw);
      node[step.key] = value;
      if (step.nullTable !== null) {
        const objectName = step.parents[0] ?? '';
        nullify ??= new Map();
        const seen = nullify.get(objectName);
        if (seen === undefined) nullify.set(objectName, value === null ? step.nullTable : false);
        else if (typeof seen === 'string' && seen !== step.nullTable) nullify.set(objectName, false);
      }
    }
    if (nullify !== null && joinsNotNullableMap !== undefined) {
      for (const [objectName, table] of nullify) {
        if (typeof table === 'string' && !joinsNotNullableMap[table]) result[objectName] = null;
      }
    }
    return result;
  };
  return (rows) => rows.map(mapRow);
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
