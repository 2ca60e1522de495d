import { and, eq, ne, sql } from 'drizzle-orm';
import { schema } from '@brandwright/db';
import type { AppContext } from '../../context.ts';
import { errors } from '../../errors.ts';
import { isUniqueViolation } from './db-errors.ts';
import { normaliseEmail } from './find-user.ts';
import type { UserRow } from './present-user.ts';

export async function changeUserDetails(
  ctx: AppContext,
  user: UserRow,
  input: { name: string; email: string },
): Promise<UserRow> {
  const { db } = ctx.database;
  const email = normaliseEmail(input.email);
  const others = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.email, email), ne(schema.users.id, user.id)))
    .limit(1);
  if (others.length > 0) throw errors.emailTaken();
  try {
    const [updated] = await db
      .update(schema.users)
      .set({ firstName: input.name.trim(), email, updatedAt: sql`now()` })
      .where(eq(schema.users.id, user.id))
      .returning();
    if (!updated) throw errors.unauthenticated();
    return updated;
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw errors.emailTaken();
    throw error;
  }
}
