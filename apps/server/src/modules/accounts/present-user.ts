import type { PlanSummary, PublicUser, SessionState } from '@brandwright/contracts';
import { NO_ACTIVE_PLAN } from '@brandwright/contracts';
import type { schema } from '@brandwright/db';

export type UserRow = typeof schema.users.$inferSelect;

// Presenters turn rows into API shapes so that columns (password hash, flags) never leak.

export function presentUser(user: UserRow): PublicUser {
  return { id: user.id, first_name: user.firstName, email: user.email };
}

export function presentPlan(user: UserRow): PlanSummary {
  const isActive = user.planStatus === 'active';
  return {
    status: isActive ? 'active' : 'inactive',
    name: isActive ? user.planName : null,
    search_count: isActive ? user.planSearchCount : 0,
    expiry_date: isActive && user.planExpiresAt ? user.planExpiresAt.toISOString() : null,
  };
}

export function presentSessionState(user: UserRow): SessionState {
  return { user: presentUser(user), plan: presentPlan(user) };
}

export function activePlanName(user: UserRow): string {
  return user.planStatus === 'active' && user.planName ? user.planName : NO_ACTIVE_PLAN;
}
