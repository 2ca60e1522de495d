import type { CreditsResponse } from '@brandwright/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** The same cache entry as the balance shown elsewhere, so a search's spend shows everywhere. */
export const checkCreditsQueryKey = ['credits'] as const;

/** The signed-in member's credits (POST /api/getCredits), read when the Check screen loads (spec 4). */
export function getCheckCredits(): Promise<number> {
  return api.post<CreditsResponse>('/api/getCredits', {}).then((body) => body.credits);
}

export function useCheckCredits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: checkCreditsQueryKey,
    queryFn: getCheckCredits,
    enabled,
    refetchOnMount: 'always',
  });
}
