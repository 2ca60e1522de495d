import type { ProviderResult } from './web-provider.ts';
import { createMemoryTtlCache, type MemoryTtlCacheOptions, type TtlCache } from '../http/memory-ttl-cache.ts';

/** One query's answer as kept: only real answers are cached, never failures. */
export interface CachedWebAnswer {
  results: ProviderResult[];
  totalHits: number;
}

/** A short cache of SERP answers keyed by provider, query and bound; the server may back it elsewhere. */
export type WebResultCache = TtlCache<CachedWebAnswer>;

export type MemoryWebCacheOptions = MemoryTtlCacheOptions;

/** In-process cache, oldest entry dropped first when full. */
export function createMemoryWebCache(options: MemoryWebCacheOptions = {}): WebResultCache {
  return createMemoryTtlCache<CachedWebAnswer>(1_000, options);
}
