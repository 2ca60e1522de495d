import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { errors } from '../../errors.ts';
import {
  clearRateLimit,
  consumeRateLimits,
  rateLimits,
  refundRateLimit,
} from '../rate-limit/consume-rate-limit.ts';
import { findUserByEmail, normaliseEmail } from './find-user.ts';
import type { UserRow } from './present-user.ts';
import { burnPasswordCheck, verifyPassword } from './secrets.ts';
import { createSession, type NewSession } from './sessions.ts';

export interface LoginResult {
  user: UserRow;
  session: NewSession;
}

/**
 * Unknown e-mail and wrong password give the same 401 (and take the same time); an inactive account
 * is only revealed (403) to someone who knows its password.
 *
 * Throttling is decided before the password is checked, atomically: each attempt first takes a hit
 * from the account's and the address's counters (429 when either is full), so simultaneous guesses
 * cannot all slip past a count taken earlier. A right password then clears the account's counter
 * ("failures since the last success") and gives the address its hit back, so only failures count.
 */
export async function logIn(
  ctx: AppContext,
  input: { email: string; password: string; remember: boolean },
  ipAddress: string,
): Promise<LoginResult> {
  const { db } = ctx.database;
  const email = normaliseEmail(input.email);
  const [, addressHit] = await consumeRateLimits(db, [
    [rateLimits.loginAccount, email],
    [rateLimits.loginAddress, ipAddress],
  ]);

  const user = await findUserByEmail(db, email);
  const isPasswordRight = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !isPasswordRight) throw errors.invalidCredentials();

  await clearRateLimit(db, rateLimits.loginAccount, email);
  if (addressHit) await refundRateLimit(db, addressHit);
  if (!user.activatedAt) throw errors.notActivated();

  // Housekeeping on the account's own rows, so the table does not grow without bound: dead sessions
  // only matter for a short audit trail.
  await db.execute(sql`DELETE FROM sessions WHERE user_id = ${user.id}
    AND (expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days')`);
  const session = await createSession(db, ctx.config, user.id, input.remember);
  return { user, session };
}
