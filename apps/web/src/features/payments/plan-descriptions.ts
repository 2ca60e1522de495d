import { NO_ACTIVE_PLAN, PLAN_LIST } from '@brandwright/contracts';

/** The payment-success page's description of a plan (spec 000, section 2.5), from the plan catalogue. */
export function planDescription(planName: string | null | undefined): string | null {
  if (!planName || planName === NO_ACTIVE_PLAN) return null;
  // Plan names may carry the product's brand word as a prefix; match on the plan itself.
  return PLAN_LIST.find((plan) => planName.endsWith(plan.name))?.description ?? null;
}
