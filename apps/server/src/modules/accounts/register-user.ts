import { eq } from 'drizzle-orm';
import type { PublicUser, RegisterRequest } from '@brandwright/contracts';
import { schema } from '@brandwright/db';
import type { AppContext } from '../../context.ts';
import { errors } from '../../errors.ts';
import { activationMail } from '../mail/templates.ts';
import { isUniqueViolation } from './db-errors.ts';
import { findUserByEmail, normaliseEmail } from './find-user.ts';
import { issueCode } from './one-time-codes.ts';
import { presentUser } from './present-user.ts';
import { consumeRateLimit, rateLimits } from '../rate-limit/consume-rate-limit.ts';
import { hashPassword } from './secrets.ts';

type RegisterInput = Required<Omit<RegisterRequest, 'password_confirmation'>>;

/**
 * Creates an inactive account and e-mails its activation link.
 *
 * A taken e-mail answers 409 EMAIL_TAKEN. That reveals that an account exists, which we accept
 * because the spec wants the user to see what went wrong at sign-up, and registration is
 * rate-limited per IP address (rateLimits.register), so the call cannot be used to enumerate
 * accounts in bulk. Login and forgotten password stay silent about existence.
 */
export async function registerUser(
  ctx: AppContext,
  input: RegisterInput,
  ipAddress: string,
): Promise<PublicUser> {
  const { db } = ctx.database;
  await consumeRateLimit(db, rateLimits.register, ipAddress);
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(db, email)) throw errors.emailTaken();

  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    [user] = await db
      .insert(schema.users)
      .values({
        email,
        firstName: input.first_name.trim(),
        passwordHash,
        storeMyData: input.store_my_data,
        userMarketing: input.user_marketing,
      })
      .returning();
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw errors.emailTaken();
    throw error;
  }
  if (!user) throw new Error('User insert returned no row');

  const issued = await issueCode(db, { userId: user.id }, 'activation');
  if (!issued) throw new Error('Activation code for a new user was not issued');
  const link = `${ctx.config.publicUrl}/activate/${encodeURIComponent(email)}/${issued.code}`;
  try {
    await ctx.mailer.send(activationMail(email, user.firstName, link));
  } catch (error) {
    // Without the e-mail the account could never be activated: undo it so that signing up again works.
    await db.delete(schema.users).where(eq(schema.users.id, user.id));
    throw error;
  }
  return presentUser(user);
}
