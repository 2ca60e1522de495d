import { and, eq, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@brandwright/db';
import type { AppContext } from '../../context.ts';
import { errors } from '../../errors.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../mail/templates.ts';
import { consumeRateLimits, rateLimits } from '../rate-limit/consume-rate-limit.ts';
import { isUniqueViolation } from './db-errors.ts';
import { normaliseEmail } from './find-user.ts';
import { issueCode, spendOutstandingCodes } from './one-time-codes.ts';
import type { UserRow } from './present-user.ts';
import { sha256Hex, verifyPassword } from './secrets.ts';

export interface DetailsChange {
  /** The account after the change: the new name, still the current e-mail. */
  user: UserRow;
  /** The address waiting for its confirmation link, when the e-mail was asked to change. */
  pendingEmail: string | null;
  /** Tells the current address about the requested change; the caller sends it after answering. */
  notice?: MailMessage;
}

async function renameUser(db: Db, user: UserRow, name: string): Promise<UserRow> {
  const [updated] = await db
    .update(schema.users)
    .set({ firstName: name, updatedAt: sql`now()` })
    .where(eq(schema.users.id, user.id))
    .returning();
  if (!updated) throw errors.unauthenticated();
  return updated;
}

/**
 * Changes the name at once. A new e-mail address needs the current password and takes effect only
 * when the new address opens the link mailed to it (`confirmEmailChange`); the current address is
 * told. Each e-mail change request counts against a limit per user and per client address: it checks
 * a password and answers 409 for an address with an account, so unthrottled it would be an oracle.
 */
export async function changeUserDetails(
  ctx: AppContext,
  user: UserRow,
  input: { name: string; email: string; password?: string | undefined },
  ipAddress: string,
): Promise<DetailsChange> {
  const { db } = ctx.database;
  const name = input.name.trim();
  const email = normaliseEmail(input.email);
  if (email === user.email) return { user: await renameUser(db, user, name), pendingEmail: null };

  if (!input.password) throw errors.currentPasswordRequired();
  await consumeRateLimits(db, [
    [rateLimits.emailChangeUser, user.id],
    [rateLimits.emailChangeAddress, ipAddress],
  ]);
  if (!(await verifyPassword(user.passwordHash, input.password))) throw errors.currentPasswordMismatch();
  const others = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.email, email), ne(schema.users.id, user.id)))
    .limit(1);
  if (others.length > 0) throw errors.emailTaken();

  const updated = await renameUser(db, user, name);
  // Replaces a pending change the user asked for earlier: only the newest link works.
  const issued = await issueCode(db, { userId: user.id }, 'email_change', email);
  if (!issued) throw errors.unauthenticated();
  const link = `${ctx.config.publicUrl}/confirm-email/${issued.code}`;
  // Awaited: without this mail the change can never be confirmed, so a failure is the user's to see.
  await ctx.mailer.send(emailChangeConfirmMail(email, updated.firstName, link));
  return {
    user: updated,
    pendingEmail: email,
    notice: emailChangeNoticeMail(user.email, updated.firstName, email),
  };
}

/**
 * Applies a confirmed e-mail change: in one statement the code is spent, the address changes and the
 * user's other outstanding codes (reset links sent to the old address) stop working. 404 for an
 * unknown code, 410 for a used, superseded or expired one, 409 when another account took the
 * address meanwhile (the code then stays usable).
 */
export async function confirmEmailChange(db: Db, code: string): Promise<{ email: string }> {
  const codeHash = sha256Hex(code);
  let rows: Array<{ email: string }>;
  try {
    const result = await db.execute<{ email: string }>(sql`
      WITH used AS (
        UPDATE one_time_codes SET used_at = now()
        WHERE purpose = 'email_change' AND code_hash = ${codeHash} AND used_at IS NULL AND expires_at > now()
        RETURNING id, user_id, new_email
      ), changed AS (
        UPDATE users SET email = used.new_email, updated_at = now()
        FROM used WHERE users.id = used.user_id
        RETURNING users.id, users.email
      ), spent AS (
        ${spendOutstandingCodes(sql`SELECT id FROM changed`, sql`SELECT id FROM used`)}
      )
      SELECT email FROM changed`);
    rows = result.rows;
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.emailTaken();
    throw error;
  }
  const changed = rows[0];
  if (changed) return { email: changed.email };

  const known = await db
    .select({ id: schema.oneTimeCodes.id })
    .from(schema.oneTimeCodes)
    .where(and(eq(schema.oneTimeCodes.purpose, 'email_change'), eq(schema.oneTimeCodes.codeHash, codeHash)))
    .limit(1);
  throw known.length > 0 ? errors.confirmationExpired() : errors.codeNotFound();
}
