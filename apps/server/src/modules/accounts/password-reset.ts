import { sql } from 'drizzle-orm';
import type { ResetPasswordRequest } from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../errors.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { consumeRateLimits, rateLimits } from '../rate-limit/consume-rate-limit.ts';
import { findUserByEmail, normaliseEmail } from './find-user.ts';
import { findCode, isCodeUsable, issueCode, spendOutstandingCodes } from './one-time-codes.ts';
import { hashPassword, verifyPassword } from './secrets.ts';

/**
 * Issues a single-use reset code when the account exists (spending any older one) and returns the
 * e-mail to send, or nothing. The caller answers the same either way and sends the mail after
 * answering: a known and an unknown address then cost the same single statement, and the answer
 * never waits on the mail server.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  ipAddress: string,
): Promise<MailMessage | undefined> {
  const { db } = ctx.database;
  const address = normaliseEmail(email);
  await consumeRateLimits(db, [
    [rateLimits.forgotPassword, ipAddress],
    [rateLimits.forgotPasswordEmail, address],
  ]);
  const issued = await issueCode(db, { email: address }, 'password_reset');
  if (!issued) return undefined;
  return passwordResetMail(issued.email, `${ctx.config.publicUrl}/reset-password/${issued.code}`);
}

/**
 * Sets a new password from a reset code. An unknown e-mail and an unknown code give the same 404, so
 * the call does not reveal which addresses have accounts; a used, superseded or expired code is a 410.
 * Every session and every other outstanding code of the user is revoked. The reset also proves the
 * address, so it activates the account.
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordRequest): Promise<void> {
  const { db } = ctx.database;
  const user = await findUserByEmail(db, input.email);
  if (!user) throw errors.codeNotFound();
  const code = await findCode(db, user.id, 'password_reset', input.resetCode);
  if (!code) throw errors.codeNotFound();
  if (!isCodeUsable(code)) throw errors.codeExpired();
  if (input.password_old && !(await verifyPassword(user.passwordHash, input.password_old))) {
    throw errors.oldPasswordMismatch();
  }

  const passwordHash = await hashPassword(input.password);
  // One statement, so using the code, changing the password, revoking sessions and spending the
  // other codes happen together.
  const result = await db.execute<{ changed: number }>(sql`
    WITH used AS (
      UPDATE one_time_codes SET used_at = now()
      WHERE id = ${code.id} AND used_at IS NULL AND expires_at > now()
      RETURNING user_id
    ), changed AS (
      UPDATE users SET password_hash = ${passwordHash}, activated_at = coalesce(activated_at, now()), updated_at = now()
      WHERE id IN (SELECT user_id FROM used)
      RETURNING id
    ), revoked AS (
      UPDATE sessions SET revoked_at = now()
      WHERE user_id IN (SELECT id FROM changed) AND revoked_at IS NULL
      RETURNING id
    ), spent AS (
      ${spendOutstandingCodes(sql`SELECT id FROM changed`, sql`SELECT ${code.id}::uuid`)}
    )
    SELECT count(*)::int AS changed FROM changed`);
  // Lost a race with another use of the same code.
  if ((result.rows[0]?.changed ?? 0) === 0) throw errors.codeExpired();
}
