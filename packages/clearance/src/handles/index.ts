// The social handle source of the Check engine: per-network rules, canaries, politeness, best common handle.
export {
  createHandleChecker,
  DEFAULT_USER_AGENT,
  UNRELIABLE_REASON,
  type HandleChecker,
  type HandleCheckerOptions,
  type HandleCheckOptions,
} from './handle-checker.ts';
export {
  findBestHandles,
  handleCandidates,
  rankHandleCandidates,
  MAX_HANDLE_CANDIDATES,
  type BestHandleOptions,
  type HandleSuggestion,
} from './best-handle.ts';
export { NETWORK_RULES, ruleOf } from './rules/index.ts';
export { validateHandle, normaliseHandleInput, type HandleValidityResult } from './handle-validity.ts';
export { classifyResponse, type ProbeResponse, type ProbeVerdict } from './classify-response.ts';
export {
  createMemoryHandleCache,
  type HandleResultCache,
  type MemoryHandleCacheOptions,
} from './handle-cache.ts';
export { canaryHandle } from './canary.ts';
export { parseRetryAfter } from './retry-after.ts';
export type { NetworkRule, ProbeRule, Signal, WallSignal, HandleValidity } from './network-rule.ts';
export * from './types.ts';
