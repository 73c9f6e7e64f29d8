/** The rows of a raw `db.execute(sql…)`: node-postgres answers { rows }, PGlite's driver the same; an array is taken as is. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
}
