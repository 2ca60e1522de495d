import { useQuery, type QueryClient } from '@tanstack/react-query';

import type { MeResponse, PlanSummary, SessionState } from '@brandwright/contracts';

import { ApiError, api } from './api-client.ts';

/**
 * Who is logged in. The session is an httpOnly cookie the SPA cannot read, so `GET /api/user/me`
 * is the single source of truth; a 401 means "logged out", not an error.
 */
export type CurrentSession = SessionState;
export type SessionPlan = PlanSummary;

export const currentUserQueryKey = ['current-user'] as const;

export async function fetchCurrentSession(): Promise<CurrentSession | null> {
  try {
    const body = await api.get<MeResponse>('/api/user/me');
    return body.result;
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentSession,
    staleTime: 60_000,
    retry: 1,
  });
}

/** True/false once known, undefined while the first answer is pending. */
export function useIsLoggedIn(): boolean | undefined {
  const { data, isPending, isError } = useCurrentUser();
  if (isPending) return undefined;
  if (isError) return false;
  return data !== null;
}

export function setCurrentSession(queryClient: QueryClient, session: CurrentSession | null): void {
  queryClient.setQueryData(currentUserQueryKey, session);
}

export function isPlanActive(plan: SessionPlan | null | undefined): boolean {
  return plan?.status === 'active' && !!plan.name;
}
