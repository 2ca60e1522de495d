import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';

/**
 * POST /api/dekonstruktor/contact: refers the account to IP partners once. The primary key makes a
 * second (or simultaneous) call a no-op; either way the account is referred.
 */
export async function recordReferral(db: DbOrTx, userId: string): Promise<{ referred: true }> {
  await db.execute(
    sql`INSERT INTO check_referrals (user_id) VALUES (${userId}::uuid) ON CONFLICT (user_id) DO NOTHING`,
  );
  return { referred: true };
}

/** GET /api/dekonstruktor/contact: whether the account was referred (the screen disables its tick-box). */
export async function isReferred(db: DbOrTx, userId: string): Promise<{ referred: boolean }> {
  const result = await db.execute<{ referred: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM check_referrals WHERE user_id = ${userId}::uuid) AS referred`);
  return { referred: result.rows[0]?.referred === true };
}
