import { z } from 'zod';
import { claimedUserIdSchema, text } from './common.ts';
import { planSummarySchema } from './plan.ts';

/** The largest amount one call may add or remove, and the largest balance an account may hold. */
export const MAX_CREDIT_AMOUNT = 1_000_000;
export const MAX_CREDIT_BALANCE = 1_000_000_000;

export const creditMessages = {
  amount: 'Credits must be a whole number from 1 to 1,000,000.',
  insufficient: 'You do not have enough credits.',
  noActivePlan: 'You have no active plan',
  balanceTooLarge: 'This would take the balance over 1,000,000,000 credits.',
} as const;

export const couponMessages = {
  /** Spec 5 and 8: an unknown (or disabled) code. */
  invalid: 'Invalid coupon code.',
  /** Spec 5 and 8: this account already redeemed the code. */
  alreadyUsed: 'This coupon code has already been used.',
} as const;

/** A credit amount in a request: a positive whole number (not a string), at most MAX_CREDIT_AMOUNT. */
export const creditAmountSchema = z
  .number({ error: creditMessages.amount })
  .int(creditMessages.amount)
  .min(1, creditMessages.amount)
  .max(MAX_CREDIT_AMOUNT, creditMessages.amount);

/** A coupon code as typed; the server compares it upper-cased. */
export const couponCodeSchema = text({ error: couponMessages.invalid })
  .trim()
  .min(1, couponMessages.invalid)
  .max(64, couponMessages.invalid)
  .regex(/^[A-Za-z0-9_-]+$/, couponMessages.invalid);

// POST /api/removeCredits: spends credits of the signed-in user (402 INSUFFICIENT_CREDITS when short).
export const removeCreditsRequestSchema = z.object({
  userId: claimedUserIdSchema,
  credits: creditAmountSchema,
});
export type RemoveCreditsRequest = z.input<typeof removeCreditsRequestSchema>;

/** The balance after the call (also the answer of getCredits and removeAllCredits). */
export const creditBalanceResponseSchema = z.object({
  credits: z.number().int(),
  /** False when an active Unlimited plan meant nothing was counted. */
  charged: z.boolean().optional(),
});
export type CreditBalanceResponse = z.infer<typeof creditBalanceResponseSchema>;

// POST /api/removeAllCredits
export const removeAllCreditsRequestSchema = z.object({ userId: claimedUserIdSchema }).nullish();
export const removeAllCreditsResponseSchema = z.object({
  /** The balance afterwards: 0. */
  credits: z.number().int(),
  /** How many credits were removed. */
  removed: z.number().int(),
});
export type RemoveAllCreditsResponse = z.infer<typeof removeAllCreditsResponseSchema>;

// POST /api/addCouponCredits: `credits` from the original client (999) is accepted and ignored;
// the server's coupon decides the amount.
export const addCouponCreditsRequestSchema = z.object({
  userId: claimedUserIdSchema,
  coupon: couponCodeSchema,
  credits: z.number().optional(),
});
export type AddCouponCreditsRequest = z.input<typeof addCouponCreditsRequestSchema>;
export const addCouponCreditsResponseSchema = z.object({
  result: z.literal(true),
  /** The balance afterwards. */
  credits: z.number().int(),
  /** Credits the coupon added. */
  added: z.number().int(),
  plan: planSummarySchema,
});
export type AddCouponCreditsResponse = z.infer<typeof addCouponCreditsResponseSchema>;

// POST /api/plan/updateUserPlanSearchCount: the original client reported its own count here. The
// count is the server's (the credit pot): the call only answers the plan as the server has it.
export const updateUserPlanSearchCountRequestSchema = z
  .object({
    userId: claimedUserIdSchema,
    userid: claimedUserIdSchema,
    planName: text().max(100).optional(),
    search_count: z.number().optional(),
  })
  .nullish();

// POST /api/plan/deactivateUserPlan: deactivates the active plan; with planName, only when that is
// the active plan (a stale tab cannot end a plan bought since).
export const deactivateUserPlanRequestSchema = z
  .object({
    userId: claimedUserIdSchema,
    userid: claimedUserIdSchema,
    planName: text().max(100).optional(),
  })
  .nullish();

export const planResponseSchema = z.object({
  result: z.literal(true),
  plan: planSummarySchema,
  /** deactivateUserPlan only: whether this call ended a plan. */
  deactivated: z.boolean().optional(),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

/** One ledger entry as the admin CLI and any later account-activity call show it. */
export const creditLedgerEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  kind: z.enum(['grant', 'purchase', 'coupon', 'search_spend', 'refund', 'admin']),
  reason: z.string(),
  reference: z.string().nullable(),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;
