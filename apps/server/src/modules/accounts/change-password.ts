import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { errors } from '../../errors.ts';
import { consumeRateLimit, rateLimits, refundRateLimit } from '../rate-limit/consume-rate-limit.ts';
import { spendOutstandingCodes } from './one-time-codes.ts';
import type { UserRow } from './present-user.ts';
import { hashPassword, verifyPassword } from './secrets.ts';

/**
 * Verifies the old password directly (the original went through the forgotten-password flow). In one
 * statement the password changes, other devices are signed out (this session stays) and every
 * outstanding code (reset links, a pending e-mail change) stops working.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  currentSessionId: string,
  input: { password_old: string; password: string },
): Promise<void> {
  const { db } = ctx.database;
  // Decided before the check, so simultaneous guesses with a stolen session cannot all be tried.
  const hit = await consumeRateLimit(db, rateLimits.changePasswordUser, user.id);
  if (!(await verifyPassword(user.passwordHash, input.password_old))) throw errors.oldPasswordMismatch();
  await refundRateLimit(db, hit);
  const passwordHash = await hashPassword(input.password);
  await db.execute(sql`
    WITH changed AS (
      UPDATE users SET password_hash = ${passwordHash}, updated_at = now()
      WHERE id = ${user.id}
      RETURNING id
    ), revoked AS (
      UPDATE sessions SET revoked_at = now()
      WHERE user_id IN (SELECT id FROM changed) AND id <> ${currentSessionId} AND revoked_at IS NULL
      RETURNING id
    ), spent AS (
      ${spendOutstandingCodes(sql`SELECT id FROM changed`)}
    )
    SELECT count(*)::int AS changed FROM changed`);
}
