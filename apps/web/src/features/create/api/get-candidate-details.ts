import type { CandidateDetails } from '@brandwright/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/**
 * For one page of names in one call (POST /api/konstruktor/candidates): dictionary word or not, the
 * trademark risk in the project's classes, and the `.com` state.
 */
export function getCandidateDetails(
  names: readonly string[],
  projectId: string | null,
): Promise<CandidateDetails[]> {
  return api
    .post<{ data: CandidateDetails[] }>('/api/konstruktor/candidates', {
      names,
      ...(projectId ? { project_id: projectId } : {}),
    })
    .then((body) => body.data);
}

export function useCandidateDetails(names: readonly string[], projectId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['candidate-details', projectId, names],
    queryFn: () => getCandidateDetails(names, projectId),
    enabled: enabled && names.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
