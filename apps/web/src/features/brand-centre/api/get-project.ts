import type { ProjectDetail } from '@brandwright/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export const projectQueryKey = (id: string) => ['project', id] as const;

/** One project with its Word Bank and Brand Bank (GET /api/project/{id}); another member's is a 404. */
export function getProject(id: string): Promise<ProjectDetail> {
  return api.get<ProjectDetail>(`/api/project/${encodeURIComponent(id)}`);
}

export function useProject(id: string | null) {
  return useQuery({
    queryKey: projectQueryKey(id ?? ''),
    queryFn: () => getProject(id ?? ''),
    enabled: id !== null,
  });
}
