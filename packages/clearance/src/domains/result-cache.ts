import type { DomainRecord } from './types.ts';

/** A short cache of domain answers; the server may back it with the database. */
export interface DomainResultCache {
  get(domain: string): Promise<DomainRecord | undefined>;
  set(domain: string, record: DomainRecord, ttlMs: number): Promise<void>;
}

export interface MemoryCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

/** In-process cache, oldest entry dropped first when full. */
export function createMemoryResultCache(options: MemoryCacheOptions = {}): DomainResultCache {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { record: DomainRecord; expires: number }>();
  return {
    async get(domain) {
      const entry = entries.get(domain);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(domain);
        return undefined;
      }
      return entry.record;
    },
    async set(domain, record, ttlMs) {
      entries.delete(domain);
      entries.set(domain, { record, expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
