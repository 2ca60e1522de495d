import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { MAX_CREDIT_AMOUNT } from '@brandwright/contracts';
import { AppError } from '../../errors.ts';
import { isValidCouponCode, normaliseCouponCode } from './coupon-code.ts';

export interface CouponDefinition {
  code: string;
  credits: number;
}

export interface CouponRow {
  code: string;
  credits: number;
  source: 'admin' | 'env';
  createdAt: Date;
  disabledAt: Date | null;
  redemptions: number;
}

function checkCoupon(coupon: CouponDefinition): CouponDefinition {
  if (!isValidCouponCode(coupon.code)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'A coupon code is 1 to 64 letters, digits, "-" or "_".');
  }
  if (!Number.isSafeInteger(coupon.credits) || coupon.credits < 1 || coupon.credits > MAX_CREDIT_AMOUNT) {
    throw new AppError(400, 'VALIDATION_FAILED', `A coupon adds 1 to ${MAX_CREDIT_AMOUNT} credits.`);
  }
  return { code: normaliseCouponCode(coupon.code), credits: coupon.credits };
}

/** Adds a coupon, or changes (and re-enables) the one with that code. Returns whether it was new. */
export async function upsertCoupon(
  db: DbOrTx,
  input: CouponDefinition,
  source: 'admin' | 'env' = 'admin',
): Promise<{ code: string; credits: number; isNew: boolean }> {
  const coupon = checkCoupon(input);
  const result = await db.execute<{ is_new: boolean }>(sql`
    INSERT INTO coupons (code, credits, source) VALUES (${coupon.code}, ${coupon.credits}::integer, ${source})
    ON CONFLICT (code) DO UPDATE SET credits = excluded.credits, source = excluded.source, disabled_at = NULL
    RETURNING (xmax = 0) AS is_new`);
  return { ...coupon, isNew: Boolean(result.rows[0]?.is_new) };
}

/** Disables a coupon (redemptions stay recorded). Returns false for an unknown code. */
export async function disableCoupon(db: DbOrTx, code: string): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE coupons SET disabled_at = coalesce(disabled_at, now()) WHERE code = ${normaliseCouponCode(code)}`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * Makes the coupons table agree with COUPONS (run at boot): each configured code is added or
 * updated; a code that came from COUPONS before and is no longer listed is disabled.
 */
export async function syncConfiguredCoupons(db: DbOrTx, coupons: readonly CouponDefinition[]): Promise<void> {
  for (const coupon of coupons) await upsertCoupon(db, coupon, 'env');
  const codes = coupons.map((coupon) => normaliseCouponCode(coupon.code));
  await db.execute(sql`
    UPDATE coupons SET disabled_at = now()
    WHERE source = 'env' AND disabled_at IS NULL
      AND NOT (code = ANY (${`{${codes.join(',')}}`}::text[]))`);
}

export async function findCoupons(db: DbOrTx): Promise<CouponRow[]> {
  const result = await db.execute<{
    code: string;
    credits: number;
    source: 'admin' | 'env';
    created_at: Date | string;
    disabled_at: Date | string | null;
    redemptions: string | number;
  }>(sql`
    SELECT c.code, c.credits, c.source, c.created_at, c.disabled_at,
           (SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_code = c.code) AS redemptions
    FROM coupons c ORDER BY c.code`);
  return result.rows.map((row) => ({
    code: row.code,
    credits: Number(row.credits),
    source: row.source,
    createdAt: new Date(row.created_at),
    disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at),
    redemptions: Number(row.redemptions),
  }));
}
