import { sql } from 'drizzle-orm';
import type { Db } from '@brandwright/db';
import { errors } from '../../errors.ts';

export interface RateLimitRule {
  bucket: string;
  /** Hits admitted in any window of `windowMinutes` (estimated across the window boundary). */
  max: number;
  windowMinutes: number;
}

export const rateLimits = {
  register: { bucket: 'register', max: 10, windowMinutes: 60 },
  forgotPassword: { bucket: 'forgot-password', max: 10, windowMinutes: 60 },
  /** Reset mails to one address (subject: the e-mail, known or not, so the limit reveals nothing). */
  forgotPasswordEmail: { bucket: 'forgot-password-email', max: 5, windowMinutes: 60 },
  /** Old-password checks of a signed-in user changing the password; a right one gives its hit back. */
  changePasswordUser: { bucket: 'change-password-user', max: 5, windowMinutes: 15 },
  contact: { bucket: 'contact', max: 5, windowMinutes: 15 },
  /** Password checks of one account (subject: the e-mail); a successful login clears it. */
  loginAccount: { bucket: 'login-account', max: 5, windowMinutes: 15 },
  /** Password checks from one address; a successful login gives its hit back, so failures count. */
  loginAddress: { bucket: 'login-address', max: 20, windowMinutes: 15 },
  /** E-mail change requests (each checks the password and may answer 409) per user and per address. */
  emailChangeUser: { bucket: 'email-change-user', max: 5, windowMinutes: 60 },
  emailChangeAddress: { bucket: 'email-change-address', max: 20, windowMinutes: 60 },
  /** Coupon attempts (right or wrong) per user and per address: codes cannot be guessed at speed. */
  couponUser: { bucket: 'coupon-user', max: 10, windowMinutes: 15 },
  couponAddress: { bucket: 'coupon-address', max: 30, windowMinutes: 15 },
  /**
   * Create searches per user (each costs up to eight generation runs on the shared worker pool and no
   * credits): well above a person clicking Generate, low enough that one script cannot starve the pool.
   */
  createSearchUser: { bucket: 'create-search-user', max: 60, windowMinutes: 1 },
  /**
   * Exports a user may start a minute: each reads every record of a search and may render a long PDF,
   * so a script cannot tie up the server; a person exporting each format of each search stays far below.
   */
  exportUser: { bucket: 'export-user', max: 30, windowMinutes: 1 },
} satisfies Record<string, RateLimitRule>;

/** An admitted hit, so that it can be given back (`refundRateLimit`). */
export interface RateLimitHit {
  rule: RateLimitRule;
  subject: string;
  windowStart: Date;
}

/** The counters as the deciding statement saw them; `elapsed` is the fraction of the window gone. */
export interface WindowState {
  current: number;
  previous: number;
  elapsed: number;
}

/**
 * The sliding-window estimate: the previous window's hits weighted by how much of it still overlaps
 * the last `windowMinutes`, plus this window's. A hit is admitted when the estimate stays within max.
 */
export function admitsOneMore(rule: RateLimitRule, state: WindowState): boolean {
  return state.previous * (1 - state.elapsed) + state.current + 1 <= rule.max;
}

/** Seconds until one more hit would be admitted, if nothing else is counted meanwhile (Retry-After). */
export function retryAfterSeconds(rule: RateLimitRule, state: WindowState): number {
  const windowSeconds = rule.windowMinutes * 60;
  const room = rule.max - state.current - 1;
  let waitFraction: number;
  if (room >= 0 && state.previous > 0) {
    // Still room in this window: wait for enough of the previous window to slide out.
    waitFraction = Math.max(0, 1 - room / state.previous - state.elapsed);
  } else {
    // This window is full: it becomes the previous one, and must slide out far enough.
    const next = state.current > 0 ? Math.max(0, 1 - (rule.max - 1) / state.current) : 0;
    waitFraction = 1 - state.elapsed + next;
  }
  // The epsilon keeps float noise (0.30000000000000004) from adding a second.
  return Math.max(1, Math.ceil(waitFraction * windowSeconds - 1e-6));
}

interface DecisionRow extends Record<string, unknown> {
  /** The new count when admitted; null when refused (nothing was counted). */
  hits: number | null;
  current: number | string | null;
  previous: number | string;
  elapsed: number | string;
  window_start: Date | string;
}

// Windows are fixed (aligned on multiples of their length since the epoch, in the database's clock,
// so every process agrees). Every so many hits a process also deletes expired rows of every subject.
const PRUNE_EVERY_HITS = 200;
let hitsSincePrune = 0;

