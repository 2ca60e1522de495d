import { and, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@brandwright/db';
import { isUniqueViolation } from './db-errors.ts';
import { newSecret, sha256Hex } from './secrets.ts';

export type CodePurpose = 'activation' | 'password_reset' | 'email_change';

export const CODE_TTL_MS: Record<CodePurpose, number> = {
  activation: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
};

export interface IssuedCode {
  /** In clear text, for the e-mailed link; only its hash is stored. */
  code: string;
  userId: string;
  /** The account's current address. */
  email: string;
}

/** Whose code: a user id, or an e-mail address (an unknown address issues nothing). */
export type CodeOwner = { userId: string } | { email: string };

/**
 * Issues a single-use code and, in the same statement, spends the user's outstanding code of that
 * purpose: only the newest link works. The partial unique index one_time_codes_outstanding_key
 * (one unused code per user and purpose) catches two issues racing; the loser retries and
 * supersedes the winner's code in turn.
 *
 * Looking the owner up by e-mail inside the statement means a known and an unknown address run the
 * same single query (forgotten password answers in the same time either way).
 */
export async function issueCode(
  db: Db,
  owner: CodeOwner,
  purpose: CodePurpose,
  newEmail?: string,
): Promise<IssuedCode | undefined> {
  const ownerIs: SQL = 'userId' in owner ? sql`id = ${owner.userId}` : sql`email = ${owner.email}`;
  for (let attempt = 1; ; attempt += 1) {
    const code = newSecret();
    try {
      const result = await db.execute<{ user_id: string; email: string }>(sql`
        WITH owner AS (
          SELECT id, email FROM users WHERE ${ownerIs}
        ), superseded AS (
          UPDATE one_time_codes SET used_at = now()
          WHERE user_id IN (SELECT id FROM owner) AND purpose = ${purpose} AND used_at IS NULL
          RETURNING id
        )
        INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at, new_email)
        -- Reading the count makes the superseding UPDATE finish before this row is inserted.
        SELECT owner.id, ${purpose}, ${sha256Hex(code)}, now() + make_interval(secs => ${CODE_TTL_MS[purpose] / 1000}::integer),
               ${newEmail ?? null}::text
        FROM owner, (SELECT count(*) FROM superseded) AS spent
        RETURNING user_id, (SELECT email FROM owner) AS email`);
      const row = result.rows[0];
      return row ? { code, userId: row.user_id, email: row.email } : undefined;
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

export type CodeRow = typeof schema.oneTimeCodes.$inferSelect;

export async function findCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(schema.oneTimeCodes)
    .where(
      and(
        eq(schema.oneTimeCodes.userId, userId),
        eq(schema.oneTimeCodes.purpose, purpose),
        eq(schema.oneTimeCodes.codeHash, sha256Hex(code)),
      ),
    )
    .limit(1);
  return rows[0];
}

export function isCodeUsable(code: CodeRow, now = new Date()): boolean {
  return code.usedAt === null && code.expiresAt.getTime() > now.getTime();
}

/**
 * SQL spending every outstanding code of the users selected by `userIds` (a subquery), except the
 * codes selected by `exceptIds`, for use as a step of a larger statement. Password changes and
 * resets, and a confirmed e-mail change, spend them.
 */
export function spendOutstandingCodes(userIds: SQL, exceptIds?: SQL): SQL {
  const except = exceptIds ? sql` AND id NOT IN (${exceptIds})` : sql``;
  return sql`UPDATE one_time_codes SET used_at = now()
    WHERE user_id IN (${userIds}) AND used_at IS NULL${except}
    RETURNING id`;
}
