import { recentlyUsed, type RecentlyUsed } from '@dealer-panel/core/shared/recently-used';

/**
 * A statement and its values remembered per description of a request (issue 34.4): building a
 * list's query with drizzle only to learn its shape and its values took a twentieth of the list's
 * CPU per request. `key` must name everything the build reads (the same key, the same statement and
 * values); the values are never changed after the build. The most recently used entries are kept
 * per database; a forgotten one is simply built again.
 */
export interface Built<T> {
  readonly statement: T;
  readonly params: Readonly<Record<string, unknown>>;
}

const MAX_ENTRIES = 1_000;
const built = new WeakMap<object, RecentlyUsed<string, Built<unknown>>>();

export function builtOnce<T>(db: object, key: string, build: () => Built<T>): Built<T> {
  let byKey = built.get(db);
  if (byKey === undefined) {
    byKey = recentlyUsed(MAX_ENTRIES);
    built.set(db, byKey);
  }
  return byKey.getOrMake(key, build) as Built<T>;
}
