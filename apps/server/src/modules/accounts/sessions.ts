import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { schema, type Db } from '@brandwright/db';
import type { AppConfig } from '../../config.ts';
import { newSecret, sha256Hex } from './secrets.ts';
import type { UserRow } from './present-user.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewSession {
  id: string;
  token: string;
  expiresAt: Date;
  isRemembered: boolean;
}

export async function createSession(
  db: Db,
  config: Pick<AppConfig, 'sessionTtlDays' | 'rememberMeTtlDays'>,
  userId: string,
  isRemembered: boolean,
): Promise<NewSession> {
  const token = newSecret();
  const ttlDays = isRemembered ? config.rememberMeTtlDays : config.sessionTtlDays;
  const expiresAt = new Date(Date.now() + ttlDays * DAY_MS);
  const rows = await db
    .insert(schema.sessions)
    .values({ userId, tokenHash: sha256Hex(token), isRemembered, expiresAt })
    .returning({ id: schema.sessions.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('Session insert returned no row');
  return { id, token, expiresAt, isRemembered };
}

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
}

/** The live (not revoked, not expired) session a token belongs to, with its user. */
export async function findActiveSession(db: Db, token: string): Promise<ActiveSession | undefined> {
  const rows = await db
    .select({ sessionId: schema.sessions.id, user: schema.users })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(
      and(
        eq(schema.sessions.tokenHash, sha256Hex(token)),
        isNull(schema.sessions.revokedAt),
        gt(schema.sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(schema.sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt)));
}
