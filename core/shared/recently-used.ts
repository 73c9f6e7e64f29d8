/**
 * A map that keeps at most `max` entries, forgetting the least recently used: the bound of a memo
 * (a built statement, a parsed query string, a count). Reading an entry makes it the most recent.
 */
export interface RecentlyUsed<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /** The value of `key`, made and kept when absent. */
  getOrMake(key: K, make: () => V): V;
  clear(): void;
  readonly size: number;
}

export function recentlyUsed<K, V>(max: number): RecentlyUsed<K, V> {
  const entries = new Map<K, V>();
  const get = (key: K): V | undefined => {
    const value = entries.get(key);
    if (value !== undefined) {
      entries.delete(key);
      entries.set(key, value);
    }
    return value;
  };
  const set = (key: K, value: V): void => {
    entries.delete(key);
    entries.set(key, value);
    if (entries.size > max) entries.delete(entries.keys().next().value as K);
  };
  return {
    get,
    set,
    getOrMake: (key, make) => {
      const found = get(key);
      if (found !== undefined) return found;
      const made = make();
      set(key, made);
      return made;
    },
    clear: () => entries.clear(),
    get size() { return entries.size; },
  };
}
