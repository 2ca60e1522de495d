import type { PlanResponse } from '@brandwright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { accountSummaryQueryKey } from './get-account-summary.ts';

/** Ends the signed-in user's plan (POST /api/plan/deactivateUserPlan), e.g. cancelling Unlimited. */
export function deactivatePlan(planName: string): Promise<PlanResponse> {
  return api.post<PlanResponse>('/api/plan/deactivateUserPlan', { planName });
}

export function useDeactivatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePlan,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountSummaryQueryKey }),
      ]);
    },
  });
}
