import { sql } from 'drizzle-orm';
import type { Db } from '@brandwright/db';
import { errors } from '../../errors.ts';

export interface RateLimitRule {
  bucket: string;
  max: number;
  windowMinutes: number;
}

export const rateLimits = {
  register: { bucket: 'register', max: 10, windowMinutes: 60 },
  forgotPassword: { bucket: 'forgot-password', max: 10, windowMinutes: 60 },
  contact: { bucket: 'contact', max: 5, windowMinutes: 15 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts a hit for `subject` (an IP address) and refuses it with 429 when the sliding window is full.
 * Counted in the database so every process sees the same numbers; old rows are pruned as we go.
 */
export async function consumeRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  const window = sql`now() - make_interval(mins => ${rule.windowMinutes})`;
  await db.execute(
    sql`DELETE FROM rate_limit_hits WHERE bucket = ${rule.bucket} AND subject = ${subject} AND created_at < ${window}`,
  );
  const result = await db.execute<{ hits: number }>(
    sql`SELECT count(*)::int AS hits FROM rate_limit_hits WHERE bucket = ${rule.bucket} AND subject = ${subject} AND created_at >= ${window}`,
  );
  if ((result.rows[0]?.hits ?? 0) >= rule.max) throw errors.tooManyRequests(rule.windowMinutes * 60);
  await db.execute(sql`INSERT INTO rate_limit_hits (bucket, subject) VALUES (${rule.bucket}, ${subject})`);
}
