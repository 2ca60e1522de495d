import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@brandwright/db';
import { newSecret, sha256Hex } from './secrets.ts';

export type CodePurpose = 'activation' | 'password_reset';

export const CODE_TTL_MS: Record<CodePurpose, number> = {
  activation: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

/** Creates a single-use code and returns it in clear text (only its hash is stored). */
export async function issueCode(db: Db, userId: string, purpose: CodePurpose): Promise<string> {
  const code = newSecret();
  await db.insert(schema.oneTimeCodes).values({
    userId,
    purpose,
    codeHash: sha256Hex(code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS[purpose]),
  });
  return code;
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
