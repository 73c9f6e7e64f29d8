/** A text column narrowed to one of core's values; anything unexpected reads as `fallback`. */
export function narrow<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** As `narrow`, for a nullable column: unexpected values read as null. */
export function narrowOrNull<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** A jsonb column meant to hold a list of integers; anything else is dropped. */
export function intList(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v)) : [];
}

/** LIKE pattern for "contains", with LIKE's own characters escaped (backslash is the default escape). */
export function containsPattern(token: string): string {
  return `%${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
