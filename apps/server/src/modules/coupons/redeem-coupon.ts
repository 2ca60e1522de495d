import { sql } from 'drizzle-orm';
import type { Db } from '@brandwright/db';
import { couponMessages } from '@brandwright/contracts';
import { AppError } from '../../errors.ts';
import { ensurePotPlan } from '../plans/activate-plan.ts';
import type { CurrentPlan } from '../plans/current-plan.ts';
import { consumeRateLimits, rateLimits } from '../rate-limit/consume-rate-limit.ts';
import { isValidCouponCode, normaliseCouponCode } from './coupon-code.ts';

export const couponErrors = {
  invalid: () =>
    new AppError(400, 'INVALID_COUPON', couponMessages.invalid, {
      fields: { coupon: couponMessages.invalid },
    }),
  alreadyUsed: () => new AppError(409, 'COUPON_ALREADY_USED', couponMessages.alreadyUsed),
};

export interface CouponRedemption {
  added: number;
  balance: number;
  plan: CurrentPlan;
}

/**
 * Redeems a coupon for the user (POST /api/addCouponCredits). Every attempt first takes a hit from
 * the user's and the address's coupon limits (429), so codes cannot be guessed at speed. The
 * redemption and its ledger entry are one statement: the (coupon, user) primary key makes a second
 * redemption, however simultaneous, add nothing. A user without an active plan gets Light (no
 * searches added), so that the coupon's credits can be searched with.
 */
export async function redeemCoupon(
  db: Db,
  userId: string,
  rawCode: string,
  ipAddress: string,
): Promise<CouponRedemption> {
  await consumeRateLimits(db, [
    [rateLimits.couponUser, userId],
    [rateLimits.couponAddress, ipAddress],
  ]);
  if (!isValidCouponCode(rawCode)) throw couponErrors.invalid();
  const code = normaliseCouponCode(rawCode);

  const result = await db.execute<{ balance_after: number; delta: number }>(sql`
    WITH coupon AS (
      SELECT code, credits FROM coupons WHERE code = ${code} AND disabled_at IS NULL
    ), redeemed AS (
      INSERT INTO coupon_redemptions (coupon_code, user_id)
      SELECT code, ${userId}::uuid FROM coupon
      ON CONFLICT (coupon_code, user_id) DO NOTHING
      RETURNING coupon_code
    )
    INSERT INTO credit_ledger (user_id, delta, kind, reason, reference)
    SELECT ${userId}::uuid, coupon.credits, 'coupon', 'Coupon ' || coupon.code,
           'coupon:' || coupon.code || ':' || ${userId}
    FROM redeemed JOIN coupon ON coupon.code = redeemed.coupon_code
    RETURNING balance_after, delta`);
  const row = result.rows[0];
  if (!row) {
    const state = await db.execute<{ is_used: boolean }>(sql`
      SELECT EXISTS (SELECT 1 FROM coupon_redemptions WHERE coupon_code = ${code} AND user_id = ${userId}::uuid) AS is_used`);
    throw state.rows[0]?.is_used ? couponErrors.alreadyUsed() : couponErrors.invalid();
  }
  const plan = await ensurePotPlan(db, userId);
  return { added: Number(row.delta), balance: Number(row.balance_after), plan };
}
