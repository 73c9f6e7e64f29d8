import { recentlyUsed } from '@dealer-panel/core/shared/recently-used';

/**
 * Counts of the customer list, kept a few seconds per (dealership, filters, count limit), so paging
 * through one view or many desks refreshing the same one do not recount the same rows.
 *
 * - Once per key: callers asking for a count that is being computed wait for that computation
 *   instead of starting their own (ten desks refreshing one view make one count, not ten).
 * - Stale while recounting: a count older than `ttlMs` but younger than `staleMs` is answered at
 *   once while one recount runs in the background; older than that, callers wait for the recount.
 * - Honesty: every write through the API forgets every count (`forget`, called by the HTTP server
 *   before it answers a write), and so do the customer repository's own writes; a count read while
 *   a write ran is neither kept nor shared with callers that came after the write (generation
 *   check). Other server processes' writes arrive as news (ports.ts: Redis pub/sub, else
 *   PostgreSQL NOTIFY); what the cache cannot see (a script writing to the database, news lost
 *   while Redis or the database is away) shows at most `staleMs` later.
 * - Shared (REDIS_URL): a second level, `SharedCounts`, where one process's count serves the others.
 */
export interface ListCountCache {
  /** The count for `key`, computing it when absent or older than the time to live. */
  count(key: string, compute: () => Promise<number>): Promise<number>;
  forget(): void;
}

/**
 * Counts shared by every process (Redis, issue 12.6), under a generation that a write anywhere
 * moves on: a count read under an older generation is never kept.
 */
export interface SharedCounts {
  read(key: string): Promise<{ readonly generation: string; readonly value: number | null }>;
  write(key: string, generation: string, value: number): Promise<void>;
}

export interface ListCountCacheOptions {
  readonly ttlMs?: number;
  readonly staleMs?: number;
  readonly now?: () => number;
  /** A second level shared by the processes: looked up before counting, filled after. */
  readonly shared?: SharedCounts;
  /** Told when the shared level fails; the count is then made here (the list never fails for it). */
  readonly onSharedError?: (msg: string, error: unknown) => void;
}

export const LIST_COUNT_TTL_MS = 5_000;
/** How old a count may be and still be answered while its recount runs. */
export const LIST_COUNT_STALE_MS = 30_000;
const MAX_ENTRIES = 1_000;

interface Entry { readonly value: number; readonly at: number }
interface Flight { readonly generation: number; readonly promise: Promise<number> }

export function listCountCache(options: ListCountCacheOptions = {}): ListCountCache {
  const ttl = options.ttlMs ?? LIST_COUNT_TTL_MS;
  const stale = Math.max(ttl, options.staleMs ?? LIST_COUNT_STALE_MS);
  const now = options.now ?? (() => performance.now());
  let generation = 0;
  const entries = recentlyUsed<string, Entry>(MAX_ENTRIES);
  const flights = new Map<string, Flight>();

  const { shared, onSharedError = () => undefined } = options;

  /** The other processes' count when they made one; else this one's, offered to them. */
  async function throughShared(key: string, compute: () => Promise<number>): Promise<number> {
    if (shared === undefined) return compute();
    let generation: string;
    try {
      const found = await shared.read(key);
      if (found.value !== null) return found.value;
      generation = found.generation;
    } catch (error) {
      onSharedError('redis unavailable: list counts made in this process', error);
      return compute();
    }
    const value = await compute();
    shared.write(key, generation, value).catch((error: unknown) => onSharedError('redis unavailable: list counts made in this process', error));
    return value;
  }

  function start(key: string, compute: () => Promise<number>): Promise<number> {
    const flight = flights.get(key);
    if (flight !== undefined && flight.generation === generation) return flight.promise;
    const started = generation;
    const at = now();
    const promise = throughShared(key, compute).then(
      (value) => {
        if (generation === started && ttl > 0) {
          entries.set(key, { value, at });
        }
        return value;
      },
    ).finally(() => {
      if (flights.get(key)?.promise === promise) flights.delete(key);
    });
    flights.set(key, { generation: started, promise });
    return promise;
  }

  return {
    count(key, compute) {
      const hit = entries.get(key);
      const age = hit === undefined ? Infinity : now() - hit.at;
      if (hit !== undefined && age < ttl) return Promise.resolve(hit.value);
      if (hit !== undefined && age < stale) {
        // Answer the recent count now; one recount refreshes it (its failure is the next caller's to see).
        start(key, compute).catch(() => undefined);
        return Promise.resolve(hit.value);
      }
      return start(key, compute);
    },
    forget() {
      generation += 1;
      entries.clear();
      flights.clear();
    },
  };
}

/** No caching at all: every count is computed (repositories built without a shared cache). */
export const noListCountCache: ListCountCache = { count: (_key, compute) => compute(), forget: () => undefined };
