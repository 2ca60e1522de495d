import type { HandleRecord } from './types.ts';

/** A short cache of handle answers, keyed by network and handle; the server may back it with the database. */
export interface HandleResultCache {
  get(key: string): Promise<HandleRecord | undefined>;
  set(key: string, record: HandleRecord, ttlMs: number): Promise<void>;
}

export interface MemoryHandleCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

/** In-process cache, oldest entry dropped first when full. */
export function createMemoryHandleCache(options: MemoryHandleCacheOptions = {}): HandleResultCache {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { record: HandleRecord; expires: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.record;
    },
    async set(key, record, ttlMs) {
      entries.delete(key);
      entries.set(key, { record, expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
