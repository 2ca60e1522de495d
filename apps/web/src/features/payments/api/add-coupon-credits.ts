import type { AddCouponCreditsResponse } from '@brandwright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { creditsQueryKey } from './get-credits.ts';

/** Redeems a coupon code for credits (POST /api/addCouponCredits); the server decides the amount. */
export function addCouponCredits(coupon: string): Promise<AddCouponCreditsResponse> {
  return api.post<AddCouponCreditsResponse>('/api/addCouponCredits', { coupon });
}

export function useAddCouponCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCouponCredits,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: creditsQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]);
    },
  });
}
