import type { PublicUser, SessionState } from '@brandwright/contracts';
import type { schema } from '@brandwright/db';
import { presentPlan, type CurrentPlan } from '../plans/current-plan.ts';

export type UserRow = typeof schema.users.$inferSelect;

// Presenters turn rows into API shapes so that columns (password hash, flags) never leak.

export function presentUser(user: UserRow): PublicUser {
  return { id: user.id, first_name: user.firstName, email: user.email };
}

/** The signed-in state: the plan is the server's current view (currentPlan: lapsed plans ended). */
export function presentSessionState(user: UserRow, plan: CurrentPlan): SessionState {
  return { user: presentUser(user), plan: presentPlan(plan) };
}
