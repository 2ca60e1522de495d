import { useQuery, type QueryClient } from '@tanstack/react-query';

import type { PlanSummary, SessionProbeResponse, SessionState } from '@brandwright/contracts';

import { api } from './api-client.ts';

/**
 * Who is logged in. The session is an httpOnly cookie the SPA cannot read, so the server's session
 * probe `GET /api/user/session` is the single source of truth. It answers a visitor 200 with
 * `result: null`, so an anonymous page load logs no failed request (`GET /api/user/me` answers 401).
 */
export type CurrentSession = SessionState;
export type SessionPlan = PlanSummary;

export const currentUserQueryKey = ['current-user'] as const;

export async function fetchCurrentSession(): Promise<CurrentSession | null> {
  const body = await api.get<SessionProbeResponse>('/api/user/session');
  return body.result;
}

/**
 * `fresh`: read the session again on mount, for screens showing counts that change elsewhere.
 * `pollMs`: read it again every so many milliseconds while mounted (the plan check, spec 4).
 */
export function useCurrentUser({ fresh = false, pollMs }: { fresh?: boolean; pollMs?: number } = {}) {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentSession,
    staleTime: 60_000,
    retry: 1,
    refetchOnMount: fresh ? 'always' : true,
    refetchInterval: pollMs ?? false,
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
