import type { ActivePlanResponse, CreditsResponse } from '@brandwright/contracts';
import { NO_ACTIVE_PLAN } from '@brandwright/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export interface AccountSummary {
  activePlan: string;
  credits: number | null;
}

/**
 * The plan name and the credit balance, fetched together. A failure of either falls back to
 * "No Active Plan" / unknown credits rather than breaking the page (spec 8).
 */
export async function getAccountSummary(): Promise<AccountSummary> {
  const [plan, credits] = await Promise.allSettled([
    api.post<ActivePlanResponse>('/api/getactiveplan', {}),
    api.post<CreditsResponse>('/api/getCredits', {}),
  ]);
  return {
    activePlan: plan.status === 'fulfilled' ? plan.value.activePlan : NO_ACTIVE_PLAN,
    credits: credits.status === 'fulfilled' ? credits.value.credits : null,
  };
}

export const accountSummaryQueryKey = ['account-summary'] as const;

export function useAccountSummary() {
  return useQuery({ queryKey: accountSummaryQueryKey, queryFn: getAccountSummary });
}
