import type { WriteFeed } from '@dealer-panel/core/shared/ports/shared-counters';

/**
 * What a price reads that belongs to the store, not to the deal (issue 34.4: its settings, global
 * fees, incentives, lender programs; its time zone), kept per store so that a price reads only its deal:
 *
 * - Forgotten on write: the repositories that write such data call `forget(store)` before they
 *   answer, which also tells the other processes through the news of writes (`WriteFeed`, topic
 *   `<name>:<store>`: Redis pub/sub, else PostgreSQL NOTIFY); each process forgets its entry on it.
 * - Honest under races: a value read while a write to its store ran is neither kept nor given to
 *   callers that came after the write (generation per store), as the list counts do.
 * - Bounded staleness: what no repository of ours writes (a script on the database, news lost while
 *   Redis or the database is away) shows within `ttlMs` (30 s, the list counts' stale limit).
 */
export interface StoreCache<T> {
  get(storeId: number, load: () => Promise<T>): Promise<T>;
  /** Forgets the store's entry here and, through the news of writes, in every process. */
  forget(storeId: number): void;
}

export interface StoreCacheOptions {
  readonly ttlMs?: number;
  readonly now?: () => number;
  /** The news of writes: told of this process's forgets, and heard for the others'. */
  readonly news?: WriteFeed | null;
}

export const STORE_CACHE_TTL_MS = 30_000;
const MAX_STORES = 1_000;

interface Entry<T> { readonly value: T; readonly at: number }

export function storeCache<T>(name: string, options: StoreCacheOptions = {}): StoreCache<T> {
  const ttl = options.ttlMs ?? STORE_CACHE_TTL_MS;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<number, Entry<T>>();
  const flights = new Map<number, Promise<T>>();
  const generations = new Map<number, number>();
  const generationOf = (id: number) => generations.get(id) ?? 0;
  const prefix = `${name}:`;

  function forgetHere(id: number): void {
    generations.set(id, generationOf(id) + 1);
    entries.delete(id);
    flights.delete(id);
  }
  options.news?.subscribe((topic) => {
    if (topic?.startsWith(prefix) !== true) return;
    const id = Number(topic.slice(prefix.length));
    if (Number.isSafeInteger(id)) forgetHere(id);
  });

  return {
    get(id, load) {
      const hit = entries.get(id);
      if (hit !== undefined && now() - hit.at < ttl) return Promise.resolve(hit.value);
      const flight = flights.get(id);
      if (flight !== undefined) return flight;
      const started = generationOf(id);
      const at = now();
      const promise = load().then((value) => {
        if (generationOf(id) === started && ttl > 0) {
          if (entries.size >= MAX_STORES) entries.clear();
          entries.set(id, { value, at });
        }
        return value;
      }).finally(() => { if (flights.get(id) === promise) flights.delete(id); });
      flights.set(id, promise);
      return promise;
    },
    forget(id) {
      forgetHere(id);
      options.news?.publish(`${prefix}${id}`);
    },
  };
}

/** No caching: every read loads (repositories built without a shared cache, as in the conformance suites). */
export function noStoreCache<T>(): StoreCache<T> {
  return { get: (_id, load) => load(), forget: () => undefined };
}
