import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_REGISTRY_LIMIT,
  KNOWN_REGISTRY_LIMITS,
  type RateBudget,
  type TokenBucketLimit,
} from '@brandwright/clearance';
import type { Database } from '@brandwright/db';
import { clockSql, type Clock } from './database-clock.ts';
import { DomainStateError } from './domain-state-error.ts';

export interface DatabaseRateBudgetOptions {
  /** Limits by registry key ("host/path/") or host; default the clearance package's known ones. */
  limits?: Readonly<Record<string, TokenBucketLimit>>;
  defaultLimit?: TokenBucketLimit;
  /** Default: the database's clock. */
  now?: Clock;
}

/** What `domain_rate_buckets.registry` holds at most (its CHECK). */
const REGISTRY_COLUMN_MAX = 300;
/** Characters of a too-long key kept readable before its hash. */
const LONG_KEY_PREFIX = 200;

// Float noise (0.1 + 0.2) must not withhold a token that a refill has fully earned.
const WHOLE_TOKEN = 1 - 1e-9;

/**
 * The row a registry's bucket lives in. Keys come from bootstrap URLs, which a registry (or a forged
 * bootstrap file) could make longer than the column allows: those keep a readable prefix and a SHA-256
 * of the whole key, so two long keys never share a bucket and the statement never fails on the CHECK.
 */
export function bucketKey(registry: string): string {
  const fits = registry.length >= 1 && registry.length <= REGISTRY_COLUMN_MAX && !registry.includes('\0');
  if (fits) return registry;
  const digest = createHash('sha256').update(registry).digest('hex');
  return `${registry.replaceAll('\0', '').slice(0, LONG_KEY_PREFIX)}#sha256:${digest}`;
}

function limitFor(
  registry: string,
  limits: Readonly<Record<string, TokenBucketLimit>>,
  fallback: TokenBucketLimit,
): TokenBucketLimit {
  // Same lookup as the in-memory bucket: the whole key, then its host.
  return limits[registry] ?? limits[registry.split('/')[0] ?? ''] ?? fallback;
}

function assertLimit(limit: TokenBucketLimit, name: string): void {
  const sound =
    Number.isFinite(limit.capacity) &&
    limit.capacity >= 1 &&
    Number.isFinite(limit.refillPerSecond) &&
    limit.refillPerSecond >= 0;
  if (!sound) throw new RangeError(`rate limit ${name}: capacity must be ≥ 1 and refillPerSecond ≥ 0`);
}

/**
 * A token bucket per RDAP registry in `domain_rate_buckets`, shared by every web and worker process
 * (decision 0007's rule): one guarded upsert refills the bucket by the time elapsed since its last
 * take and takes a token only when a whole one is there. PostgreSQL decides the WHERE on the row's
 * latest version once it holds the row lock, so simultaneous takes queue on the row and exactly the
 * tokens present are granted; a refused take changes nothing. No transaction, so it behaves the same
 * on PGlite. A budget that cannot be read throws DomainStateError: the domain checker answers that
 * domain `unknown` with the message as its reason (never `available`).
 */
export function createDatabaseRateBudget(
  database: Pick<Database, 'db'>,
  options: DatabaseRateBudgetOptions = {},
): RateBudget {
  const limits = options.limits ?? KNOWN_REGISTRY_LIMITS;
  const fallback = options.defaultLimit ?? DEFAULT_REGISTRY_LIMIT;
  for (const [name, limit] of Object.entries(limits)) assertLimit(limit, name);
  assertLimit(fallback, 'default');

  return {
    async take(registry) {
      const { capacity, refillPerSecond } = limitFor(registry, limits, fallback);
      // The refilled level, computed against the row as locked; `excluded.refilled_at` is this
      // statement's instant. A clock that went back refills nothing.
      const refilled = sql`least(${capacity}::float8, b.tokens + greatest(0::float8,
          extract(epoch FROM excluded.refilled_at - b.refilled_at)::float8) * ${refillPerSecond}::float8)`;
      let taken: boolean;
      try {
        const result = await database.db.execute<{ tokens: number }>(sql`
          WITH clock AS (SELECT ${clockSql(options.now)} AS now)
          INSERT INTO domain_rate_buckets AS b (registry, tokens, refilled_at)
          SELECT ${bucketKey(registry)}, ${capacity}::float8 - 1, clock.now FROM clock
          ON CONFLICT (registry) DO UPDATE
            SET tokens = ${refilled} - 1,
                refilled_at = greatest(b.refilled_at, excluded.refilled_at)
            WHERE ${refilled} >= ${WHOLE_TOKEN}::float8
          RETURNING b.tokens`);
        taken = result.rows.length === 1;
      } catch (error) {
        throw new DomainStateError('the shared registry rate budget could not be read', { cause: error });
      }
      return taken;
    },
  };
}
