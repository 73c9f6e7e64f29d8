import { createHash } from 'node:crypto';
import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { withCompiledRows } from './compiled-rows';

/**
 * A query whose SQL text depends only on its *shape* (which conditions, in which form, which
 * ordering), never on its values: every value is a named placeholder collected in `params`.
 * Queries of one shape are then built and prepared once (issue 12.8: building the list's SQL with
 * drizzle took a third of the server's CPU per request).
 *
 * The rule that keeps it correct: whatever changes the SQL text is recorded with `mark`, and a
 * piece of code either always or never binds a value for a given mark. `key` also counts the
 * values, and tests compare the SQL text of queries that share a key.
 */
export class QueryShape {
  readonly params: Record<string, unknown> = {};
  private readonly marks: string[] = [];
  private next = 0;

  /** A placeholder standing for `value`. */
  value(value: unknown): Placeholder {
    const name = `p${this.next++}`;
    this.params[name] = value;
    return sql.placeholder(name);
  }

  /** Records what changes the SQL text; never a value. */
  mark(part: string): void {
    this.marks.push(part);
  }

  get key(): string {
    return `${this.marks.join('|')}#${this.next}`;
  }
}

export type ArrayType = 'text' | 'int';

/**
 * A LIMIT or OFFSET written into the SQL text as a literal, and marked (it changes the text). With a
 * placeholder there, PostgreSQL cannot cost a generic plan (it assumes a tenth of the table) and plans
 * the prepared statement again at every execution: ~0.3 ms of database CPU per list page (issue 12.8).
 * Typed as a number for drizzle's `.limit()`/`.offset()`, which embed an SQL value as it is.
 */
export function literalCount(shape: QueryShape, name: string, n: number): number {
  shape.mark(`${name}=${n}`);
  return literalLimit(n);
}

/** A LIMIT that is the same in every statement that uses it, written in as a literal (no mark needed: see literalCount). */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`a LIMIT or OFFSET must be a whole number from 0, got ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

/** `column = any($n::type[])`: one placeholder whatever the list's length (IN (…) would change the text). */
export function anyOf(shape: QueryShape, column: AnyColumn | SQL, values: readonly (string | number)[], type: ArrayType): SQL {
  return type === 'int'
    ? sql`${column} = any(${shape.value([...values])}::int[])`
    : sql`${column} = any(${shape.value([...values])}::text[])`;
}

const MAX_SHAPES_PER_FAMILY = 256;
const prepared = new WeakMap<object, Map<string, unknown>>();

/**
 * The prepared query of `family` for this shape on this database, built by `build(name)` the first
 * time. The statement's name is derived from the shape, so a name always stands for the same text
 * (a PostgreSQL connection that parsed it before can reuse it). The cache keeps the most recently
 * used shapes of each family; an evicted shape is simply built again. Its rows are mapped by a
 * mapping compiled once (compiled-rows.ts).
 */
export function preparedByShape<T>(db: object, family: string, key: string, build: (name: string) => T): T {
  let byKey = prepared.get(db);
  if (byKey === undefined) { byKey = new Map(); prepared.set(db, byKey); }
  const cacheKey = `${family}\u0000${key}`;
  const found = byKey.get(cacheKey) as T | undefined;
  if (found !== undefined) {
    byKey.delete(cacheKey);
    byKey.set(cacheKey, found);
    return found;
  }
  const made = withCompiledRows(build(`${family}_${createHash('sha1').update(key).digest('base64url').slice(0, 16)}`));
  byKey.set(cacheKey, made);
  const sameFamily = [...byKey.keys()].filter((k) => k.startsWith(`${family}\u0000`));
  if (sameFamily.length > MAX_SHAPES_PER_FAMILY && sameFamily[0] !== undefined) byKey.delete(sameFamily[0]);
  return made;
}
