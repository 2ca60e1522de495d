import type { CreditsResponse } from '@brandwright/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export const creditsQueryKey = ['credits'] as const;

/** The signed-in user's credit balance (POST /api/getCredits). */
export function getCredits(): Promise<number> {
  return api.post<CreditsResponse>('/api/getCredits', {}).then((body) => body.credits);
}

export function useCredits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: creditsQueryKey, queryFn: getCredits, enabled });
}
