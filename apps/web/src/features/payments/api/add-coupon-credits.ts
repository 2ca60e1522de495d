import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { creditsQueryKey } from './get-credits.ts';

export interface CouponCreditsResponse {
  credits: number;
}

/** Redeems a coupon code for credits (POST /api/addCouponCredits). */
export function addCouponCredits(coupon: string): Promise<CouponCreditsResponse> {
  return api.post<CouponCreditsResponse>('/api/addCouponCredits', { coupon });
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
