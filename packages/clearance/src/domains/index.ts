// The domain source of the Check engine: RDAP located through the IANA bootstrap, DNS as a first signal.
export {
  createDomainChecker,
  checkDomains,
  checkDomain,
  domainsFor,
  registryKey,
  RATE_LIMIT_REASON,
  type DomainChecker,
  type DomainCheckerOptions,
  type NameCheckOptions,
} from './domain-checker.ts';
export { DEFAULT_TLDS, INDUSTRY_TLDS, tldsFor } from './tld-sets.ts';
export { domainLabel, hyphenatedVariants, nameWords } from './domain-labels.ts';
export {
  parseBootstrap,
  findRdapServer,
  seedBootstrap,
  BootstrapFormatError,
  SEED_BOOTSTRAP_DATE,
  SEED_BOOTSTRAP_SOURCE,
  type RdapServer,
} from './bootstrap.ts';
export {
  createBootstrapSource,
  createMemoryBootstrapStore,
  IANA_BOOTSTRAP_URL,
  type BootstrapSource,
  type BootstrapSourceOptions,
  type BootstrapStore,
  type StoredBootstrap,
} from './bootstrap-source.ts';
export {
  createTokenBucketBudget,
  UNLIMITED_BUDGET,
  KNOWN_REGISTRY_LIMITS,
  DEFAULT_REGISTRY_LIMIT,
  type RateBudget,
  type TokenBucketLimit,
  type TokenBucketOptions,
} from './rate-budget.ts';
export { createMemoryResultCache, type DomainResultCache, type MemoryCacheOptions } from './result-cache.ts';
export { lookupRdap, type RdapOutcome, type RdapLookupOptions } from './rdap-lookup.ts';
export { readRdapDomain, type RdapDomainFacts } from './rdap-response.ts';
export { probeDns, type DnsSignal, type DnsProbeOptions } from './dns-probe.ts';
export * from './types.ts';
