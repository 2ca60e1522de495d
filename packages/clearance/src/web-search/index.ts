// The web search snapshot source of the Check engine: SERP providers by configuration, politeness, merging.
export {
  createWebSearcher,
  selectWebProvider,
  mergeResults,
  webUrlKey,
  WEB_SEARCH_NOT_CONFIGURED,
  DEFAULT_WEB_USER_AGENT,
  DEFAULT_RESULTS_PER_NAME,
  MAX_WEB_SEARCH_NAMES,
  type WebSearcher,
  type WebSearcherOptions,
} from './web-searcher.ts';
export {
  dataForSeoProvider,
  DATAFORSEO_BASE_URL,
  DATAFORSEO_PATH,
  type DataForSeoConfig,
} from './dataforseo-provider.ts';
export {
  braveProvider,
  BRAVE_BASE_URL,
  BRAVE_PATH,
  BRAVE_MAX_COUNT,
  type BraveConfig,
} from './brave-provider.ts';
export { exactPhrase, type WebProvider, type ProviderResult, type ProviderOutcome } from './web-provider.ts';
export {
  createMemoryWebCache,
  type WebResultCache,
  type CachedWebAnswer,
  type MemoryWebCacheOptions,
} from './web-result-cache.ts';
export * from './types.ts';
