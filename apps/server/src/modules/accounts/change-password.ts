import { eq, sql } from 'drizzle-orm';
import { schema } from '@brandwright/db';
import type { AppContext } from '../../context.ts';
import { errors } from '../../errors.ts';
import type { UserRow } from './present-user.ts';
import { hashPassword, verifyPassword } from './secrets.ts';
import { revokeUserSessions } from './sessions.ts';

/** Verifies the old password directly (the original went through the forgotten-password flow). */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  currentSessionId: string,
  input: { password_old: string; password: string },
): Promise<void> {
  const { db } = ctx.database;
  if (!(await verifyPassword(user.passwordHash, input.password_old))) throw errors.oldPasswordMismatch();
  await db
    .update(schema.users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: sql`now()` })
    .where(eq(schema.users.id, user.id));
  // Other devices signed in with the old password are signed out; this one stays.
  await revokeUserSessions(db, user.id, currentSessionId);
}