/**
 * Counts a hit for `subject` (an address, an e-mail, a user id) and refuses it with 429 when the
 * limit is reached. Count and decision are one statement: the upsert locks the counter row and only
 * increments it while the estimate is under the limit, so simultaneous requests cannot all pass,
 * on PostgreSQL or PGlite. A refused hit is not counted. Counters live in the database because
 * several processes may serve it.
 */
export async function consumeRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<RateLimitHit> {
  const seconds = rule.windowMinutes * 60;
  const result = await db.execute<DecisionRow>(sql`
    WITH win AS (
      SELECT to_timestamp(floor(extract(epoch FROM now()) / ${seconds}::integer) * ${seconds}::integer) AS start,
             (extract(epoch FROM now()) - floor(extract(epoch FROM now()) / ${seconds}::integer) * ${seconds}::integer)
               / ${seconds}::integer AS elapsed
    ), prev AS (
      SELECT coalesce((SELECT p.hits FROM rate_limit_counters p, win
                       WHERE p.bucket = ${rule.bucket} AND p.subject = ${subject}
                         AND p.window_start = win.start - make_interval(secs => ${seconds}::integer)), 0) AS hits
    ), budget AS (
      -- Hits this window may hold: max less the still-overlapping share of the previous window.
      SELECT ${rule.max}::integer - prev.hits * (1 - win.elapsed) AS allowed FROM prev, win
    ), counted AS (
      INSERT INTO rate_limit_counters AS c (bucket, subject, window_start, hits, expires_at)
      SELECT ${rule.bucket}, ${subject}, win.start, 1, win.start + make_interval(secs => 2 * ${seconds}::integer)
      FROM win, budget
      WHERE budget.allowed >= 1
      ON CONFLICT (bucket, subject, window_start) DO UPDATE SET hits = c.hits + 1
      WHERE c.hits + 1 <= (SELECT allowed FROM budget)
      RETURNING c.hits
    )
    SELECT (SELECT hits FROM counted) AS hits,
           (SELECT cur.hits FROM rate_limit_counters cur, win
            WHERE cur.bucket = ${rule.bucket} AND cur.subject = ${subject} AND cur.window_start = win.start) AS current,
           (SELECT hits FROM prev) AS previous,
           (SELECT elapsed FROM win)::float8 AS elapsed,
           (SELECT start FROM win) AS window_start`);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit statement returned no row');

  hitsSincePrune += 1;
  if (hitsSincePrune >= PRUNE_EVERY_HITS) {
    hitsSincePrune = 0;
    await db.execute(sql`DELETE FROM rate_limit_counters WHERE expires_at < now()`);
  }

  const windowStart = row.window_start instanceof Date ? row.window_start : new Date(row.window_start);
  if (row.hits !== null) return { rule, subject, windowStart };

  // Refused. `current` is this statement's snapshot, which misses hits that other requests committed
  // while it waited for the row; when the snapshot alone would have admitted, the window is full.
  const state: WindowState = {
    current: Number(row.current ?? 0),
    previous: Number(row.previous),
    elapsed: Number(row.elapsed),
  };
  if (admitsOneMore(rule, state)) state.current = rule.max;
  throw errors.tooManyRequests(retryAfterSeconds(rule, state));
}

/**
 * Counts one hit under each rule, in order; when one refuses, the hits already counted are given
 * back and the 429 names the longest wait.
 */
export async function consumeRateLimits(
  db: Db,
  limits: ReadonlyArray<readonly [RateLimitRule, string]>,
): Promise<RateLimitHit[]> {
  const hits: RateLimitHit[] = [];
  for (const [rule, subject] of limits) {
    try {
      hits.push(await consumeRateLimit(db, rule, subject));
    } catch (error) {
      for (const hit of hits) await refundRateLimit(db, hit);
      throw error;
    }
  }
  return hits;
}

/** Gives an admitted hit back (the attempt turned out not to count, e.g. a right password). */
export async function refundRateLimit(db: Db, hit: RateLimitHit): Promise<void> {
  await db.execute(sql`
    UPDATE rate_limit_counters SET hits = hits - 1
    WHERE bucket = ${hit.rule.bucket} AND subject = ${hit.subject} AND window_start = ${hit.windowStart.toISOString()}::timestamptz
      AND hits > 0`);
}

/** Forgets every hit of `subject` under `rule` (a successful login clears its account's count). */
export async function clearRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db.execute(
    sql`DELETE FROM rate_limit_counters WHERE bucket = ${rule.bucket} AND subject = ${subject}`,
  );
}
