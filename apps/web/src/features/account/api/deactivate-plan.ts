import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { accountSummaryQueryKey } from './get-account-summary.ts';

/** Ends the signed-in user's plan (POST /api/plan/deactivateUserPlan), e.g. cancelling Unlimited. */
export function deactivatePlan(planName: string): Promise<unknown> {
  return api.post<unknown>('/api/plan/deactivateUserPlan', { planName });
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
