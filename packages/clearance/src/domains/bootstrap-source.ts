import { parseBootstrap, seedBootstrap } from './bootstrap.ts';
import type { RdapBootstrap } from './types.ts';

/** IANA's published RDAP bootstrap file for DNS (RFC 9224). */
export const IANA_BOOTSTRAP_URL = 'https://data.iana.org/rdap/dns.json';

export interface StoredBootstrap {
  bootstrap: RdapBootstrap;
  /** Epoch milliseconds of the successful fetch. */
  fetchedAt: number;
}

/**
 * Where a refreshed bootstrap is kept between processes. The server implements it on the database so
 * every web and worker process shares one copy; `createMemoryBootstrapStore` serves a single process.
 */
export interface BootstrapStore {
  load(): Promise<StoredBootstrap | undefined>;
  save(stored: StoredBootstrap): Promise<void>;
}

export function createMemoryBootstrapStore(initial?: StoredBootstrap): BootstrapStore {
  let current = initial;
  return {
    load: async () => current,
    save: async (stored) => {
      current = stored;
    },
  };
}

export interface BootstrapSourceOptions {
  /** Where to refresh from; undefined means never refresh (the seed or the stored copy only). */
  refreshUrl?: string | undefined;
  store?: BootstrapStore;
  /** A stored copy younger than this is used without refreshing. Default one day. */
  maxAgeMs?: number;
  /** After a failed refresh, wait this long before trying again. Default ten minutes. */
  retryAfterMs?: number;
  refreshTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Used when nothing is stored and no refresh has succeeded: the packaged seed by default. */
  fallback?: () => RdapBootstrap;
}

export interface BootstrapSource {
  /** The freshest bootstrap available without waiting longer than the refresh timeout. */
  current(): Promise<RdapBootstrap>;
  /** Fetches the bootstrap now and stores it; throws when the file could not be fetched or parsed. */
  refresh(): Promise<RdapBootstrap>;
}

/**
 * Seed first, refreshed from `refreshUrl` when the stored copy is missing or old. A failed refresh is
 * not an error for a check: the older copy (or the seed) answers, and the next try waits `retryAfterMs`
 * so an offline machine does not pay the refresh timeout on every check.
 */
export function createBootstrapSource(options: BootstrapSourceOptions = {}): BootstrapSource {
  const store = options.store ?? createMemoryBootstrapStore();
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? 24 * 60 * 60_000;
  const retryAfterMs = options.retryAfterMs ?? 10 * 60_000;
  const fetcher = options.fetch ?? fetch;
  const fallback = options.fallback ?? seedBootstrap;
  let lastFailure = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<RdapBootstrap> | undefined;

  async function refresh(): Promise<RdapBootstrap> {
    if (!options.refreshUrl) throw new Error('no bootstrap refresh URL is configured');
    const response = await fetcher(options.refreshUrl, {
      signal: AbortSignal.timeout(options.refreshTimeoutMs ?? 5_000),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`bootstrap refresh answered HTTP ${response.status}`);
    const bootstrap = parseBootstrap(await response.json());
    if (bootstrap.services.length === 0) throw new Error('bootstrap refresh returned no services');
    await store.save({ bootstrap, fetchedAt: now() });
    return bootstrap;
  }

  async function current(): Promise<RdapBootstrap> {
    const stored = await store.load();
    const fresh = stored && now() - stored.fetchedAt < maxAgeMs;
    if (fresh || !options.refreshUrl || now() - lastFailure < retryAfterMs)
      return stored?.bootstrap ?? fallback();
    inFlight ??= refresh().finally(() => {
      inFlight = undefined;
    });
    try {
      return await inFlight;
    } catch {
      lastFailure = now();
      return stored?.bootstrap ?? fallback();
    }
  }

  return { current, refresh };
}
