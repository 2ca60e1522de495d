import { z } from 'zod';
import { claimedUserIdSchema } from './common.ts';

export const NO_ACTIVE_PLAN = 'No Active Plan';

/** The plan summary returned with login and /api/user/me. */
export const planSummarySchema = z.object({
  status: z.enum(['active', 'inactive']),
  /** Plan name (Single Session, Light, Unlimited) or null when none is active. */
  name: z.string().nullable(),
  search_count: z.number().int(),
  /** ISO 8601 timestamp or null. */
  expiry_date: z.string().nullable(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

/** Body of POST /api/getactiveplan and /api/getCredits: the user comes from the session. */
export const accountQueryRequestSchema = z.object({ userId: claimedUserIdSchema }).nullish();

export const activePlanResponseSchema = z.object({
  /** Plan name, or 'No Active Plan'. */
  activePlan: z.string(),
});
export type ActivePlanResponse = z.infer<typeof activePlanResponseSchema>;

export const creditsResponseSchema = z.object({ credits: z.number().int() });
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;
