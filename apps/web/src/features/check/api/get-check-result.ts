import type { CheckResultResponse } from '@brandwright/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export type CheckResult = CheckResultResponse['data'];

export const checkResultQueryKey = (token: string) => ['check-result', token] as const;

/** Every chosen section of a search (GET /api/dekonstruktor/result/{token}); unchosen ones are null. */
export function getCheckResult(token: string): Promise<CheckResult> {
  return api
    .get<CheckResultResponse>(`/api/dekonstruktor/result/${encodeURIComponent(token)}`)
    .then((body) => body.data);
}

export function useCheckResult(token: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: checkResultQueryKey(token ?? ''),
    queryFn: () => getCheckResult(token ?? ''),
    enabled: token !== null && enabled,
    // A refetch while sources finish keeps the tabs on screen (never another search's tabs).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === token ? previous : undefined,
  });
}
