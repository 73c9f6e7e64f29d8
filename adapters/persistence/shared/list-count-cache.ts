/**
 * Counts of the customer list, kept a few seconds per (dealership, filters, count limit), so paging
 * through one view or many desks refreshing the same one do not recount the same rows.
 * Honesty: every write through the API forgets every count (`forget`, called by the HTTP server
 * before it answers a write), and so do the customer repository's own writes; a count read while a
 * write ran is not kept (generation check). What the cache cannot see (another server process, a
 * script writing to the database) shows at most `ttlMs` later.
 */
export interface ListCountCache {
  /** The count for `key`, computing it when absent or older than the time to live. */
  count(key: string, compute: () => Promise<number>): Promise<number>;
  forget(): void;
}

export const LIST_COUNT_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

export function listCountCache(options: { readonly ttlMs?: number; readonly now?: () => number } = {}): ListCountCache {
  const ttl = options.ttlMs ?? LIST_COUNT_TTL_MS;
  const now = options.now ?? (() => performance.now());
  let generation = 0;
  const entries = new Map<string, { readonly value: number; readonly at: number }>();
  return {
    async count(key, compute) {
      const hit = entries.get(key);
      if (hit !== undefined && now() - hit.at < ttl) return hit.value;
      const started = generation;
      const at = now();
      const value = await compute();
      if (generation === started && ttl > 0) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, { value, at });
      }
      return value;
    },
    forget() {
      generation += 1;
      entries.clear();
    },
  };
}

/** No caching at all: every count is computed (repositories built without a shared cache). */
export const noListCountCache: ListCountCache = { count: (_key, compute) => compute(), forget: () => undefined };
