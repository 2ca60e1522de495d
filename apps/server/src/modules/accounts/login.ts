import { sql } from 'drizzle-orm';
import type { Db } from '@brandwright/db';
import type { AppContext } from '../../context.ts';
import { errors } from '../../errors.ts';
import { findUserByEmail, normaliseEmail } from './find-user.ts';
import type { UserRow } from './present-user.ts';
import { burnPasswordCheck, verifyPassword } from './secrets.ts';
import { createSession, type NewSession } from './sessions.ts';

export const LOGIN_LIMITS = {
  windowMinutes: 15,
  /** Failed attempts for one account since its last successful login. */
  perAccount: 5,
  perIpAddress: 20,
} as const;

async function assertNotThrottled(db: Db, email: string, ipAddress: string): Promise<void> {
  const window = sql`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`;
  const result = await db.execute<{ account_failures: number; ip_failures: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM login_attempts a
        WHERE a.email = ${email} AND NOT a.succeeded AND a.created_at >= ${window}
          AND a.created_at > coalesce(
            (SELECT max(s.created_at) FROM login_attempts s WHERE s.email = ${email} AND s.succeeded),
            '-infinity'::timestamptz)) AS account_failures,
      (SELECT count(*)::int FROM login_attempts
        WHERE ip_address = ${ipAddress} AND NOT succeeded AND created_at >= ${window}) AS ip_failures`);
  const counts = result.rows[0];
  if (!counts) return;
  if (counts.account_failures >= LOGIN_LIMITS.perAccount || counts.ip_failures >= LOGIN_LIMITS.perIpAddress) {
    throw errors.tooManyRequests(LOGIN_LIMITS.windowMinutes * 60);
  }
}

async function recordAttempt(db: Db, email: string, ipAddress: string, succeeded: boolean): Promise<void> {
  await db.execute(
    sql`INSERT INTO login_attempts (email, ip_address, succeeded) VALUES (${email}, ${ipAddress}, ${succeeded})`,
  );
}

export interface LoginResult {
  user: UserRow;
  session: NewSession;
}

/**
 * Unknown e-mail and wrong password give the same 401 (and take the same time); an inactive account
 * is only revealed (403) to someone who knows its password.
 */
export async function logIn(
  ctx: AppContext,
  input: { email: string; password: string; remember: boolean },
  ipAddress: string,
): Promise<LoginResult> {
  const { db } = ctx.database;
  const email = normaliseEmail(input.email);
  await assertNotThrottled(db, email, ipAddress);

  const user = await findUserByEmail(db, email);
  const isPasswordRight = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !isPasswordRight) {
    await recordAttempt(db, email, ipAddress, false);
    throw errors.invalidCredentials();
  }
  if (!user.activatedAt) throw errors.notActivated();

  await recordAttempt(db, email, ipAddress, true);
  // Housekeeping on the account's own rows, so neither table grows without bound: attempts only
  // matter inside the window, dead sessions only for a short audit trail.
  await db.execute(
    sql`DELETE FROM login_attempts WHERE email = ${email} AND created_at < now() - interval '1 day'`,
  );
  await db.execute(sql`DELETE FROM sessions WHERE user_id = ${user.id}
    AND (expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days')`);
  const session = await createSession(db, ctx.config, user.id, input.remember);
  return { user, session };
}
