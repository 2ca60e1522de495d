/** A short cache of answers by key, each with its own lifetime; the interface a source's cache option takes. */
export interface TtlCache<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, ttlMs: number): Promise<void>;
}

export interface MemoryTtlCacheOptions {
  maxEntries?: number;
  /** Injected by tests so lifetimes never depend on the wall clock. */
  now?: () => number;
}

/**
 * In-process cache, oldest entry dropped first when full (a Map keeps insertion order, and a set
 * re-inserts). The sources' own caches (handles, mentions, web answers) are this with their bounds.
 */
export function createMemoryTtlCache<V>(
  maxEntries: number,
  options: MemoryTtlCacheOptions = {},
): TtlCache<V> {
  const limit = options.maxEntries ?? maxEntries;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > limit) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
