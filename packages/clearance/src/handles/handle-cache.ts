import type { HandleRecord } from './types.ts';
import { createMemoryTtlCache, type MemoryTtlCacheOptions, type TtlCache } from '../http/memory-ttl-cache.ts';

/** A short cache of handle answers, keyed by network and handle; the server may back it with the database. */
export type HandleResultCache = TtlCache<HandleRecord>;

export type MemoryHandleCacheOptions = MemoryTtlCacheOptions;

/** In-process cache, oldest entry dropped first when full. */
export function createMemoryHandleCache(options: MemoryHandleCacheOptions = {}): HandleResultCache {
  return createMemoryTtlCache<HandleRecord>(10_000, options);
}
