/** One page of a list in the spec's shape (count, current, last, limit, results). */
export interface Page<T> {
  readonly count: number;
  readonly current: number;
  readonly last: number;
  readonly limit: number;
  readonly results: readonly T[];
}

/** `last` is at least 1, so an empty list still has a page 1; a page past the last is empty, not an error. */
export function pageOf<T>(count: number, current: number, limit: number, results: readonly T[]): Page<T> {
  return { count, current, last: Math.max(1, Math.ceil(count / limit)), limit, results };
}
