import type { MentionPost } from './types.ts';

/** A short cache of one source's posts for one name; the server may back it with the database. */
export interface MentionCache {
  get(key: string): Promise<readonly MentionPost[] | undefined>;
  set(key: string, posts: readonly MentionPost[], ttlMs: number): Promise<void>;
}

export interface MemoryMentionCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

/** In-process cache, oldest entry dropped first when full. */
export function createMemoryMentionCache(options: MemoryMentionCacheOptions = {}): MentionCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { posts: readonly MentionPost[]; expires: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.posts;
    },
    async set(key, posts, ttlMs) {
      entries.delete(key);
      entries.set(key, { posts, expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
