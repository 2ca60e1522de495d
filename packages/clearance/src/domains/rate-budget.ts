/**
 * A per-registry budget of RDAP requests. `take` answers at once: false means the budget is spent and
 * the caller answers unknown rather than waiting. The server provides one shared through the database
 * so every process draws from the same budget; this in-memory one serves a single process.
 */
export interface RateBudget {
  take(registry: string): Promise<boolean>;
}

export interface TokenBucketLimit {
  /** Most requests allowed in a burst. */
  capacity: number;
  /** Tokens added back per second. */
  refillPerSecond: number;
}

/**
 * Published or observed limits of registries we know, keyed by RDAP host. EURid allows 120 queries a
 * minute; Nominet and DENIC (a pilot) are conservative; everyone else gets the default.
 */
export const KNOWN_REGISTRY_LIMITS: Readonly<Record<string, TokenBucketLimit>> = {
  'rdap.eurid.eu': { capacity: 20, refillPerSecond: 2 },
  'rdap.nominet.uk': { capacity: 10, refillPerSecond: 1 },
  'rdap.denic.de': { capacity: 5, refillPerSecond: 0.5 },
};

export const DEFAULT_REGISTRY_LIMIT: TokenBucketLimit = { capacity: 30, refillPerSecond: 5 };

export interface TokenBucketOptions {
  limits?: Readonly<Record<string, TokenBucketLimit>>;
  defaultLimit?: TokenBucketLimit;
  /** Milliseconds; injectable so tests control refills. */
  now?: () => number;
}

export function createTokenBucketBudget(options: TokenBucketOptions = {}): RateBudget {
  const limits = options.limits ?? KNOWN_REGISTRY_LIMITS;
  const fallback = options.defaultLimit ?? DEFAULT_REGISTRY_LIMIT;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    async take(registry) {
      // Registries are keyed "host/path/"; a limit may name the whole key or just the host.
      const limit = limits[registry] ?? limits[registry.split('/')[0] ?? ''] ?? fallback;
      const time = now();
      const bucket = buckets.get(registry) ?? { tokens: limit.capacity, at: time };
      bucket.tokens = Math.min(
        limit.capacity,
        bucket.tokens + ((time - bucket.at) / 1000) * limit.refillPerSecond,
      );
      bucket.at = time;
      buckets.set(registry, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}

/** No limit at all: for benchmarks against the loopback fakes. */
export const UNLIMITED_BUDGET: RateBudget = { take: async () => true };
