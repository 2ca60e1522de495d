import { eq } from 'drizzle-orm';
import { schema, type Db } from '@brandwright/db';
import type { UserRow } from './present-user.ts';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, normaliseEmail(email)))
    .limit(1);
  return rows[0];
}

export async function getUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(schema.users).where(eq(schema.users.id, id)).limit(1);
  return rows[0];
}
