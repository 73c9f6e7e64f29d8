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

/** A page whose count may stop at a cap: `countCapped` says "at least `count`" ("10,000+"). */
export interface CappedPage<T> extends Page<T> {
  readonly countCapped: boolean;
}

/**
 * How many matching rows a capped list counts at most for `page`: `cap` rows, or past the page asked
 * for, plus one (the row that says "more"). Shared by the customer and inventory lists.
 */
export function countLimitFor(cap: number, page: number, pageSize: number): number {
  return Math.max(cap, page * pageSize) + 1;
}

/**
 * The page of a list counted up to `countLimit` rows (the database stops counting there). Below the
 * limit the count is exact. At the limit there are MORE than `countLimit - 1` rows: `count` is
 * `countLimit - 1` with `countCapped`, and `last` is the last page known to exist (the one holding
 * row `countLimit`), so the next page is always reachable. `countLimit` must exceed `current * limit`.
 */
export function cappedPageOf<T>(counted: number, countLimit: number, current: number, limit: number, results: readonly T[]): CappedPage<T> {
  if (counted < countLimit) return { ...pageOf(counted, current, limit, results), countCapped: false };
  return { count: countLimit - 1, current, last: Math.ceil(countLimit / limit), limit, results, countCapped: true };
}
