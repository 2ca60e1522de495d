// Plans (Single Session, Light, Unlimited): activation, deactivation and the server's view of the
// active plan. The catalogue is PLANS in @brandwright/contracts.
export {
  activatePlan,
  ensurePotPlan,
  type ActivatePlanOptions,
  type ActivatePlanResult,
} from './activate-plan.ts';
export { deactivatePlan } from './deactivate-plan.ts';
export { activePlanName, currentPlan, endPlanIfDue, presentPlan, type CurrentPlan } from './current-plan.ts';
export { needsActivityWrite, recordActivity } from './record-activity.ts';
