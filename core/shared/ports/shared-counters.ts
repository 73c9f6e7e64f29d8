/**
 * What several server processes on one database share (issue 12.6): rate-limit counters, and the
 * news that a write happened (so every process forgets its cached list counts at once).
 */
export interface RateCounter {
  /** Counts one hit on `key` in a window of `windowMs`; the count so far and the time left in the window. */
  hit(key: string, windowMs: number): Promise<{ readonly current: number; readonly ttlMs: number }>;
}

export interface WriteFeed {
  /**
   * Tells every process (this one included) that data changed; `topic` names what (a cache of one
   * store's pricing inputs listens for its own, docs in adapters/persistence/shared/store-cache.ts).
   */
  publish(topic?: string): void;
  /** Calls `listener` whenever any process published, with the topic (null: any data). */
  subscribe(listener: (topic: string | null) => void): void;
  close(): Promise<void>;
}
