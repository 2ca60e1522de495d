import type { z } from 'zod';
import type { checkReferralResponseSchema } from '@brandwright/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

type ReferralResponse = z.infer<typeof checkReferralResponseSchema>;

const referralQueryKey = ['check-referral'] as const;

/** Whether the member has already asked to be contacted by IP partners (GET /api/dekonstruktor/contact). */
export function useReferral() {
  return useQuery({
    queryKey: referralQueryKey,
    queryFn: () => api.get<ReferralResponse>('/api/dekonstruktor/contact'),
  });
}

/** Records the referral (POST /api/dekonstruktor/contact, no body); the server keeps one per account. */
export function useSendReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReferralResponse>('/api/dekonstruktor/contact'),
    onSuccess: (body) => queryClient.setQueryData(referralQueryKey, body),
  });
}
