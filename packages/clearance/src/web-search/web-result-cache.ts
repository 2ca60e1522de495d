import type { ProviderResult } from './web-provider.ts';

/** One query's answer as kept: only real answers are cached, never failures. */
export interface CachedWebAnswer {
  results: ProviderResult[];
  totalHits: number;
}

/** A short cache of SERP answers keyed by provider, query and bound; the server may back it elsewhere. */
export interface WebResultCache {
  get(key: string): Promise<CachedWebAnswer | undefined>;
  set(key: string, answer: CachedWebAnswer, ttlMs: number): Promise<void>;
}

export interface MemoryWebCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

/** In-process cache, oldest entry dropped first when full. */
export function createMemoryWebCache(options: MemoryWebCacheOptions = {}): WebResultCache {
  const maxEntries = options.maxEntries ?? 1_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { answer: CachedWebAnswer; expires: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.answer;
    },
    async set(key, answer, ttlMs) {
      entries.delete(key);
      entries.set(key, { answer, expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
