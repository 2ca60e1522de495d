import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DomainRecord, DomainResultCache } from '@brandwright/clearance';
import type { Database } from '@brandwright/db';
import { clockSql, type Clock } from './database-clock.ts';
import { warnOnDomainStateError, type DomainStateErrorHandler } from './domain-state-error.ts';

export interface DatabaseResultCacheOptions {
  /** Default: the database's clock. */
  now?: Clock;
  /** Every this many writes of one cache, expired rows are cleared. Default 100. */
  pruneEvery?: number;
  /** Most expired rows one clearing deletes, so it stays a short statement. Default 500. */
  pruneBatch?: number;
  /** Told about failures answered as a miss or a skipped write. Default: a process warning. */
  onError?: DomainStateErrorHandler;
}

export interface DatabaseResultCache extends DomainResultCache {
  /** Deletes up to `pruneBatch` expired rows (oldest first); answers how many went. */
  deleteExpired(): Promise<number>;
}

/** What `domain_result_cache.domain` holds at most (its CHECK). */
const DOMAIN_COLUMN_MAX = 300;

// Only settled answers are worth keeping: an unknown one must be asked again next time.
const CACHEABLE = ['available', 'taken'] as const;

/** A cached row as it must be to be answered: anything else (a hand edit, an older shape) is a miss. */
const cachedRecordSchema = z.object({
  name: z.string().min(1),
  registrar: z.string().nullable(),
  availability: z.enum(CACHEABLE),
  reason: z.string().min(1),
  expires_at: z.string().nullable(),
});

/** Most domains one read statement asks about. */
const READ_BATCH = 500;

/** A stored record as it may be answered, or undefined (a miss) for anything else. */
function validCachedRecord(domain: string, stored: unknown): DomainRecord | undefined {
  if (stored === undefined) return undefined;
  const parsed = cachedRecordSchema.safeParse(stored);
  // A row filed under another name is not this domain's answer.
  if (!parsed.success || parsed.data.name !== domain) return undefined;
  return parsed.data;
}

function positiveWhole(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a whole number ≥ 1`);
  return value;
}

/**
 * The domain source's answer cache in `domain_result_cache`, shared by every process. Expiry is decided
 * in SQL with the database's clock. Only `available` and `taken` answers are written or read back, and
 * a row is validated when read, so a bad row is a miss, never a crash nor a made-up answer. Reads
 * asked for together are answered by one statement. A failing
 * database is a miss on `get` and a skipped write on `set` (the checker awaits both outside its own
 * error handling, so a throw here would fail the whole check instead of one answer). Every
 * `pruneEvery` writes a bounded delete of expired rows keeps the table from growing forever.
 */
export function createDatabaseResultCache(
  database: Pick<Database, 'db'>,
  options: DatabaseResultCacheOptions = {},
): DatabaseResultCache {
  const pruneEvery = positiveWhole(options.pruneEvery ?? 100, 'pruneEvery');
  const pruneBatch = positiveWhole(options.pruneBatch ?? 500, 'pruneBatch');
  const onError = options.onError ?? warnOnDomainStateError;
  let writesSincePrune = 0;
  // Reads asked for in one synchronous run (a check asks about all of its domains at once) are
  // answered by one statement: a cold search of 22 domains is one round trip, not 22.
  const pendingReads = new Map<string, Array<(record: DomainRecord | undefined) => void>>();
  let readScheduled = false;

  async function readPending(): Promise<void> {
    readScheduled = false;
    const batch = new Map(pendingReads);
    pendingReads.clear();
    const domains = [...batch.keys()];
    for (let start = 0; start < domains.length; start += READ_BATCH) {
      const chunk = domains.slice(start, start + READ_BATCH);
      let found = new Map<string, unknown>();
      try {
        const result = await database.db.execute<{ domain: string; record: unknown }>(sql`
          SELECT domain, record FROM domain_result_cache
          WHERE domain IN (${sql.join(
            chunk.map((domain) => sql`${domain}`),
            sql`, `,
          )}) AND expires_at > ${clockSql(options.now)}`);
        found = new Map(result.rows.map((row) => [row.domain, row.record]));
      } catch (error) {
        onError(error, 'reading the domain result cache');
      }
      for (const domain of chunk) {
        const answer = validCachedRecord(domain, found.get(domain));
        for (const resolve of batch.get(domain) ?? []) resolve(answer);
      }
    }
  }

  async function deleteExpired(): Promise<number> {
    const result = await database.db.execute(sql`
      DELETE FROM domain_result_cache WHERE domain IN (
        SELECT domain FROM domain_result_cache WHERE expires_at <= ${clockSql(options.now)}
        ORDER BY expires_at LIMIT ${pruneBatch}::integer)`);
    return result.rowCount ?? 0;
  }

  return {
    deleteExpired,

    get(domain) {
      if (domain.length < 1 || domain.length > DOMAIN_COLUMN_MAX) return Promise.resolve(undefined);
      return new Promise<DomainRecord | undefined>((resolve) => {
        const waiting = pendingReads.get(domain);
        if (waiting) waiting.push(resolve);
        else pendingReads.set(domain, [resolve]);
        if (!readScheduled) {
          readScheduled = true;
          queueMicrotask(() => void readPending());
        }
      });
    },

    async set(domain, record, ttlMs) {
      const cacheable =
        (CACHEABLE as readonly string[]).includes(record.availability) &&
        Number.isFinite(ttlMs) &&
        ttlMs > 0 &&
        domain.length >= 1 &&
        domain.length <= DOMAIN_COLUMN_MAX;
      if (!cacheable) return;
      try {
        await database.db.execute(sql`
          WITH clock AS (SELECT ${clockSql(options.now)} AS now)
          INSERT INTO domain_result_cache (domain, record, expires_at)
          SELECT ${domain}, ${JSON.stringify(record)}::jsonb, clock.now + make_interval(secs => ${ttlMs / 1000}::float8)
          FROM clock
          ON CONFLICT (domain) DO UPDATE SET record = excluded.record, expires_at = excluded.expires_at`);
      } catch (error) {
        onError(error, 'writing the domain result cache');
        return;
      }
      writesSincePrune += 1;
      if (writesSincePrune < pruneEvery) return;
      writesSincePrune = 0;
      try {
        await deleteExpired();
      } catch (error) {
        onError(error, 'clearing expired domain answers');
      }
    },
  };
}
