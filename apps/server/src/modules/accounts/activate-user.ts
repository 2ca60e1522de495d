import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { schema, type Db } from '@brandwright/db';
import { errors } from '../../errors.ts';
import { findUserByEmail } from './find-user.ts';
import { sha256Hex } from './secrets.ts';

/** Activates the account when the code is right, unused and unexpired; anything else is a 404. */
export async function activateUser(db: Db, email: string, code: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) throw errors.codeNotFound();
  // Marking the code used is the atomic step: two clicks on one link cannot both succeed.
  const used = await db
    .update(schema.oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(schema.oneTimeCodes.userId, user.id),
        eq(schema.oneTimeCodes.purpose, 'activation'),
        eq(schema.oneTimeCodes.codeHash, sha256Hex(code)),
        isNull(schema.oneTimeCodes.usedAt),
        gt(schema.oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: schema.oneTimeCodes.id });
  if (used.length === 0) throw errors.codeNotFound();
  await db
    .update(schema.users)
    .set({ activatedAt: sql`coalesce(${schema.users.activatedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(schema.users.id, user.id));
}
