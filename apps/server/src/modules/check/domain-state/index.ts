// The domain source's state shared by every web and worker process through the database: the rate
// budget per RDAP registry, the answer cache and the RDAP bootstrap registry (migration 0008).
export {
  createDatabaseRateBudget,
  bucketKey,
  type DatabaseRateBudgetOptions,
} from './database-rate-budget.ts';
export {
  createDatabaseResultCache,
  type DatabaseResultCache,
  type DatabaseResultCacheOptions,
} from './database-result-cache.ts';
export {
  createDatabaseBootstrapStore,
  type DatabaseBootstrapStoreOptions,
} from './database-bootstrap-store.ts';
export {
  DomainStateError,
  warnOnDomainStateError,
  type DomainStateErrorHandler,
} from './domain-state-error.ts';
export type { Clock } from './database-clock.ts';
