import type { MentionPost } from './types.ts';
import { createMemoryTtlCache, type MemoryTtlCacheOptions, type TtlCache } from '../http/memory-ttl-cache.ts';

/** A short cache of one source's posts for one name; the server may back it with the database. */
export type MentionCache = TtlCache<readonly MentionPost[]>;

export type MemoryMentionCacheOptions = MemoryTtlCacheOptions;

/** In-process cache, oldest entry dropped first when full. */
export function createMemoryMentionCache(options: MemoryMentionCacheOptions = {}): MentionCache {
  return createMemoryTtlCache<readonly MentionPost[]>(2_000, options);
}
