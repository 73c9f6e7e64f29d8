import type { ColumnMapping } from './imports-port';

/** Per column of the file (by position), the field it feeds, or null when it is left out. */
export type ColumnChoice = readonly (string | null)[];

/** The choice per column that a mapping (field → headers) means: each header feeds the first field naming it. */
export function choiceOf(headers: readonly string[], mapping: ColumnMapping, fields: readonly string[]): ColumnChoice {
  return headers.map((header) => fields.find((field) => mapping[field]?.includes(header) === true) ?? null);
}

/** The mapping (field → headers, in the file's order) that a choice per column means; fields with no column are left out. */
export function mappingOf(headers: readonly string[], choice: ColumnChoice): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  headers.forEach((header, i) => {
    const field = choice[i] ?? null;
    if (field === null) return;
    (out[field] ??= []).push(header);
  });
  return out;
}

/** Whether a saved mapping names only headers the file has (then it wins over the guess, as the server decides). */
export function fits(headers: readonly string[], mapping: ColumnMapping | null): mapping is ColumnMapping {
  if (mapping === null) return false;
  const columns = Object.values(mapping).flat();
  return columns.length > 0 && columns.every((column) => headers.includes(column));
}

/** The fields chosen for more than one column that take only one (a mapping the server would refuse). */
export function repeatedFields(choice: ColumnChoice, many: readonly string[]): readonly string[] {
  const seen = new Map<string, number>();
  for (const field of choice) if (field !== null) seen.set(field, (seen.get(field) ?? 0) + 1);
  return [...seen].filter(([field, n]) => n > 1 && !many.includes(field)).map(([field]) => field);
}
