/** Coupon codes are stored upper-case and compared case-insensitively. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{1,64}$/;

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function isValidCouponCode(code: string): boolean {
  return COUPON_CODE_PATTERN.test(normaliseCouponCode(code));
}
